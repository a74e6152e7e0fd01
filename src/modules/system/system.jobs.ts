/** Jobs on the `system` queue. */
export enum SystemJob {
  /** Proves the queue runs end to end: each run is recorded in `system_heartbeats`. */
  Heartbeat = 'heartbeat',
}

export interface HeartbeatPayload {
  /** Who asked: the repeatable scheduler or a manual trigger. */
  source: 'scheduler' | 'manual';
}

export const HEARTBEAT_SCHEDULER_ID = 'system-heartbeat';
