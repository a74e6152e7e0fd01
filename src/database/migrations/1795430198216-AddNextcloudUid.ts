import { MigrationInterface, QueryRunner } from "typeorm";

export class AddNextcloudUid1795430198216 implements MigrationInterface {
    name = 'AddNextcloudUid1795430198216'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "accounts" ADD "nextcloud_uid" text`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "accounts" DROP COLUMN "nextcloud_uid"`);
    }

}
