import { MigrationInterface, QueryRunner } from "typeorm";

export class Resumes1795520000000 implements MigrationInterface {
    name = 'Resumes1795520000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "resumes" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "name" character varying(200) NOT NULL, "template" character varying(20) NOT NULL DEFAULT 'modern', "personal_info" jsonb NOT NULL DEFAULT '{}'::jsonb, "experience" jsonb NOT NULL DEFAULT '[]'::jsonb, "education" jsonb NOT NULL DEFAULT '[]'::jsonb, "certificates" jsonb NOT NULL DEFAULT '[]'::jsonb, "custom_sections" jsonb NOT NULL DEFAULT '[]'::jsonb, "extras" jsonb NOT NULL DEFAULT '{}'::jsonb, "source_format" character varying(10) NOT NULL DEFAULT '', "ai_summary" text NOT NULL DEFAULT '', "ai_summary_hint" character varying(60) NOT NULL DEFAULT '', "ai_summary_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_9c8677802096d6baece48429d2e" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "idx_resumes_user_updated" ON "resumes"  ("user_id", "updated_at") `);
        await queryRunner.query(`CREATE TABLE "resume_files" ("resume_id" uuid NOT NULL, "file_name" character varying(255) NOT NULL, "content_type" character varying(100) NOT NULL, "size" integer NOT NULL, "data" bytea NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_b4a1f4f59b997a9c0742dfd6019" PRIMARY KEY ("resume_id"))`);
        await queryRunner.query(`CREATE TABLE "resume_skills" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "resume_id" uuid NOT NULL, "skill_name" character varying(100) NOT NULL, "proficiency_level" character varying(20) NOT NULL DEFAULT 'intermediate', "years_experience" numeric(4,1), "position" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_79770162f4017856252e1c64b4d" PRIMARY KEY ("id"))`);
        // One row per skill name per resume whatever its case (the entity declares it with synchronize: false).
        await queryRunner.query(`CREATE UNIQUE INDEX "uq_resume_skills_resume_name" ON "resume_skills" ("resume_id", lower("skill_name"))`);
        await queryRunner.query(`ALTER TABLE "resumes" ADD CONSTRAINT "FK_dce6e1ce26d348e602f56fa6363" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "resume_files" ADD CONSTRAINT "FK_b4a1f4f59b997a9c0742dfd6019" FOREIGN KEY ("resume_id") REFERENCES "resumes"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "resume_skills" ADD CONSTRAINT "FK_a5f1f1a642f40c325a4e98e3b07" FOREIGN KEY ("resume_id") REFERENCES "resumes"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "resume_skills" DROP CONSTRAINT "FK_a5f1f1a642f40c325a4e98e3b07"`);
        await queryRunner.query(`ALTER TABLE "resume_files" DROP CONSTRAINT "FK_b4a1f4f59b997a9c0742dfd6019"`);
        await queryRunner.query(`ALTER TABLE "resumes" DROP CONSTRAINT "FK_dce6e1ce26d348e602f56fa6363"`);
        await queryRunner.query(`DROP INDEX "uq_resume_skills_resume_name"`);
        await queryRunner.query(`DROP TABLE "resume_skills"`);
        await queryRunner.query(`DROP TABLE "resume_files"`);
        await queryRunner.query(`DROP INDEX "public"."idx_resumes_user_updated"`);
        await queryRunner.query(`DROP TABLE "resumes"`);
    }

}
