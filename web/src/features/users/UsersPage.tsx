import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import { useListUsersQuery } from '../../api/users';
import { Button, ErrorState, LoadingState, PageHeader, Select, TextInput } from '../../components';
import { DEFAULT_SORT, nextSort, PAGE_SIZES, pageRange, type Sort, type SortKey } from './usersTable';
import styles from './UsersPage.module.css';
import { plural } from '../../lib/plural';
import { useSettled } from '../../lib/useSettled';

const COLUMNS: { key: SortKey; label: string }[] = [
  { key: 'name', label: 'User' },
  { key: 'email', label: 'Email' },
  { key: 'title', label: 'Title' },
  { key: 'location', label: 'Location' },
  { key: 'created_at', label: 'Created' },
  { key: 'last_login', label: 'Last Login' },
];

const SEARCH_DELAY_MS = 250;
const date = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString() : '—');


/** Users (admin), spec part 3 §2.7: searched, sorted and paged by the server. */
export function UsersPage() {
  const [query, setQuery] = useState('');
  const q = useSettled(query.trim(), SEARCH_DELAY_MS);
  const [sort, setSort] = useState<Sort>(DEFAULT_SORT);
  const [size, setSize] = useState<number>(PAGE_SIZES[0]);
  // A new search, sort or page size starts from the first page (no extra request for the old page).
  const filterKey = `${q}|${sort.key}|${sort.dir}|${size}`;
  const [page, setPage] = useState({ key: filterKey, offset: 0 });
  const offset = page.key === filterKey ? page.offset : 0;
  const setOffset = (next: number) => setPage({ key: filterKey, offset: next });
  const { data, error, isLoading, isFetching, isError, refetch } = useListUsersQuery({
    q: q || undefined,
    sort: sort.key,
    dir: sort.dir,
    limit: size,
    offset,
  });
  const rows = data?.items ?? [];
  const range = pageRange(offset, rows.length, data?.total ?? 0);

  return (
    <section aria-labelledby="users-title">
      <PageHeader id="users-title" title="User Management" subtitle={data ? (q ? `${plural(data.total, 'user')} matching “${q}”` : plural(data.total, 'user')) : undefined} />
      <div className={styles.toolbar}>
        <TextInput
          type="search"
          aria-label="Search users"
          placeholder="Search by name, username, email, title or location"
          className={styles.search}
          value={query}
          maxLength={100}
          onChange={(e) => setQuery(e.target.value)}
        />
        <label className={styles.size}>
          Page size
          <Select value={size} onChange={(e) => setSize(Number(e.target.value))}>
            {PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </Select>
        </label>
      </div>
      {isLoading ? (
        <LoadingState label="Loading users…" />
      ) : isError && !data ? (
        <ErrorState title="Could not load the users" message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : (
        <div className={styles.tableWrap} aria-busy={isFetching}>
          <table className={styles.table}>
            <caption className="visually-hidden">Users, sorted by {COLUMNS.find((c) => c.key === sort.key)?.label}</caption>
            <thead>
              <tr>
                {COLUMNS.map((c) => (
                  <th key={c.key} scope="col" aria-sort={sort.key === c.key ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
                    <button type="button" className={styles.sortButton} onClick={() => setSort((s) => nextSort(s, c.key))}>
                      {c.label}
                      <span aria-hidden="true">{sort.key === c.key ? (sort.dir === 'asc' ? ' ▲' : ' ▼') : ''}</span>
                    </button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={COLUMNS.length} className={styles.empty}>
                    No users found.
                  </td>
                </tr>
              ) : (
                rows.map((u) => (
                  <tr key={u.id}>
                    <td>
                      <div className={styles.name}>{u.name}</div>
                      <div className={styles.username}>@{u.username}</div>
                    </td>
                    <td className={styles.wrap}>{u.email || '—'}</td>
                    <td>{u.title || '—'}</td>
                    <td>{u.location || '—'}</td>
                    <td>{date(u.created_at)}</td>
                    <td>{date(u.last_login)}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      )}
      <div className={styles.pager}>
        <span aria-live="polite">
          Showing {range.from}–{range.to} of {range.total}
        </span>
        <div className={styles.pagerButtons}>
          <Button disabled={offset === 0 || isFetching} onClick={() => setOffset(Math.max(0, offset - size))}>
            Prev
          </Button>
          <Button disabled={range.to >= range.total || isFetching} onClick={() => setOffset(offset + size)}>
            Next
          </Button>
        </div>
      </div>
    </section>
  );
}
