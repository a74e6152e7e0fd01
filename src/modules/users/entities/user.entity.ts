import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The text the admin user search looks inside (username, email, name, title, location), lowercased:
 * one expression with a trigram GIN index (`users_search_trgm`, migration AdminOperations), so
 * `LIKE '%term%'` is an index scan however many users there are.
 */
export const USER_SEARCH_EXPRESSION = `lower(u.username || ' ' || u.email || ' ' || u.first_name || ' ' || u.last_name || ' ' || coalesce(u.title, '') || ' ' || coalesce(u.location, ''))`;

/** A member, upserted from the identity provider's ID token at every sign-in. */
@Index('users_search_trgm', { synchronize: false })
@Entity('users')
export class User {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('uq_users_username', { unique: true })
  @Column({ type: 'varchar', length: 100 })
  username: string;

  /** The identity provider's `sub`. */
  @Index('uq_users_keycloak_id', { unique: true })
  @Column({ name: 'keycloak_id', type: 'varchar', length: 255 })
  keycloakId: string;

  @Column({ name: 'first_name', type: 'varchar', length: 100, default: '' })
  firstName: string;

  @Column({ name: 'last_name', type: 'varchar', length: 100, default: '' })
  lastName: string;

  @Column({ type: 'varchar', length: 254, default: '' })
  email: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  title: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  location: string | null;

  @Column({ type: 'integer', nullable: true })
  experience: number | null;

  @Column({ type: 'text', nullable: true })
  avatar: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  phone: string | null;

  /** The profile summary; an accepted AI summary lands here unless it is locked. */
  @Column({ type: 'text', nullable: true })
  summary: string | null;

  /** A locked summary is never replaced by an AI summary. */
  @Column({ name: 'summary_is_locked', type: 'boolean', default: false })
  summaryIsLocked: boolean;

  @Column({ type: 'varchar', length: 500, nullable: true })
  website: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  linkedin: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  github: string | null;

  /** IANA time zone the browser last reported: the activity rollup counts days in it. */
  @Column({ name: 'time_zone', type: 'varchar', length: 64, default: 'UTC' })
  timeZone: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Index('idx_users_last_login')
  @Column({ name: 'last_login', type: 'timestamptz', nullable: true })
  lastLogin: Date | null;
}
