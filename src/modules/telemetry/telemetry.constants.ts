/** Metadata key of @Telemetry(). */
export const TELEMETRY_EVENT = 'waypoint:telemetry-event';
