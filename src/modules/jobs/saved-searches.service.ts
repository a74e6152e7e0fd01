import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { SavedSearchDto, SavedSearchFiltersDto, SaveSearchDto } from './dto/job.dto';
import { filterClauses, visibleTo } from './job-search.service';

const MAX_SAVED = 20;
const NEW_CAP = 100;

/** A member's saved searches, each with how many matching jobs arrived since they last opened it. */
@Injectable()
export class SavedSearchesService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async list(userId: string): Promise<SavedSearchDto[]> {
    const rows = await this.db.query<{ id: string; name: string; filters: SavedSearchFiltersDto; last_seen_at: Date; created_at: Date }[]>(
      `SELECT id::text, name, filters, last_seen_at, created_at FROM saved_searches WHERE user_id = $1 ORDER BY created_at DESC LIMIT ${MAX_SAVED}`,
      [userId],
    );
    return Promise.all(rows.map(async (r) => ({ ...r, newCount: await this.newCount(userId, r.filters, r.last_seen_at), last_seen_at: r.last_seen_at.toISOString(), created_at: r.created_at.toISOString() })));
  }

  private async newCount(userId: string, filters: SavedSearchFiltersDto, since: Date): Promise<number> {
    const params: unknown[] = [];
    const where = [...visibleTo(userId, params), ...filterClauses(filters, params)];
    if (filters.q?.trim()) where.push(`search_tsv @@ websearch_to_tsquery('english', $${params.push(filters.q.trim())})`);
    where.push(`created_at > $${params.push(since)}`);
    const [{ n }] = await this.db.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM (SELECT 1 FROM jobs WHERE ${where.join(' AND ')} LIMIT ${NEW_CAP}) t`, params);
    return n;
  }

  async save(userId: string, body: SaveSearchDto): Promise<SavedSearchDto> {
    const { name, ...filters } = body;
    const [{ count }] = await this.db.query<{ count: number }[]>(`SELECT count(*)::int AS count FROM saved_searches WHERE user_id = $1`, [userId]);
    if (count >= MAX_SAVED) throw new ConflictException(`You have ${MAX_SAVED} saved searches: delete one first.`);
    const [row] = await this.db.query<{ id: string; created_at: Date; last_seen_at: Date }[]>(
      `INSERT INTO saved_searches (user_id, name, filters, last_seen_at) VALUES ($1, $2, $3, now()) RETURNING id::text, created_at, last_seen_at`,
      [userId, name.trim(), JSON.stringify(filters)],
    );
    return { id: row.id, name: name.trim(), filters, newCount: 0, last_seen_at: row.last_seen_at.toISOString(), created_at: row.created_at.toISOString() };
  }

  /** The member opened it: new jobs are counted from now. */
  async markSeen(userId: string, id: string): Promise<void> {
    const res = /^\d{1,18}$/.test(id) ? await this.db.query(`UPDATE saved_searches SET last_seen_at = now() WHERE id = $1 AND user_id = $2`, [id, userId]) : [[], 0];
    if (!res[1]) throw new NotFoundException('Saved search not found.');
  }

  async remove(userId: string, id: string): Promise<void> {
    const res = /^\d{1,18}$/.test(id) ? await this.db.query(`DELETE FROM saved_searches WHERE id = $1 AND user_id = $2`, [id, userId]) : [[], 0];
    if (!res[1]) throw new NotFoundException('Saved search not found.');
  }
}
