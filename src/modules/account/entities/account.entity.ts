import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';

/** A member's opt-ins, service linkage flags and signature (spec part 1 §3, Account). */
@Entity('accounts')
export class Account {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ name: 'cloud_storage_opt_in', type: 'boolean', default: false })
  cloudStorageOptIn: boolean;

  @Column({ name: 'email_opt_in', type: 'boolean', default: false })
  emailOptIn: boolean;

  @Column({ name: 'resume_uploaded', type: 'boolean', default: false })
  resumeUploaded: boolean;

  @Column({ name: 'member_access_enabled', type: 'boolean', default: false })
  memberAccessEnabled: boolean;

  /** Cover-letter signature. */
  @Column({ type: 'text', default: '' })
  signature: string;

  /** The member's mailbox is reachable (verified). */
  @Column({ name: 'mailcow_enabled', type: 'boolean', default: false })
  mailcowEnabled: boolean;

  /** The member's cloud storage is set up. */
  @Column({ name: 'nextcloud_enabled', type: 'boolean', default: false })
  nextcloudEnabled: boolean;

  /**
   * The member's user id in Nextcloud when it is not their username: a cloud account created by a
   * first single-sign-on visit gets a temporary uid, linked here by the cloud migration.
   */
  @Column({ name: 'nextcloud_uid', type: 'text', nullable: true })
  nextcloudUid: string | null;

  /** PDF page size name (`A4`, `Letter`…); null means the default. */
  @Column({ name: 'pdf_page_size', type: 'varchar', length: 20, nullable: true })
  pdfPageSize: string | null;

  /** PDF margin in points (10–144); null means the default. */
  @Column({ name: 'pdf_margin', type: 'integer', nullable: true })
  pdfMargin: number | null;

  /** Forward mail to the personal address; null means the default (on). */
  @Column({ name: 'wip_email_proxy', type: 'boolean', nullable: true })
  wipEmailProxy: boolean | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
