import { useMemo, useState } from 'react';
import { useListUsersQuery } from '../../api/users';
import { DEFAULT_SORT, filterAndSort, nextSort, pageOf, type Sort, type SortKey } from './usersTable';

const COLUMNS: { key: SortKey; label: string }[] = [
  { key: 'name', label: 'User' },
  { key: 'email', label: 'Email' },
  { key: 'title', label: 'Title' },
  { key: 'location', label: 'Location' },
  { key: 'created_at', label: 'Created' },
  { key: 'last_login', label: 'Last Login' },
];

const date = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString() : '—');

/** Users (admin), spec part 3 §2.7. */
export function UsersPage() {
  const { data, isLoading } = useListUsersQuery();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<Sort>(DEFAULT_SORT);
  const [size, setSize] = useState(10);
  const [page, setPage] = useState(1);
  const rows = useMemo(() => filterAndSort(data ?? [], query, sort), [data, query, sort]);
  const view = pageOf(rows, page, size);

  return (
    <section aria-labelledby="users-title">
      <h1 id="users-title">User Management</h1>
      <div className="toolbar">
        <label className="search">
          <span className="visually-hidden">Search users</span>
          <input
            type="search"
            placeholder="Search users"
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setPage(1);
            }}
          />
        </label>
        <label>
          Page size{' '}
          <select
            value={size}
            onChange={(e) => {
              setSize(Number(e.target.value));
              setPage(1);
            }}
          >
            {[10, 25, 50].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      </div>
      {isLoading ? (
        <p>Loading…</p>
      ) : (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                {COLUMNS.map((c) => (
                  <th key={c.key} aria-sort={sort.key === c.key ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
                    <button type="button" onClick={() => setSort((s) => nextSort(s, c.key))}>
                      {c.label}
                      {sort.key === c.key ? (sort.dir === 'asc' ? ' ▲' : ' ▼') : ''}
                    </button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {view.rows.length === 0 ? (
                <tr>
                  <td colSpan={COLUMNS.length}>No users found.</td>
                </tr>
              ) : (
                view.rows.map((u) => (
                  <tr key={u.id}>
                    <td>
                      <div>{u.name}</div>
                      <div className="muted small">@{u.username}</div>
                    </td>
                    <td>{u.email}</td>
                    <td>{u.title ?? '—'}</td>
                    <td>{u.location ?? '—'}</td>
                    <td>{date(u.created_at)}</td>
                    <td>{date(u.last_login)}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      )}
      <div className="pager">
        <span>
          Showing {view.from}–{view.to} of {rows.length}
        </span>
        <button type="button" className="button" disabled={view.page <= 1} onClick={() => setPage(view.page - 1)}>
          Prev
        </button>
        <button type="button" className="button" disabled={view.page >= view.pages} onClick={() => setPage(view.page + 1)}>
          Next
        </button>
      </div>
    </section>
  );
}
