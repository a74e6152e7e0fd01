import { MigrationInterface, QueryRunner } from "typeorm";

export class Learning1795560000000 implements MigrationInterface {
    name = 'Learning1795560000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "courses" ("id" SERIAL NOT NULL, "slug" character varying(80) NOT NULL, "title" character varying(200) NOT NULL, "provider" character varying(120) NOT NULL, "duration" character varying(40) NOT NULL, "hours" numeric(6,1) NOT NULL, "level" character varying(20) NOT NULL, "category" character varying(60) NOT NULL, "rating" numeric(2,1) NOT NULL, "price" numeric(8,2) NOT NULL, "description" text NOT NULL, "skills" text array NOT NULL DEFAULT '{}', CONSTRAINT "UQ_a3bb2d01cfa0f95bc5e034e1b7a" UNIQUE ("slug"), CONSTRAINT "PK_3f70a487cc718ad8eda4e6d58c9" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE TABLE "learning_paths" ("id" SERIAL NOT NULL, "slug" character varying(80) NOT NULL, "title" character varying(200) NOT NULL, "description" text NOT NULL, "course_slugs" text array NOT NULL, "position" smallint NOT NULL DEFAULT '0', CONSTRAINT "UQ_20e80314f6a5daa35922f25ad44" UNIQUE ("slug"), CONSTRAINT "PK_2f073530d2af4a865296c06274c" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE TABLE "course_enrollments" ("user_id" uuid NOT NULL, "course_id" integer NOT NULL, "enrolled_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "completed_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_1a912a74aa76087c9f9a0cdf97a" PRIMARY KEY ("user_id", "course_id"))`);
        await queryRunner.query(`CREATE INDEX "idx_course_enrollments_user" ON "course_enrollments"  ("user_id", "enrolled_at") `);
        await queryRunner.query(`CREATE TABLE "quizzes" ("id" SERIAL NOT NULL, "slug" character varying(120) NOT NULL, "topic_slug" character varying(80) NOT NULL, "topic_name" character varying(120) NOT NULL, "kind" character varying(12) NOT NULL DEFAULT 'technical', "source_file" character varying(300) NOT NULL, "content_hash" character(64) NOT NULL, "question_count" integer NOT NULL, "imported_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_369913516cd527552f3011c42fd" UNIQUE ("slug"), CONSTRAINT "PK_b24f0f7662cf6b3a0e7dba0a1b4" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "idx_quizzes_topic_imported" ON "quizzes"  ("topic_slug", "imported_at") `);
        await queryRunner.query(`CREATE UNIQUE INDEX "uq_quizzes_topic_hash" ON "quizzes"  ("topic_slug", "content_hash") `);
        await queryRunner.query(`CREATE TABLE "quiz_questions" ("id" SERIAL NOT NULL, "quiz_id" integer NOT NULL, "number_in_source" integer NOT NULL, "prompt_md" text NOT NULL, "code_md" text, "explanation_md" text, "reference_url" text, "multi" boolean NOT NULL DEFAULT false, CONSTRAINT "PK_ec0447fd30d9f5c182e7653bfd3" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE UNIQUE INDEX "uq_quiz_questions_number" ON "quiz_questions"  ("quiz_id", "number_in_source") `);
        await queryRunner.query(`CREATE TABLE "quiz_sessions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "quiz_id" integer NOT NULL, "question_ids" integer array NOT NULL, "score_total" integer NOT NULL, "score_correct" integer NOT NULL DEFAULT '0', "revealed_question_ids" integer array NOT NULL DEFAULT '{}', "started_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "completed_at" TIMESTAMP WITH TIME ZONE, "duration_ms" integer, CONSTRAINT "PK_db4ac35661dd2f29269b272a4c2" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "idx_quiz_sessions_user_started" ON "quiz_sessions"  ("user_id", "started_at") `);
        await queryRunner.query(`CREATE TABLE "quiz_answers" ("session_id" uuid NOT NULL, "question_id" integer NOT NULL, "selected_choice_ids" integer array NOT NULL, "is_correct" boolean NOT NULL, "answered_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d49cdaf0d50cab66c25633121f0" PRIMARY KEY ("session_id", "question_id"))`);
        await queryRunner.query(`CREATE TABLE "interview_sessions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "type" character varying(20) NOT NULL, "topic_slug" character varying(80), "topic_name" character varying(120), "quiz_session_id" uuid, "question_ids" text array NOT NULL DEFAULT '{}', "question_count" integer NOT NULL, "duration_minutes" integer NOT NULL, "position" integer NOT NULL DEFAULT '0', "elapsed_seconds" integer NOT NULL DEFAULT '0', "score" integer, "started_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "completed_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_8289f4ee665d0b5e283345db49a" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "idx_interview_sessions_user_started" ON "interview_sessions"  ("user_id", "started_at") `);
        await queryRunner.query(`CREATE TABLE "quiz_choices" ("id" SERIAL NOT NULL, "question_id" integer NOT NULL, "position" smallint NOT NULL, "label_md" text NOT NULL, "is_correct" boolean NOT NULL, CONSTRAINT "PK_c21dc738415e72d84193e419091" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "idx_quiz_choices_question" ON "quiz_choices"  ("question_id", "position") `);
        await queryRunner.query(`CREATE TABLE "crawl_sessions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "domain" character varying(60), "query" character varying(200), "status" character varying(12) NOT NULL DEFAULT 'queued', "progress" smallint NOT NULL DEFAULT '0', "start_urls" text array NOT NULL, "max_pages" integer NOT NULL, "pages_fetched" integer NOT NULL DEFAULT '0', "programs_found" integer NOT NULL DEFAULT '0', "program_ids" integer array NOT NULL DEFAULT '{}', "skipped" jsonb NOT NULL DEFAULT '[]', "error" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "started_at" TIMESTAMP WITH TIME ZONE, "finished_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_7e486a3533802530efc4d3eb6e1" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "idx_crawl_sessions_created" ON "crawl_sessions"  ("created_at") `);
        await queryRunner.query(`INSERT INTO "typeorm_metadata"("database", "schema", "table", "type", "name", "value") VALUES (current_database(), $1, $2, $3, $4, $5)`, ["public","training_programs","GENERATED_COLUMN","search","setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', left(description, 4000)), 'C')"]);
        await queryRunner.query(`CREATE TABLE "training_programs" ("id" SERIAL NOT NULL, "url" text NOT NULL, "title" character varying(300) NOT NULL, "platform" character varying(120) NOT NULL, "domain" character varying(60), "description" text NOT NULL DEFAULT '', "provider" character varying(200), "category" character varying(120), "ai_category" character varying(60) NOT NULL, "ai_confidence_score" real NOT NULL, "ai_provider" character varying(20) NOT NULL, "is_free" boolean, "price" numeric(10,2), "currency" character varying(3), "difficulty_level" character varying(20), "duration_text" character varying(80), "ai_summary" text NOT NULL DEFAULT '', "skills" text array NOT NULL DEFAULT '{}', "extracted_from" character varying(12) NOT NULL, "scraped_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "search" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', left(description, 4000)), 'C')) STORED NOT NULL, CONSTRAINT "UQ_5818d9fc3c52cc9b7a80e0cd0a8" UNIQUE ("url"), CONSTRAINT "PK_d2f7c8d9677739e09110067656a" PRIMARY KEY ("id"))`);
        // Hand-written: the text search over the generated column (TypeORM does not generate GIN indexes).
        await queryRunner.query(`CREATE INDEX "idx_training_programs_search" ON "training_programs" USING gin ("search")`);
        await queryRunner.query(`CREATE INDEX "idx_training_programs_scraped" ON "training_programs"  ("scraped_at", "id") `);
        await queryRunner.query(`CREATE INDEX "idx_training_programs_platform" ON "training_programs"  ("platform", "scraped_at") `);
        await queryRunner.query(`CREATE INDEX "idx_training_programs_category" ON "training_programs"  ("ai_category", "scraped_at") `);
        await queryRunner.query(`CREATE TABLE "training_domains" ("name" character varying(60) NOT NULL, "display_name" character varying(120) NOT NULL, "description" text NOT NULL, "search_term" character varying(200) NOT NULL, "position" smallint NOT NULL DEFAULT '0', CONSTRAINT "PK_f18ee0c8adeb0b85516744de278" PRIMARY KEY ("name"))`);
        await queryRunner.query(`CREATE TABLE "training_platforms" ("name" character varying(60) NOT NULL, "display_name" character varying(120) NOT NULL, "base_url" text NOT NULL, "search_url" text NOT NULL, "enabled" boolean NOT NULL DEFAULT true, CONSTRAINT "PK_29f2f74ff8bdd0ef4e179da25e2" PRIMARY KEY ("name"))`);
        await queryRunner.query(`ALTER TABLE "course_enrollments" ADD CONSTRAINT "FK_9d12f69999cde26f955139a5fd6" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "course_enrollments" ADD CONSTRAINT "FK_ac52967707330a4fedfc361f72e" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "quiz_questions" ADD CONSTRAINT "FK_14c6d2b8f5be0bdb406a3895bb4" FOREIGN KEY ("quiz_id") REFERENCES "quizzes"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "quiz_sessions" ADD CONSTRAINT "FK_b800b1dc82988f43429fc276e6f" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "quiz_sessions" ADD CONSTRAINT "FK_7d5e2cc965658e66690ca6533cd" FOREIGN KEY ("quiz_id") REFERENCES "quizzes"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "quiz_answers" ADD CONSTRAINT "FK_581e7042637e89ff4388c0ccc19" FOREIGN KEY ("session_id") REFERENCES "quiz_sessions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "quiz_answers" ADD CONSTRAINT "FK_fbe5e1758631924a83c73b521d9" FOREIGN KEY ("question_id") REFERENCES "quiz_questions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "interview_sessions" ADD CONSTRAINT "FK_256af682c73f96827ea2927f99d" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "interview_sessions" ADD CONSTRAINT "FK_e235cabcf55b09ceb2e0dd980b7" FOREIGN KEY ("quiz_session_id") REFERENCES "quiz_sessions"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "quiz_choices" ADD CONSTRAINT "FK_dbaded2667922b3ce0e4621f479" FOREIGN KEY ("question_id") REFERENCES "quiz_questions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        // Reference data: crawler domains and platforms, the training catalogue and its learning paths (part 2 §2.3).
        for (const [i, d] of DOMAINS.entries()) {
            await queryRunner.query(`INSERT INTO "training_domains" ("name", "display_name", "description", "search_term", "position") VALUES ($1, $2, $3, $4, $5)`, [...d, i]);
        }
        for (const p of PLATFORMS) {
            await queryRunner.query(`INSERT INTO "training_platforms" ("name", "display_name", "base_url", "search_url") VALUES ($1, $2, $3, $4)`, p);
        }
        for (const c of COURSES) {
            await queryRunner.query(
                `INSERT INTO "courses" ("slug", "title", "provider", "duration", "hours", "level", "category", "rating", "price", "description", "skills") VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
                c,
            );
        }
        for (const [i, p] of PATHS.entries()) {
            await queryRunner.query(`INSERT INTO "learning_paths" ("slug", "title", "description", "course_slugs", "position") VALUES ($1, $2, $3, $4, $5)`, [...p, i]);
        }
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "quiz_choices" DROP CONSTRAINT "FK_dbaded2667922b3ce0e4621f479"`);
        await queryRunner.query(`ALTER TABLE "interview_sessions" DROP CONSTRAINT "FK_e235cabcf55b09ceb2e0dd980b7"`);
        await queryRunner.query(`ALTER TABLE "interview_sessions" DROP CONSTRAINT "FK_256af682c73f96827ea2927f99d"`);
        await queryRunner.query(`ALTER TABLE "quiz_answers" DROP CONSTRAINT "FK_fbe5e1758631924a83c73b521d9"`);
        await queryRunner.query(`ALTER TABLE "quiz_answers" DROP CONSTRAINT "FK_581e7042637e89ff4388c0ccc19"`);
        await queryRunner.query(`ALTER TABLE "quiz_sessions" DROP CONSTRAINT "FK_7d5e2cc965658e66690ca6533cd"`);
        await queryRunner.query(`ALTER TABLE "quiz_sessions" DROP CONSTRAINT "FK_b800b1dc82988f43429fc276e6f"`);
        await queryRunner.query(`ALTER TABLE "quiz_questions" DROP CONSTRAINT "FK_14c6d2b8f5be0bdb406a3895bb4"`);
        await queryRunner.query(`ALTER TABLE "course_enrollments" DROP CONSTRAINT "FK_ac52967707330a4fedfc361f72e"`);
        await queryRunner.query(`ALTER TABLE "course_enrollments" DROP CONSTRAINT "FK_9d12f69999cde26f955139a5fd6"`);
        await queryRunner.query(`DROP TABLE "training_platforms"`);
        await queryRunner.query(`DROP TABLE "training_domains"`);
        await queryRunner.query(`DROP INDEX "public"."idx_training_programs_search"`);
        await queryRunner.query(`DROP INDEX "public"."idx_training_programs_category"`);
        await queryRunner.query(`DROP INDEX "public"."idx_training_programs_platform"`);
        await queryRunner.query(`DROP INDEX "public"."idx_training_programs_scraped"`);
        await queryRunner.query(`DROP TABLE "training_programs"`);
        await queryRunner.query(`DELETE FROM "typeorm_metadata" WHERE "type" = $1 AND "name" = $2 AND "database" = current_database() AND "schema" = $3 AND "table" = $4`, ["GENERATED_COLUMN","search","public","training_programs"]);
        await queryRunner.query(`DROP INDEX "public"."idx_crawl_sessions_created"`);
        await queryRunner.query(`DROP TABLE "crawl_sessions"`);
        await queryRunner.query(`DROP INDEX "public"."idx_quiz_choices_question"`);
        await queryRunner.query(`DROP TABLE "quiz_choices"`);
        await queryRunner.query(`DROP INDEX "public"."idx_interview_sessions_user_started"`);
        await queryRunner.query(`DROP TABLE "interview_sessions"`);
        await queryRunner.query(`DROP TABLE "quiz_answers"`);
        await queryRunner.query(`DROP INDEX "public"."idx_quiz_sessions_user_started"`);
        await queryRunner.query(`DROP TABLE "quiz_sessions"`);
        await queryRunner.query(`DROP INDEX "public"."uq_quiz_questions_number"`);
        await queryRunner.query(`DROP TABLE "quiz_questions"`);
        await queryRunner.query(`DROP INDEX "public"."uq_quizzes_topic_hash"`);
        await queryRunner.query(`DROP INDEX "public"."idx_quizzes_topic_imported"`);
        await queryRunner.query(`DROP TABLE "quizzes"`);
        await queryRunner.query(`DROP INDEX "public"."idx_course_enrollments_user"`);
        await queryRunner.query(`DROP TABLE "course_enrollments"`);
        await queryRunner.query(`DROP TABLE "learning_paths"`);
        await queryRunner.query(`DROP TABLE "courses"`);
    }

}

/** Subjects the crawler searches: [name, display name, description, search term]. Occupations beyond software too. */
const DOMAINS: [string, string, string, string][] = [
    ['web-development', 'Web Development', 'Frontend and backend web development: HTML, CSS, JavaScript, frameworks and APIs.', 'web development'],
    ['data-science', 'Data Science', 'Data analysis, statistics, SQL, Python and visualisation.', 'data science'],
    ['cloud-computing', 'Cloud Computing', 'AWS, Azure, Google Cloud, DevOps and infrastructure as code.', 'cloud computing'],
    ['cybersecurity', 'Cybersecurity', 'Security operations, networking, ethical hacking and certifications.', 'cybersecurity'],
    ['project-management', 'Project Management', 'Agile, Scrum, PMP and leading projects.', 'project management'],
    ['design', 'UX and Design', 'User experience, user research, interface and graphic design.', 'ux design'],
    ['healthcare', 'Healthcare', 'Clinical skills, patient care, health informatics and certifications.', 'healthcare'],
    ['business-finance', 'Business and Finance', 'Accounting, finance, marketing and management.', 'accounting and finance'],
    ['supply-chain', 'Supply Chain and Logistics', 'Warehousing, inventory, logistics and operations.', 'supply chain management'],
];

/** Public platforms whose own catalogue search is read: [name, display name, base URL, search URL with {query}]. */
const PLATFORMS: [string, string, string, string][] = [
    ['coursera', 'Coursera', 'https://www.coursera.org', 'https://www.coursera.org/search?query={query}'],
    ['edx', 'edX', 'https://www.edx.org', 'https://www.edx.org/search?q={query}'],
    ['mit-ocw', 'MIT OpenCourseWare', 'https://ocw.mit.edu', 'https://ocw.mit.edu/search/?q={query}'],
    ['class-central', 'Class Central', 'https://www.classcentral.com', 'https://www.classcentral.com/search?q={query}'],
    ['khan-academy', 'Khan Academy', 'https://www.khanacademy.org', 'https://www.khanacademy.org/search?page_search_query={query}'],
];

/** The catalogue (the spec's categories and prices 199, 149 and 99): [slug, title, provider, duration, hours, level, category, rating, price, description, skills]. */
const COURSES: [string, string, string, string, number, string, string, number, number, string, string[]][] = [
    ['advanced-react-patterns', 'Advanced React Patterns', 'Frontend Masters', '6 weeks', 18, 'Advanced', 'Frontend Development', 4.8, 199,
        'Compound components, custom hooks, state reducers and performance patterns for large React applications.', ['React', 'JavaScript', 'TypeScript']],
    ['system-design-fundamentals', 'System Design Fundamentals', 'Educative', '8 weeks', 24, 'Intermediate', 'System Design', 4.7, 149,
        'Scalability, caching, load balancing, data partitioning and the trade-offs behind large systems.', ['System Design', 'Distributed Systems', 'Caching']],
    ['aws-cloud-practitioner', 'AWS Cloud Practitioner Essentials', 'AWS Training', '4 weeks', 12, 'Beginner', 'Cloud Computing', 4.6, 99,
        'Core AWS services, pricing, security and the shared responsibility model; prepares for the Cloud Practitioner exam.', ['AWS', 'Cloud Computing']],
    ['data-science-python', 'Data Science with Python', 'DataCamp', '10 weeks', 30, 'Intermediate', 'Data Science', 4.7, 149,
        'Data wrangling with pandas, statistics, visualisation and a first look at machine learning.', ['Python', 'Pandas', 'Statistics']],
    ['modern-css-layouts', 'Modern CSS Layouts', 'Frontend Masters', '3 weeks', 8, 'Beginner', 'Frontend Development', 4.5, 99,
        'Flexbox, grid, responsive design and accessible layouts that work on every screen.', ['CSS', 'HTML', 'Responsive Design']],
    ['kubernetes-for-developers', 'Kubernetes for Developers', 'Linux Foundation', '6 weeks', 20, 'Intermediate', 'Cloud Computing', 4.6, 199,
        'Containers, deployments, services and configuration: running applications on Kubernetes.', ['Kubernetes', 'Docker']],
    ['sql-for-data-analysis', 'SQL for Data Analysis', 'Mode', '4 weeks', 10, 'Beginner', 'Data Science', 4.6, 99,
        'Querying, joining, aggregating and window functions for answering business questions.', ['SQL', 'Data Analysis']],
    ['designing-scalable-apis', 'Designing Scalable APIs', 'Educative', '5 weeks', 15, 'Advanced', 'System Design', 4.5, 149,
        'REST and event-driven APIs, versioning, rate limiting and microservice boundaries.', ['REST APIs', 'Microservices']],
];

/** Three fixed learning paths: [slug, title, description, course slugs]. */
const PATHS: [string, string, string, string[]][] = [
    ['frontend-engineer', 'Frontend Engineer', 'From modern CSS layouts to advanced React patterns.', ['modern-css-layouts', 'advanced-react-patterns']],
    ['cloud-architect', 'Cloud Architect', 'Cloud foundations, containers and the design of systems that scale.', ['aws-cloud-practitioner', 'kubernetes-for-developers', 'system-design-fundamentals']],
    ['data-analyst', 'Data Analyst', 'SQL first, then Python for data science.', ['sql-for-data-analysis', 'data-science-python']],
];
