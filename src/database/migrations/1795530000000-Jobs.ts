import { MigrationInterface, QueryRunner } from "typeorm";

export class Jobs1795530000000 implements MigrationInterface {
    name = 'Jobs1795530000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        // TypeORM records generated-column expressions here (keyed by the current database, so the
        // rows match whatever the database is called).
        await queryRunner.query(`CREATE TABLE IF NOT EXISTS "typeorm_metadata" ("type" varchar NOT NULL, "database" varchar, "schema" varchar, "table" varchar, "name" varchar, "value" text)`);
        await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
        await queryRunner.query(`CREATE TABLE "collection_runs" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "task_id" integer, "source" character varying(40) NOT NULL, "trigger" character varying(20) NOT NULL, "status" character varying(20) NOT NULL DEFAULT 'running', "reason" text NOT NULL DEFAULT '', "started_at" TIMESTAMP WITH TIME ZONE NOT NULL, "finished_at" TIMESTAMP WITH TIME ZONE, "fetched" integer NOT NULL DEFAULT '0', "new_jobs" integer NOT NULL DEFAULT '0', "duplicates" integer NOT NULL DEFAULT '0', "errors" integer NOT NULL DEFAULT '0', "duration_ms" integer, CONSTRAINT "PK_8f6ea6aca75e52f42c84f657c8a" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "idx_collection_runs_source_started" ON "collection_runs"  ("source", "started_at") `);
        await queryRunner.query(`CREATE INDEX "idx_collection_runs_started" ON "collection_runs"  ("started_at") `);
        await queryRunner.query(`CREATE TABLE "collection_tasks" ("id" integer GENERATED ALWAYS AS IDENTITY NOT NULL, "source" character varying(40) NOT NULL, "search_term" character varying(200) NOT NULL DEFAULT '', "location" character varying(200) NOT NULL DEFAULT '', "is_remote" boolean NOT NULL DEFAULT false, "results_wanted" integer NOT NULL DEFAULT '20', "hours_old" integer NOT NULL DEFAULT '72', "cron" character varying(100) NOT NULL, "enabled" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5e0177b9db11a951284f1059523" PRIMARY KEY ("id"))`);
        await queryRunner.query(`INSERT INTO "typeorm_metadata"("database", "schema", "table", "type", "name", "value") VALUES (current_database(), $1, $2, $3, $4, $5)`, ["public","jobs","GENERATED_COLUMN","title_tsv","to_tsvector('english', coalesce(title, '') || ' ' || coalesce(company, ''))"]);
        await queryRunner.query(`INSERT INTO "typeorm_metadata"("database", "schema", "table", "type", "name", "value") VALUES (current_database(), $1, $2, $3, $4, $5)`, ["public","jobs","GENERATED_COLUMN","search_tsv","setweight(to_tsvector('english', coalesce(title, '') || ' ' || coalesce(company, '')), 'A') || setweight(to_tsvector('english', coalesce(location, '')), 'B') || setweight(to_tsvector('english', left(coalesce(description, ''), 20000)), 'C')"]);
        await queryRunner.query(`CREATE TABLE "jobs" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "source" character varying(40) NOT NULL, "source_id" character varying(300) NOT NULL, "title" character varying(300) NOT NULL, "company" character varying(200) NOT NULL DEFAULT '', "location" character varying(200) NOT NULL DEFAULT '', "job_type" character varying(20), "remote" boolean NOT NULL DEFAULT false, "description" text NOT NULL DEFAULT '', "description_html" text, "requirements_summary" text NOT NULL DEFAULT '', "benefits" text, "url" text NOT NULL DEFAULT '', "posted_date" TIMESTAMP WITH TIME ZONE NOT NULL, "salary_min" integer, "salary_max" integer, "salary_currency" character varying(3), "category" character varying(100), "company_website" character varying(500), "contact_email" character varying(200), "feed_title" character varying(200), "required_skills" text array NOT NULL DEFAULT '{}', "nice_skills" text array NOT NULL DEFAULT '{}', "title_tsv" tsvector GENERATED ALWAYS AS (to_tsvector('english', coalesce(title, '') || ' ' || coalesce(company, ''))) STORED NOT NULL, "search_tsv" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '') || ' ' || coalesce(company, '')), 'A') || setweight(to_tsvector('english', coalesce(location, '')), 'B') || setweight(to_tsvector('english', left(coalesce(description, ''), 20000)), 'C')) STORED NOT NULL, "content_hash" character(64) NOT NULL, "added_by" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_cf0a6c42b72fcc7f7c237def345" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE UNIQUE INDEX "uq_jobs_content_hash" ON "jobs"  ("content_hash") `);
        await queryRunner.query(`CREATE UNIQUE INDEX "uq_jobs_source_id" ON "jobs"  ("source", "source_id") `);
        // Search (DESIGN.md §9): each tier walks (posted_date, id) or a GIN bitmap, whichever the planner
        // finds cheaper for the term; filters have their own indexes. Declared with synchronize: false.
        await queryRunner.query(`CREATE INDEX "idx_jobs_posted" ON "jobs" ("posted_date" DESC, "id" DESC)`);
        await queryRunner.query(`CREATE INDEX "idx_jobs_search" ON "jobs" USING gin ("search_tsv")`);
        await queryRunner.query(`CREATE INDEX "idx_jobs_title_search" ON "jobs" USING gin ("title_tsv")`);
        await queryRunner.query(`CREATE INDEX "idx_jobs_location_trgm" ON "jobs" USING gin ("location" gin_trgm_ops)`);
        await queryRunner.query(`CREATE INDEX "idx_jobs_company_trgm" ON "jobs" USING gin ("company" gin_trgm_ops)`);
        await queryRunner.query(`CREATE INDEX "idx_jobs_type_posted" ON "jobs" ("job_type", "posted_date" DESC, "id" DESC)`);
        await queryRunner.query(`CREATE INDEX "idx_jobs_remote_posted" ON "jobs" ("posted_date" DESC, "id" DESC) WHERE "remote"`);
        await queryRunner.query(`CREATE INDEX "idx_jobs_salary" ON "jobs" ((coalesce("salary_max", "salary_min")))`);
        await queryRunner.query(`CREATE INDEX "idx_jobs_created" ON "jobs" ("created_at")`);
        await queryRunner.query(`CREATE TABLE "saved_searches" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "user_id" uuid NOT NULL, "name" character varying(100) NOT NULL, "filters" jsonb NOT NULL, "last_seen_at" TIMESTAMP WITH TIME ZONE NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d9a53c71ccc5cf66dcdc5b33dfe" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "idx_saved_searches_user" ON "saved_searches"  ("user_id", "created_at") `);
        await queryRunner.query(`ALTER TABLE "saved_searches" ADD CONSTRAINT "FK_8f01d13ac8e7b451d244674274f" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "saved_searches" DROP CONSTRAINT "FK_8f01d13ac8e7b451d244674274f"`);
        await queryRunner.query(`DROP INDEX "public"."idx_saved_searches_user"`);
        await queryRunner.query(`DROP TABLE "saved_searches"`);
        for (const name of ['idx_jobs_posted', 'idx_jobs_search', 'idx_jobs_title_search', 'idx_jobs_location_trgm', 'idx_jobs_company_trgm', 'idx_jobs_type_posted', 'idx_jobs_remote_posted', 'idx_jobs_salary', 'idx_jobs_created']) {
            await queryRunner.query(`DROP INDEX "${name}"`);
        }
        await queryRunner.query(`DROP INDEX "public"."uq_jobs_source_id"`);
        await queryRunner.query(`DROP INDEX "public"."uq_jobs_content_hash"`);
        await queryRunner.query(`DROP TABLE "jobs"`);
        await queryRunner.query(`DELETE FROM "typeorm_metadata" WHERE "type" = $1 AND "name" = $2 AND "database" = current_database() AND "schema" = $3 AND "table" = $4`, ["GENERATED_COLUMN","search_tsv","public","jobs"]);
        await queryRunner.query(`DELETE FROM "typeorm_metadata" WHERE "type" = $1 AND "name" = $2 AND "database" = current_database() AND "schema" = $3 AND "table" = $4`, ["GENERATED_COLUMN","title_tsv","public","jobs"]);
        await queryRunner.query(`DROP TABLE "collection_tasks"`);
        await queryRunner.query(`DROP INDEX "public"."idx_collection_runs_started"`);
        await queryRunner.query(`DROP INDEX "public"."idx_collection_runs_source_started"`);
        await queryRunner.query(`DROP TABLE "collection_runs"`);
    }

}
