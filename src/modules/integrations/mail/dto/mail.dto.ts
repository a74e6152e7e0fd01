import { IsOptional, Matches } from 'class-validator';

export class UnseenMailDto {
  /** The spec's client sends the username; it must be the signed-in member's own. */
  @IsOptional()
  @Matches(/^[\w.@-]{1,100}$/, { message: 'username must be a username' })
  username?: string;
}

export class UnseenMailResponseDto {
  unseen_count: number;
}
