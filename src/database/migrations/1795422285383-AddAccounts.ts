import { MigrationInterface, QueryRunner } from "typeorm";

export class AddAccounts1795422285383 implements MigrationInterface {
    name = 'AddAccounts1795422285383'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "accounts" ("user_id" uuid NOT NULL, "cloud_storage_opt_in" boolean NOT NULL DEFAULT false, "email_opt_in" boolean NOT NULL DEFAULT false, "resume_uploaded" boolean NOT NULL DEFAULT false, "member_access_enabled" boolean NOT NULL DEFAULT false, "signature" text NOT NULL DEFAULT '', "mailcow_enabled" boolean NOT NULL DEFAULT false, "nextcloud_enabled" boolean NOT NULL DEFAULT false, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_3000dad1da61b29953f07476324" PRIMARY KEY ("user_id"))`);
        await queryRunner.query(`ALTER TABLE "accounts" ADD CONSTRAINT "FK_3000dad1da61b29953f07476324" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "accounts" DROP CONSTRAINT "FK_3000dad1da61b29953f07476324"`);
        await queryRunner.query(`DROP TABLE "accounts"`);
    }

}
