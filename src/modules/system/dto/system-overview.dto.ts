import { ApiPropertyOptional } from '@nestjs/swagger';

export class SystemSecurityDto {
  /** Wrong passwords on the embedded sign-in page in the last 24 hours. */
  failed_sign_ins_24h: number;
  /** Sign-in attempts refused by the throttle in the last 24 hours: the Security card's alerts. */
  throttled_sign_ins_24h: number;
}

export class SystemEventDto {
  at: string;
  event_type: string;
  /** Who caused it; null for anonymous events (a failed sign-in). */
  @ApiPropertyOptional({ type: String, nullable: true })
  username: string | null;
}

/** The System Status cards (spec part 1 §2.11), every figure real. */
export class SystemOverviewDto {
  total_users: number;
  /** Members who signed in within the last 7 days. */
  active_users: number;
  /** Telemetry events kept (the retention window). */
  system_events: number;
  /** Seconds this server process has been running. */
  uptime_seconds: number;
  started_at: string;
  security: SystemSecurityDto;
  /** The 8 newest telemetry events. */
  recent_activity: SystemEventDto[];
}
