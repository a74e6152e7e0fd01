import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * An account of the embedded identity provider (used when no external OIDC issuer is configured).
 * With Keycloak, accounts live there and this table stays empty.
 */
@Entity('local_accounts')
export class LocalAccount {
  /** Becomes the OIDC `sub` claim. */
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Stored lower-case; unique. */
  @Index('uq_local_accounts_username', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  username: string;

  @Index('uq_local_accounts_email', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ name: 'first_name', type: 'varchar', length: 100, default: '' })
  firstName: string;

  @Column({ name: 'last_name', type: 'varchar', length: 100, default: '' })
  lastName: string;

  /** scrypt$N$r$p$salt$hash (see password.ts); never the password itself. */
  @Column({ name: 'password_hash', type: 'varchar', length: 255 })
  passwordHash: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
