import { MigrationInterface, QueryRunner } from "typeorm";

export class Init1795416522699 implements MigrationInterface {
    name = 'Init1795416522699'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "system_heartbeats" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "job_id" character varying(100) NOT NULL, "source" character varying(20) NOT NULL, "queued_at" TIMESTAMP WITH TIME ZONE NOT NULL, "ran_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "latency_ms" integer NOT NULL, "worker" character varying(200) NOT NULL, CONSTRAINT "PK_8a8d02a4d20a8fa84c6cf5de6c6" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "idx_system_heartbeats_ran_at" ON "system_heartbeats"  ("ran_at") `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "public"."idx_system_heartbeats_ran_at"`);
        await queryRunner.query(`DROP TABLE "system_heartbeats"`);
    }

}
