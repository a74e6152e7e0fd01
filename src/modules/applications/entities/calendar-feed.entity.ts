import { Column, CreateDateColumn, Entity, Index, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';

/**
 * A member's private iCalendar feed: whoever has the URL reads the member's interview and deadline
 * events, like the secret address calendar services give out. Only a SHA-256 of the token is kept,
 * so a copy of the database does not open anyone's feed; resetting the link makes a new token.
 */
@Entity('calendar_feeds')
export class CalendarFeed {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Index('uq_calendar_feeds_token', { unique: true })
  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
