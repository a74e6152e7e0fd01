import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT, nextSort, pageRange } from './usersTable';

describe('users table', () => {
  it('sorts newest first by default; the same column flips, a new one starts ascending', () => {
    expect(DEFAULT_SORT).toEqual({ key: 'created_at', dir: 'desc' });
    expect(nextSort(DEFAULT_SORT, 'created_at')).toEqual({ key: 'created_at', dir: 'asc' });
    expect(nextSort(DEFAULT_SORT, 'email')).toEqual({ key: 'email', dir: 'asc' });
    expect(nextSort({ key: 'email', dir: 'asc' }, 'email')).toEqual({ key: 'email', dir: 'desc' });
  });

  it('says which rows a page shows', () => {
    expect(pageRange(20, 3, 23)).toEqual({ from: 21, to: 23, total: 23 });
    expect(pageRange(0, 0, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });
});
