import type { Pool, QueryResultRow } from 'pg';
import type { DataSource } from 'typeorm';

/**
 * Runs a statement the server prepares once per connection and then reuses, plan included: for
 * small, hot, fixed-shape reads whose planning costs more than their execution (the member's skill
 * list on every job search page: 0.6 ms planning, 0.1 ms execution). Not for statements whose best
 * plan depends on the values (text search): those need a fresh plan for each set of values.
 */
export async function preparedQuery<T extends QueryResultRow>(db: DataSource, name: string, text: string, values: unknown[]): Promise<T[]> {
  const pool = (db.driver as unknown as { master: Pool }).master;
  const result = await pool.query<T>({ name, text, values });
  return result.rows;
}
