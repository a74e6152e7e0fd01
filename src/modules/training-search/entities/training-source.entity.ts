import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A subject the crawler searches (part 2 §3 Domain), seeded by migration. */
@Entity('training_domains')
export class TrainingDomain {
  @PrimaryColumn({ type: 'varchar', length: 60 })
  name: string;

  @Column({ name: 'display_name', type: 'varchar', length: 120 })
  displayName: string;

  @Column({ type: 'text' })
  description: string;

  /** The search term built for the domain. */
  @Column({ name: 'search_term', type: 'varchar', length: 200 })
  searchTerm: string;

  @Column({ type: 'smallint', default: 0 })
  position: number;
}

/**
 * A platform whose own catalogue search the crawler reads: `searchUrl` holds `{query}`, replaced by
 * the URL-encoded search term. Seeded with public platforms; operators add or disable rows.
 */
@Entity('training_platforms')
export class TrainingPlatform {
  @PrimaryColumn({ type: 'varchar', length: 60 })
  name: string;

  @Column({ name: 'display_name', type: 'varchar', length: 120 })
  displayName: string;

  @Column({ name: 'base_url', type: 'text' })
  baseUrl: string;

  @Column({ name: 'search_url', type: 'text' })
  searchUrl: string;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;
}
