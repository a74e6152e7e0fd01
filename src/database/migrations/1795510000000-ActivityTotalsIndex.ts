import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Totals by type read a member's rollup rows from the index alone: the rows of one member are spread
 * over hundreds of heap pages (they arrive day by day among everyone else's), the index keeps them together.
 */
export class ActivityTotalsIndex1795510000000 implements MigrationInterface {
    name = 'ActivityTotalsIndex1795510000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE INDEX "idx_activity_daily_user_type" ON "activity_daily" ("user_id", "activity_type") INCLUDE ("count")`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "idx_activity_daily_user_type"`);
    }
}
