import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { ApplicationPacket } from '../../applications/entities/application-packet.entity';
import { User } from '../../users/entities/user.entity';

/**
 * held: kept, not sent, because no SMTP server is configured; queued: waiting for a worker (or a
 * retry); sending: a worker holds it until `lease_until`; sent; failed: refused for good or out of
 * attempts, with the last error.
 */
export const OUTBOX_STATUSES = ['held', 'queued', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export type OutboxKind = 'application' | 'digest';

/**
 * The e-mail outbox (DESIGN.md §6, `mail` queue). A row is written before anything is queued, so a
 * lost queue job or a dead worker never loses an e-mail: the sweep finds queued rows nobody took and
 * sending rows whose lease ran out, and queues them again. Attachments are not copied here: they are
 * the packet's, which never changes.
 */
@Entity('email_outbox')
@Index('idx_outbox_user_created', ['userId', 'createdAt'])
@Index('idx_outbox_packet', ['packetId'])
@Index('idx_outbox_pending', ['status', 'updatedAt'], { where: `status IN ('queued', 'sending')` })
export class OutboxEmail {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 20 })
  kind: OutboxKind;

  @Column({ name: 'packet_id', type: 'uuid', nullable: true })
  packetId: string | null;

  @ManyToOne(() => ApplicationPacket, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'packet_id' })
  packet?: ApplicationPacket;

  /** One digest per member and week: the key makes a second one impossible. */
  @Index('uq_outbox_dedup_key', { unique: true })
  @Column({ name: 'dedup_key', type: 'varchar', length: 100, nullable: true })
  dedupKey: string | null;

  @Column({ name: 'to_address', type: 'varchar', length: 254 })
  toAddress: string;

  @Column({ name: 'to_name', type: 'varchar', length: 200, default: '' })
  toName: string;

  @Column({ name: 'reply_to', type: 'varchar', length: 254, nullable: true })
  replyTo: string | null;

  @Column({ name: 'from_name', type: 'varchar', length: 200, default: '' })
  fromName: string;

  @Column({ type: 'varchar', length: 300 })
  subject: string;

  @Column({ type: 'text' })
  body: string;

  @Column({ type: 'varchar', length: 10 })
  status: OutboxStatus;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  @Column({ name: 'lease_until', type: 'timestamptz', nullable: true })
  leaseUntil: Date | null;

  /** The Message-ID header: fixed per row, so a resend is recognisable as the same message. */
  @Column({ name: 'message_id', type: 'varchar', length: 300 })
  messageId: string;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
