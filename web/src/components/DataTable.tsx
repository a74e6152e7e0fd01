import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  type Row,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { type KeyboardEvent, type MouseEvent, type ReactNode, useId, useState } from 'react';
import styles from './DataTable.module.css';
import { TextInput } from './TextInput';

export interface DataTableProps<T> {
  /**
   * TanStack column definitions (createColumnHelper<T>() keeps them typed). Accessor columns sort
   * on a header click unless `enableSorting: false`; display columns never sort.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each column has its own value type; TanStack's own examples type the list this way
  columns: ColumnDef<T, any>[];
  data: T[];
  /** Names the table (a visually hidden caption) and its scrolling region. */
  caption: string;
  /** Shows a search box filtering every column. */
  filterable?: boolean;
  filterLabel?: string;
  /** Makes rows clickable and focusable (Enter opens); clicks on links or buttons inside a row are left alone. */
  onRowClick?: (row: T) => void;
  /** Shown in place of rows when there is no data. */
  emptyMessage?: ReactNode;
  /** Shown when the filter hides every row. */
  noMatchMessage?: ReactNode;
  initialSorting?: SortingState;
  getRowId?: (row: T, index: number) => string;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const INTERACTIVE = 'a, button, input, select, textarea, label, [role="button"], [role="menuitem"]';

/** A sortable, filterable table on TanStack Table; it scrolls sideways inside its frame on narrow screens. */
export function DataTable<T>({
  columns,
  data,
  caption,
  filterable = false,
  filterLabel = 'Filter',
  onRowClick,
  emptyMessage = 'Nothing here yet.',
  noMatchMessage = 'No rows match the filter.',
  initialSorting = [],
  getRowId,
}: DataTableProps<T>) {
  const [sorting, setSorting] = useState<SortingState>(initialSorting);
  const [globalFilter, setGlobalFilter] = useState('');
  const filterId = useId();
  const table = useReactTable({
    data,
    columns,
    state: { sorting, globalFilter },
    onSortingChange: setSorting,
    onGlobalFilterChange: setGlobalFilter,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getRowId,
  });
  const rows = table.getRowModel().rows;
  const columnCount = table.getVisibleLeafColumns().length;

  const rowProps = (row: Row<T>) => {
    if (!onRowClick) return {};
    return {
      tabIndex: 0,
      'data-clickable': true,
      onClick: (e: MouseEvent<HTMLTableRowElement>) => {
        if ((e.target as Element).closest(INTERACTIVE)) return;
        onRowClick(row.original);
      },
      onKeyDown: (e: KeyboardEvent<HTMLTableRowElement>) => {
        if (e.target !== e.currentTarget || (e.key !== 'Enter' && e.key !== ' ')) return;
        e.preventDefault();
        onRowClick(row.original);
      },
    };
  };

  return (
    <div className={styles.wrap}>
      {filterable && (
        <div className={styles.filter}>
          <label htmlFor={filterId} className={styles.filterLabel}>
            {filterLabel}
          </label>
          <TextInput id={filterId} type="search" value={globalFilter} onChange={(e) => setGlobalFilter(e.target.value)} />
        </div>
      )}
      {/* Focusable so keyboard users can scroll it sideways. */}
      <div className={styles.scroll} role="region" aria-label={caption} tabIndex={0}>
        <table className={styles.table}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const canSort = header.column.getCanSort();
                  const content = header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th key={header.id} colSpan={header.colSpan} scope="col" aria-sort={canSort ? (sorted ? ARIA_SORT[sorted] : 'none') : undefined}>
                      {canSort ? (
                        <button type="button" className={styles.sort} onClick={header.column.getToggleSortingHandler()}>
                          {content}
                          <span className={styles.arrow} data-sorted={sorted || undefined} aria-hidden="true">
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        content
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columnCount} className={styles.empty}>
                  {data.length > 0 && globalFilter ? noMatchMessage : emptyMessage}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.id} {...rowProps(row)}>
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
