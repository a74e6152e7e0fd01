import { MigrationInterface, QueryRunner } from "typeorm";

export class AdminOperations1795570000000 implements MigrationInterface {
    name = 'AdminOperations1795570000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "telemetry_hourly" ("bucket" TIMESTAMP WITH TIME ZONE NOT NULL, "event_type" character varying(80) NOT NULL, "events" bigint NOT NULL, CONSTRAINT "PK_0f80220c2fb7f4b8d305b6b39fa" PRIMARY KEY ("bucket", "event_type"))`);
        await queryRunner.query(`CREATE TABLE "telemetry_daily_users" ("day" date NOT NULL, "user_id" uuid NOT NULL, "events" bigint NOT NULL, "last_active" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_f7de3b1231ffaaac899c0b49a85" PRIMARY KEY ("day", "user_id"))`);
        await queryRunner.query(`ALTER TABLE "telemetry_daily_users" ADD CONSTRAINT "FK_90d00b195510e341d2ceaad13ff" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        // Hand-written from here (TypeORM does not model these).
        // The rollups follow every insert, in the inserting statement's transaction: one statement-level
        // trigger aggregates the statement's rows (one row for the API's single inserts, a whole batch
        // for a bulk load), locking rollup rows in key order so concurrent inserts cannot deadlock.
        await queryRunner.query(`
            CREATE FUNCTION telemetry_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                INSERT INTO telemetry_hourly (bucket, event_type, events)
                SELECT date_trunc('hour', created_at), event_type, count(*) FROM inserted GROUP BY 1, 2 ORDER BY 1, 2
                ON CONFLICT (bucket, event_type) DO UPDATE SET events = telemetry_hourly.events + EXCLUDED.events;
                INSERT INTO telemetry_daily_users (day, user_id, events, last_active)
                SELECT (created_at AT TIME ZONE 'UTC')::date, user_id, count(*), max(created_at)
                  FROM inserted WHERE user_id IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2
                ON CONFLICT (day, user_id) DO UPDATE
                   SET events = telemetry_daily_users.events + EXCLUDED.events,
                       last_active = greatest(telemetry_daily_users.last_active, EXCLUDED.last_active);
                RETURN NULL;
            END $$`);
        await queryRunner.query(`
            CREATE TRIGGER telemetry_events_rollup AFTER INSERT ON telemetry_events
            REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION telemetry_rollup()`);
        await queryRunner.query(`
            INSERT INTO telemetry_hourly (bucket, event_type, events)
            SELECT date_trunc('hour', created_at), event_type, count(*) FROM telemetry_events GROUP BY 1, 2`);
        await queryRunner.query(`
            INSERT INTO telemetry_daily_users (day, user_id, events, last_active)
            SELECT (created_at AT TIME ZONE 'UTC')::date, user_id, count(*), max(created_at)
              FROM telemetry_events WHERE user_id IS NOT NULL GROUP BY 1, 2`);
        // Covering indexes: the partial first hour and the top-members queries read raw events by
        // index only (user_id and event_type ride along), never the heap.
        await queryRunner.query(`DROP INDEX "idx_telemetry_events_created"`);
        await queryRunner.query(`DROP INDEX "idx_telemetry_events_type_created"`);
        await queryRunner.query(`CREATE INDEX "idx_telemetry_events_created_cover" ON "telemetry_events" ("created_at") INCLUDE ("user_id", "event_type")`);
        await queryRunner.query(`CREATE INDEX "idx_telemetry_events_type_created_cover" ON "telemetry_events" ("event_type", "created_at") INCLUDE ("user_id")`);
        // The admin user search: one lowercased expression over the searched columns, trigram-indexed.
        await queryRunner.query(`
            CREATE INDEX "users_search_trgm" ON "users" USING gin (
                lower(username || ' ' || email || ' ' || first_name || ' ' || last_name || ' ' || coalesce(title, '') || ' ' || coalesce(location, '')) gin_trgm_ops)`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "users_search_trgm"`);
        await queryRunner.query(`DROP INDEX "idx_telemetry_events_type_created_cover"`);
        await queryRunner.query(`DROP INDEX "idx_telemetry_events_created_cover"`);
        await queryRunner.query(`CREATE INDEX "idx_telemetry_events_type_created" ON "telemetry_events" ("event_type", "created_at")`);
        await queryRunner.query(`CREATE INDEX "idx_telemetry_events_created" ON "telemetry_events" ("created_at")`);
        await queryRunner.query(`DROP TRIGGER telemetry_events_rollup ON telemetry_events`);
        await queryRunner.query(`DROP FUNCTION telemetry_rollup()`);
        await queryRunner.query(`ALTER TABLE "telemetry_daily_users" DROP CONSTRAINT "FK_90d00b195510e341d2ceaad13ff"`);
        await queryRunner.query(`DROP TABLE "telemetry_daily_users"`);
        await queryRunner.query(`DROP TABLE "telemetry_hourly"`);
    }

}
