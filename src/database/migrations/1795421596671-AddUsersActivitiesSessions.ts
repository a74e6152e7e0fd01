import { MigrationInterface, QueryRunner } from "typeorm";

export class AddUsersActivitiesSessions1795421596671 implements MigrationInterface {
    name = 'AddUsersActivitiesSessions1795421596671'

    public async up(queryRunner: QueryRunner): Promise<void> {
        // Server-side sessions (connect-pg-simple's schema); no entity, so the generator leaves it alone.
        await queryRunner.query(`CREATE TABLE "http_sessions" ("sid" character varying NOT NULL, "sess" json NOT NULL, "expire" TIMESTAMP(6) NOT NULL, CONSTRAINT "PK_http_sessions" PRIMARY KEY ("sid"))`);
        await queryRunner.query(`CREATE INDEX "idx_http_sessions_expire" ON "http_sessions" ("expire")`);
        await queryRunner.query(`CREATE TABLE "users" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "username" character varying(100) NOT NULL, "keycloak_id" character varying(255) NOT NULL, "first_name" character varying(100) NOT NULL DEFAULT '', "last_name" character varying(100) NOT NULL DEFAULT '', "email" character varying(254) NOT NULL DEFAULT '', "title" character varying(200), "location" character varying(200), "experience" integer, "avatar" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_login" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE UNIQUE INDEX "uq_users_username" ON "users"  ("username") `);
        await queryRunner.query(`CREATE UNIQUE INDEX "uq_users_keycloak_id" ON "users"  ("keycloak_id") `);
        await queryRunner.query(`CREATE INDEX "idx_users_last_login" ON "users"  ("last_login") `);
        await queryRunner.query(`CREATE TABLE "activities" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "user_id" uuid NOT NULL, "activity_type" character varying(50) NOT NULL, "activity_details" text NOT NULL DEFAULT '', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_7f4004429f731ffb9c88eb486a8" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "idx_activities_user_created" ON "activities"  ("user_id", "created_at") `);
        await queryRunner.query(`ALTER TABLE "activities" ADD CONSTRAINT "FK_b82f1d8368dd5305ae7e7e664c2" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "activities" DROP CONSTRAINT "FK_b82f1d8368dd5305ae7e7e664c2"`);
        await queryRunner.query(`DROP INDEX "public"."idx_activities_user_created"`);
        await queryRunner.query(`DROP TABLE "activities"`);
        await queryRunner.query(`DROP INDEX "public"."idx_users_last_login"`);
        await queryRunner.query(`DROP INDEX "public"."uq_users_keycloak_id"`);
        await queryRunner.query(`DROP INDEX "public"."uq_users_username"`);
        await queryRunner.query(`DROP TABLE "users"`);
        await queryRunner.query(`DROP TABLE "http_sessions"`);
    }

}
