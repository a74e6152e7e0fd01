import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type CrawlStatus = 'queued' | 'running' | 'completed' | 'failed';

/** Why a URL was not read, for the session's log. */
export interface CrawlSkip {
  url: string;
  reason: string;
}

/** One crawl run on the `crawl` queue: what it was asked, how far it got, what it found. */
@Entity('crawl_sessions')
@Index('idx_crawl_sessions_created', ['createdAt'])
export class CrawlSession {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 60, nullable: true })
  domain: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  query: string | null;

  @Column({ type: 'varchar', length: 12, default: 'queued' })
  status: CrawlStatus;

  /** 0–100. */
  @Column({ type: 'smallint', default: 0 })
  progress: number;

  @Column({ name: 'start_urls', type: 'text', array: true })
  startUrls: string[];

  @Column({ name: 'max_pages', type: 'int' })
  maxPages: number;

  @Column({ name: 'pages_fetched', type: 'int', default: 0 })
  pagesFetched: number;

  @Column({ name: 'programs_found', type: 'int', default: 0 })
  programsFound: number;

  @Column({ name: 'program_ids', type: 'int', array: true, default: () => `'{}'` })
  programIds: number[];

  /** URLs left alone (robots.txt, address policy) or failed (timeout, size, HTTP error). */
  @Column({ type: 'jsonb', default: () => `'[]'` })
  skipped: CrawlSkip[];

  @Column({ type: 'text', nullable: true })
  error: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'started_at', type: 'timestamptz', nullable: true })
  startedAt: Date | null;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;
}
