import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Member home (issue 12): profile fields and the member's time zone on users, their avatar image,
 * skills (one per name whatever its case), AI summary history, PDF and email-proxy preferences, a
 * per-day activity rollup kept in the same transaction as each activity (existing activities rolled
 * up in UTC, every member's starting time zone), and telemetry events for the admin analytics.
 */
export class MemberHome1795501921751 implements MigrationInterface {
    name = 'MemberHome1795501921751'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "activity_daily" ("user_id" uuid NOT NULL, "day" date NOT NULL, "activity_type" character varying(50) NOT NULL, "count" integer NOT NULL, CONSTRAINT "PK_b9eb3d411f7d874ded621096567" PRIMARY KEY ("user_id", "day", "activity_type"))`);
        await queryRunner.query(`CREATE TABLE "profile_summaries" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "user_id" uuid NOT NULL, "summary" text NOT NULL, "hint" character varying(60) NOT NULL DEFAULT '', "accepted" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_7bdb0f5a252203c794777277c70" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "idx_profile_summaries_user_created" ON "profile_summaries"  ("user_id", "created_at") `);
        await queryRunner.query(`CREATE TABLE "user_avatars" ("user_id" uuid NOT NULL, "content_type" character varying(50) NOT NULL, "data" bytea NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_2681c26ee00a969a6143ab8d38c" PRIMARY KEY ("user_id"))`);
        await queryRunner.query(`CREATE TABLE "user_skills" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "user_id" uuid NOT NULL, "skill_name" character varying(100) NOT NULL, "proficiency_level" character varying(20) NOT NULL DEFAULT 'intermediate', "years_experience" numeric(4,1), "source" character varying(20) NOT NULL DEFAULT 'manual', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_4d0a72117fbf387752dbc8506af" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE TABLE "telemetry_events" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "user_id" uuid, "event_type" character varying(80) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_17996ee1fa9a5ce42e7ffaa8c68" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "idx_telemetry_events_user_created" ON "telemetry_events"  ("user_id", "created_at") `);
        await queryRunner.query(`CREATE INDEX "idx_telemetry_events_type_created" ON "telemetry_events"  ("event_type", "created_at") `);
        await queryRunner.query(`CREATE INDEX "idx_telemetry_events_created" ON "telemetry_events"  ("created_at") `);
        await queryRunner.query(`ALTER TABLE "users" ADD "phone" character varying(50)`);
        await queryRunner.query(`ALTER TABLE "users" ADD "summary" text`);
        await queryRunner.query(`ALTER TABLE "users" ADD "summary_is_locked" boolean NOT NULL DEFAULT false`);
        await queryRunner.query(`ALTER TABLE "users" ADD "website" character varying(500)`);
        await queryRunner.query(`ALTER TABLE "users" ADD "linkedin" character varying(500)`);
        await queryRunner.query(`ALTER TABLE "users" ADD "github" character varying(500)`);
        await queryRunner.query(`ALTER TABLE "users" ADD "time_zone" character varying(64) NOT NULL DEFAULT 'UTC'`);
        await queryRunner.query(`ALTER TABLE "accounts" ADD "pdf_page_size" character varying(20)`);
        await queryRunner.query(`ALTER TABLE "accounts" ADD "pdf_margin" integer`);
        await queryRunner.query(`ALTER TABLE "accounts" ADD "wip_email_proxy" boolean`);
        await queryRunner.query(`ALTER TABLE "activity_daily" ADD CONSTRAINT "FK_dd509f6abcd3fbe3614a076a8c4" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "profile_summaries" ADD CONSTRAINT "FK_16d3f6c54d7592c69aea7702cd4" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "user_avatars" ADD CONSTRAINT "FK_2681c26ee00a969a6143ab8d38c" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "user_skills" ADD CONSTRAINT "FK_6926002c360291df66bb2c5fdeb" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "telemetry_events" ADD CONSTRAINT "FK_46510805db5668770ec0b0a0cd4" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
        await queryRunner.query(`CREATE UNIQUE INDEX "uq_user_skills_user_name" ON "user_skills" ("user_id", lower("skill_name"))`);
        await queryRunner.query(`INSERT INTO "activity_daily" ("user_id", "day", "activity_type", "count") SELECT "user_id", ("created_at" AT TIME ZONE 'UTC')::date, "activity_type", count(*) FROM "activities" GROUP BY 1, 2, 3`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "uq_user_skills_user_name"`);
        await queryRunner.query(`ALTER TABLE "telemetry_events" DROP CONSTRAINT "FK_46510805db5668770ec0b0a0cd4"`);
        await queryRunner.query(`ALTER TABLE "user_skills" DROP CONSTRAINT "FK_6926002c360291df66bb2c5fdeb"`);
        await queryRunner.query(`ALTER TABLE "user_avatars" DROP CONSTRAINT "FK_2681c26ee00a969a6143ab8d38c"`);
        await queryRunner.query(`ALTER TABLE "profile_summaries" DROP CONSTRAINT "FK_16d3f6c54d7592c69aea7702cd4"`);
        await queryRunner.query(`ALTER TABLE "activity_daily" DROP CONSTRAINT "FK_dd509f6abcd3fbe3614a076a8c4"`);
        await queryRunner.query(`ALTER TABLE "accounts" DROP COLUMN "wip_email_proxy"`);
        await queryRunner.query(`ALTER TABLE "accounts" DROP COLUMN "pdf_margin"`);
        await queryRunner.query(`ALTER TABLE "accounts" DROP COLUMN "pdf_page_size"`);
        await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "time_zone"`);
        await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "github"`);
        await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "linkedin"`);
        await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "website"`);
        await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "summary_is_locked"`);
        await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "summary"`);
        await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "phone"`);
        await queryRunner.query(`DROP INDEX "public"."idx_telemetry_events_created"`);
        await queryRunner.query(`DROP INDEX "public"."idx_telemetry_events_type_created"`);
        await queryRunner.query(`DROP INDEX "public"."idx_telemetry_events_user_created"`);
        await queryRunner.query(`DROP TABLE "telemetry_events"`);
        await queryRunner.query(`DROP TABLE "user_skills"`);
        await queryRunner.query(`DROP TABLE "user_avatars"`);
        await queryRunner.query(`DROP INDEX "public"."idx_profile_summaries_user_created"`);
        await queryRunner.query(`DROP TABLE "profile_summaries"`);
        await queryRunner.query(`DROP TABLE "activity_daily"`);
    }

}
