import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A member, upserted from the identity provider's ID token at every sign-in. */
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
