import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** Telemetry events (type, user, time) for the admin analytics; recording never fails a request. */
@Injectable()
export class TelemetryService {
  private readonly logger = new Logger(TelemetryService.name);

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async record(eventType: string, userId: string | null): Promise<void> {
    try {
      await this.db.query(`INSERT INTO telemetry_events (event_type, user_id) VALUES ($1, $2)`, [eventType, userId]);
    } catch (err) {
      this.logger.warn({ eventType, err: (err as Error).message }, 'telemetry event not recorded');
    }
  }
}
