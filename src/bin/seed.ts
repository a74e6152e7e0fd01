/** Seeds the demo data idempotently and prints the demo sign-in (scripts/start runs it). */
import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { NestFactory } from '@nestjs/core';
import { ConfigurationError, validate } from '../config/env.validation';

async function seed(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  validate(process.env);
  const { DemoModule } = await import('../modules/demo/demo.module');
  const { DemoSeedService } = await import('../modules/demo/demo-seed.service');
  const app = await NestFactory.createApplicationContext(DemoModule, { logger: ['error', 'warn'] });
  try {
    const accounts = await app.get(DemoSeedService).seed();
    // The bundled job set, so job search is useful on first start (idempotent: stored jobs are kept).
    const { JobStore } = await import('../modules/jobs/job-store.service');
    const { bundledJobs } = await import('../modules/jobs/collect/job-source.registry');
    const jobs = await app.get(JobStore).store(bundledJobs());
    if (jobs.inserted) console.log(`Seeded ${jobs.inserted} bundled jobs.`);
    // The sample quizzes and interview banks (QUIZ_REPO_ROOT, INTERVIEW_BANK_ROOT), idempotent by content.
    const { QuizLibraryService } = await import('../modules/learning/quiz/quiz-library.service');
    const quizzes = await app.get(QuizLibraryService).importAll();
    const fresh = quizzes.filter((q) => q.imported);
    if (fresh.length) console.log(`Imported ${fresh.length} quizzes (${fresh.reduce((n, q) => n + q.question_count, 0)} questions).`);
    console.log('Demo sign-in:');
    for (const a of accounts) {
      const password = a.password ?? '(unchanged; set DEMO_' + (a.role === 'admin' ? 'ADMIN' : 'MEMBER') + '_PASSWORD to reset)';
      console.log(`  ${a.role === 'admin' ? 'administrator' : 'member       '}  ${a.username} / ${password}`);
    }
  } finally {
    await app.close();
  }
}

void seed().catch((err: unknown) => {
  console.error(err instanceof ConfigurationError ? `Cannot seed. ${err.message}` : err);
  process.exit(1);
});
