/**
 * The rows of an `UPDATE … RETURNING` (or `DELETE … RETURNING`) run through `query()`: TypeORM's
 * Postgres driver answers those as `[rows, affectedCount]`, unlike SELECT and INSERT.
 */
export function returnedRows<T>(result: unknown): T[] {
  const list = result as unknown[];
  return (Array.isArray(list[0]) ? list[0] : list) as T[];
}
