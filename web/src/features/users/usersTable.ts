import type { UserListItemDto } from '../../api/users';

export type SortKey = 'name' | 'email' | 'title' | 'location' | 'created_at' | 'last_login';
export interface Sort {
  key: SortKey;
  dir: 'asc' | 'desc';
}

/** Default: newest first. The same column flips direction; a new column starts ascending (part 3 §4). */
export const DEFAULT_SORT: Sort = { key: 'created_at', dir: 'desc' };
export const nextSort = (sort: Sort, key: SortKey): Sort =>
  sort.key === key ? { key, dir: sort.dir === 'asc' ? 'desc' : 'asc' } : { key, dir: 'asc' };

export function filterAndSort(users: UserListItemDto[], query: string, sort: Sort): UserListItemDto[] {
  const q = query.trim().toLowerCase();
  const matched = q
    ? users.filter((u) => [u.name, u.username, u.email, u.title, u.location].some((v) => v?.toLowerCase().includes(q)))
    : users;
  const sign = sort.dir === 'asc' ? 1 : -1;
  return [...matched].sort((a, b) => {
    const x = a[sort.key] ?? '';
    const y = b[sort.key] ?? '';
    return x === y ? 0 : x < y ? -sign : sign;
  });
}

export function pageOf<T>(rows: T[], page: number, size: number) {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const p = Math.min(Math.max(1, page), pages);
  const start = (p - 1) * size;
  return { rows: rows.slice(start, start + size), page: p, pages, from: rows.length ? start + 1 : 0, to: Math.min(start + size, rows.length) };
}
