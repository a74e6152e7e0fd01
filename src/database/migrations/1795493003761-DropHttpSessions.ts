import { MigrationInterface, QueryRunner } from "typeorm";

/** Sessions moved to Redis (shared by replicas, one GET per request): the Postgres table goes. */
export class DropHttpSessions1795493003761 implements MigrationInterface {
    name = 'DropHttpSessions1795493003761'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP TABLE IF EXISTS "http_sessions"`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "http_sessions" ("sid" character varying NOT NULL, "sess" json NOT NULL, "expire" TIMESTAMP(6) NOT NULL, CONSTRAINT "PK_http_sessions" PRIMARY KEY ("sid"))`);
        await queryRunner.query(`CREATE INDEX "idx_http_sessions_expire" ON "http_sessions" ("expire")`);
    }

}
