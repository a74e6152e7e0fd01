import { describe, expect, it } from 'vitest';
import { userList } from '../../test/handlers';
import { DEFAULT_SORT, filterAndSort, nextSort, pageOf } from './usersTable';

describe('users table', () => {
  it('sorts newest first by default; the same column flips, a new one starts ascending', () => {
    expect(DEFAULT_SORT).toEqual({ key: 'created_at', dir: 'desc' });
    expect(nextSort(DEFAULT_SORT, 'created_at')).toEqual({ key: 'created_at', dir: 'asc' });
    expect(nextSort(DEFAULT_SORT, 'email')).toEqual({ key: 'email', dir: 'asc' });
  });

  it('searches name, username, email, title and location', () => {
    expect(filterAndSort(userList, 'sysadmin', DEFAULT_SORT).map((u) => u.username)).toEqual(['sysadmin']);
    expect(filterAndSort(userList, 'ANALYST', DEFAULT_SORT)).toHaveLength(2);
    expect(filterAndSort(userList, 'nobody', DEFAULT_SORT)).toEqual([]);
  });

  it('pages with from, to and bounds', () => {
    const rows = Array.from({ length: 23 }, (_, i) => i);
    expect(pageOf(rows, 3, 10)).toMatchObject({ rows: [20, 21, 22], page: 3, pages: 3, from: 21, to: 23 });
    expect(pageOf(rows, 9, 10).page).toBe(3);
    expect(pageOf([], 1, 10)).toMatchObject({ from: 0, to: 0, pages: 1 });
  });
});
