import type { ListUsersApiArg } from '../../api/users';

export type SortKey = NonNullable<ListUsersApiArg['sort']>;
export interface Sort {
  key: SortKey;
  dir: 'asc' | 'desc';
}

/** Default: newest first. The same column flips direction; a new column starts ascending (part 3 §4). */
export const DEFAULT_SORT: Sort = { key: 'created_at', dir: 'desc' };
export const nextSort = (sort: Sort, key: SortKey): Sort =>
  sort.key === key ? { key, dir: sort.dir === 'asc' ? 'desc' : 'asc' } : { key, dir: 'asc' };

/** Page sizes the screen offers (part 3 §9). */
export const PAGE_SIZES = [10, 25, 50] as const;

/** "Showing x–y of n" for a page that starts at `offset` and holds `count` rows. */
export function pageRange(offset: number, count: number, total: number) {
  return { from: count ? offset + 1 : 0, to: offset + count, total };
}
