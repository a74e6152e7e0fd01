import { MigrationInterface, QueryRunner } from "typeorm";

export class AddLocalAccounts1795421137430 implements MigrationInterface {
    name = 'AddLocalAccounts1795421137430'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "local_accounts" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "username" character varying(64) NOT NULL, "email" character varying(254) NOT NULL, "first_name" character varying(100) NOT NULL DEFAULT '', "last_name" character varying(100) NOT NULL DEFAULT '', "password_hash" character varying(255) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_aaf36c015fdb88326f39c1e8f3a" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE UNIQUE INDEX "uq_local_accounts_username" ON "local_accounts"  ("username") `);
        await queryRunner.query(`CREATE UNIQUE INDEX "uq_local_accounts_email" ON "local_accounts"  ("email") `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "public"."uq_local_accounts_email"`);
        await queryRunner.query(`DROP INDEX "public"."uq_local_accounts_username"`);
        await queryRunner.query(`DROP TABLE "local_accounts"`);
    }

}
