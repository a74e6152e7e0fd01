import { MigrationInterface, QueryRunner } from "typeorm";

export class Applications1795550000000 implements MigrationInterface {
    name = 'Applications1795550000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "applications" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "job_id" bigint NOT NULL, "details" character varying(300) NOT NULL DEFAULT '', "status" character varying(20) NOT NULL DEFAULT 'pending', "status_changed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "job_title" character varying(300) NOT NULL, "company_name" character varying(200) NOT NULL DEFAULT '', "job_location" character varying(200) NOT NULL DEFAULT '', "company_website" character varying(500), "job_url" text NOT NULL DEFAULT '', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_938c0a27255637bde919591888f" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "idx_applications_user_created" ON "applications"  ("user_id", "created_at") `);
        await queryRunner.query(`CREATE UNIQUE INDEX "uq_applications_user_job" ON "applications"  ("user_id", "job_id") `);
        await queryRunner.query(`CREATE TABLE "application_packets" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "application_id" uuid NOT NULL, "user_id" uuid NOT NULL, "resume_id" uuid, "resume_name" character varying(200), "resume_pdf" bytea, "resume_pdf_bytes" integer, "pdf_page_size" character varying(20), "pdf_margin" integer, "cover_letter_text" text, "personal_website" character varying(500), "job_description" text NOT NULL DEFAULT '', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_ed16950d559aa35098a1e6f8db0" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "idx_packets_application" ON "application_packets"  ("application_id") `);
        await queryRunner.query(`CREATE INDEX "idx_packets_user_created" ON "application_packets"  ("user_id", "created_at", "id") `);
        await queryRunner.query(`CREATE TABLE "application_status_changes" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "application_id" uuid NOT NULL, "user_id" uuid NOT NULL, "from_status" character varying(20), "to_status" character varying(20) NOT NULL, "changed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "event_at" TIMESTAMP WITH TIME ZONE, "event_title" character varying(200), CONSTRAINT "PK_2db91ce19dcab12854254fefb77" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "idx_status_changes_user_event" ON "application_status_changes"  ("user_id", "event_at") `);
        await queryRunner.query(`CREATE INDEX "idx_status_changes_application" ON "application_status_changes"  ("application_id", "changed_at") `);
        await queryRunner.query(`CREATE TABLE "calendar_feeds" ("user_id" uuid NOT NULL, "token_hash" character(64) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_3212ce9ff23847e66347a6730d3" PRIMARY KEY ("user_id"))`);
        await queryRunner.query(`CREATE UNIQUE INDEX "uq_calendar_feeds_token" ON "calendar_feeds"  ("token_hash") `);
        await queryRunner.query(`CREATE TABLE "email_outbox" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "kind" character varying(20) NOT NULL, "packet_id" uuid, "dedup_key" character varying(100), "to_address" character varying(254) NOT NULL, "to_name" character varying(200) NOT NULL DEFAULT '', "reply_to" character varying(254), "from_name" character varying(200) NOT NULL DEFAULT '', "subject" character varying(300) NOT NULL, "body" text NOT NULL, "status" character varying(10) NOT NULL, "attempts" integer NOT NULL DEFAULT '0', "last_error" text, "lease_until" TIMESTAMP WITH TIME ZONE, "message_id" character varying(300) NOT NULL, "sent_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_b6fbfc201f705fbf1ac87bd7197" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE UNIQUE INDEX "uq_outbox_dedup_key" ON "email_outbox"  ("dedup_key") `);
        await queryRunner.query(`CREATE INDEX "idx_outbox_pending" ON "email_outbox"  ("status", "updated_at") WHERE status IN ('queued', 'sending')`);
        await queryRunner.query(`CREATE INDEX "idx_outbox_packet" ON "email_outbox"  ("packet_id") `);
        await queryRunner.query(`CREATE INDEX "idx_outbox_user_created" ON "email_outbox"  ("user_id", "created_at") `);
        await queryRunner.query(`ALTER TABLE "applications" ADD CONSTRAINT "FK_9e7594d5b474d9cbebba15c1ae7" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "applications" ADD CONSTRAINT "FK_8aba14d7f098c23ba06d8693235" FOREIGN KEY ("job_id") REFERENCES "jobs"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "application_packets" ADD CONSTRAINT "FK_f031aca22bf4e19fdf07e24392a" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "application_packets" ADD CONSTRAINT "FK_20e2e72d6573c2ac716c58699cb" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "application_packets" ADD CONSTRAINT "FK_6b17fd6cb0e2d3d46aa4fc6989a" FOREIGN KEY ("resume_id") REFERENCES "resumes"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "application_status_changes" ADD CONSTRAINT "FK_822ab08889464ba642b9301a4e6" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "calendar_feeds" ADD CONSTRAINT "FK_3212ce9ff23847e66347a6730d3" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "email_outbox" ADD CONSTRAINT "FK_ae04df408be63460ebad1284b9e" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "email_outbox" ADD CONSTRAINT "FK_ccc2adec824490b8184bf293d7b" FOREIGN KEY ("packet_id") REFERENCES "application_packets"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "email_outbox" DROP CONSTRAINT "FK_ccc2adec824490b8184bf293d7b"`);
        await queryRunner.query(`ALTER TABLE "email_outbox" DROP CONSTRAINT "FK_ae04df408be63460ebad1284b9e"`);
        await queryRunner.query(`ALTER TABLE "calendar_feeds" DROP CONSTRAINT "FK_3212ce9ff23847e66347a6730d3"`);
        await queryRunner.query(`ALTER TABLE "application_status_changes" DROP CONSTRAINT "FK_822ab08889464ba642b9301a4e6"`);
        await queryRunner.query(`ALTER TABLE "application_packets" DROP CONSTRAINT "FK_6b17fd6cb0e2d3d46aa4fc6989a"`);
        await queryRunner.query(`ALTER TABLE "application_packets" DROP CONSTRAINT "FK_20e2e72d6573c2ac716c58699cb"`);
        await queryRunner.query(`ALTER TABLE "application_packets" DROP CONSTRAINT "FK_f031aca22bf4e19fdf07e24392a"`);
        await queryRunner.query(`ALTER TABLE "applications" DROP CONSTRAINT "FK_8aba14d7f098c23ba06d8693235"`);
        await queryRunner.query(`ALTER TABLE "applications" DROP CONSTRAINT "FK_9e7594d5b474d9cbebba15c1ae7"`);
        await queryRunner.query(`DROP INDEX "public"."idx_outbox_user_created"`);
        await queryRunner.query(`DROP INDEX "public"."idx_outbox_packet"`);
        await queryRunner.query(`DROP INDEX "public"."idx_outbox_pending"`);
        await queryRunner.query(`DROP INDEX "public"."uq_outbox_dedup_key"`);
        await queryRunner.query(`DROP TABLE "email_outbox"`);
        await queryRunner.query(`DROP INDEX "public"."uq_calendar_feeds_token"`);
        await queryRunner.query(`DROP TABLE "calendar_feeds"`);
        await queryRunner.query(`DROP INDEX "public"."idx_status_changes_application"`);
        await queryRunner.query(`DROP INDEX "public"."idx_status_changes_user_event"`);
        await queryRunner.query(`DROP TABLE "application_status_changes"`);
        await queryRunner.query(`DROP INDEX "public"."idx_packets_user_created"`);
        await queryRunner.query(`DROP INDEX "public"."idx_packets_application"`);
        await queryRunner.query(`DROP TABLE "application_packets"`);
        await queryRunner.query(`DROP INDEX "public"."uq_applications_user_job"`);
        await queryRunner.query(`DROP INDEX "public"."idx_applications_user_created"`);
        await queryRunner.query(`DROP TABLE "applications"`);
    }

}
