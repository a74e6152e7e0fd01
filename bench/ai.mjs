// Throughput of each built-in AI task on the test fixtures (six resumes, three job postings), in-process,
// then through the worker thread the product runs them in (start-up and per-task cost).
// Usage: npm run bench:ai [-- --seconds 1]   (builds the API first; no servers needed)
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
const root = join(import.meta.dirname, '..');
const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, arg, i, all) => (arg.startsWith('--') ? [...pairs, [arg.slice(2), all[i + 1]]] : pairs), []),
);
const seconds = Number(args.seconds ?? 1);

// The skills vocabulary (O*NET + ESCO) alone: file load and matcher build, time and memory.
{
  global.gc?.();
  const before = process.memoryUsage();
  const t0 = performance.now();
  const { skillMatcher } = require(join(root, 'dist/src/modules/ai/builtin/skills.js'));
  const matcher = skillMatcher();
  const ms = performance.now() - t0;
  global.gc?.();
  const after = process.memoryUsage();
  const mb = (n) => (n / 1024 / 1024).toFixed(0);
  console.log(
    `skills vocabulary: ${matcher.skills.length} skills loaded and compiled in ${ms.toFixed(0)} ms; heap +${mb(after.heapUsed - before.heapUsed)} MB, RSS +${mb(after.rss - before.rss)} MB${global.gc ? '' : ' (run with --expose-gc for exact heap)'}`,
  );
}

let started = performance.now();
const { BuiltinProvider } = require(join(root, 'dist/src/modules/ai/builtin/builtin.provider.js'));
const { AiTask } = require(join(root, 'dist/src/modules/ai/ai.types.js'));
const ai = new BuiltinProvider();
const fixtures = join(root, 'test/fixtures/ai');
const read = (f) => readFileSync(join(fixtures, f), 'utf8');
const resumes = readdirSync(fixtures).filter((f) => f.startsWith('resume-')).map(read);
const jobs = readdirSync(fixtures).filter((f) => f.startsWith('job-')).map((f) => ({ title: 'Engineer', company: 'Example Co', description: read(f) }));
ai.runSync(AiTask.ResumeSummary, { resumeText: resumes[0] });
console.log(`cold start (load NLP model + taxonomy, first task): ${(performance.now() - started).toFixed(0)} ms`);

const tasks = {
  'profile summary': (i) => [AiTask.ProfileSummary, { profile: { title: 'Engineer', experienceYears: 5, skills: ['Go'], resumeText: resumes[i % resumes.length] }, hint: 'none' }],
  'resume summary': (i) => [AiTask.ResumeSummary, { resumeText: resumes[i % resumes.length], hint: 'quantify achievements' }],
  'skill suggestions': (i) => [AiTask.SuggestSkills, { resumeText: resumes[i % resumes.length], existing: [], max: 20 }],
  'feedback (brief)': (i) => [AiTask.Feedback, { resumeText: resumes[i % resumes.length], type: 'brief' }],
  'feedback (full)': (i) => [AiTask.Feedback, { resumeText: resumes[i % resumes.length], type: 'full' }],
  'cover letter': (i) => [AiTask.CoverLetter, { job: jobs[i % jobs.length], resumeText: resumes[i % resumes.length], applicantName: 'A. Member' }],
  'resume parsing': (i) => [AiTask.ParseResume, { text: resumes[i % resumes.length] }],
  'custom section': (i) => [AiTask.MapCustomSection, { sectionName: 'Extra', content: resumes[i % resumes.length].slice(0, 600), target: 'experience' }],
  'job posting': (i) => [AiTask.ParseJobPosting, { description: jobs[i % jobs.length].description }],
  'program category': (i) => [AiTask.CategorizeProgram, { title: 'Introduction to Kubernetes', description: jobs[i % jobs.length].description }],
};

console.log(`\n${'task'.padEnd(18)} ${'tasks/s'.padStart(8)} ${'mean ms'.padStart(8)} ${'p99 ms'.padStart(8)}   (${seconds} s each, ${resumes.length} resumes, ${jobs.length} jobs)`);
for (const [name, make] of Object.entries(tasks)) {
  const times = [];
  started = performance.now();
  for (let i = 0; performance.now() - started < seconds * 1000; i++) {
    const [task, input] = make(i);
    const t = performance.now();
    ai.runSync(task, input);
    times.push(performance.now() - t);
  }
  const total = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  const p99 = times[Math.min(times.length - 1, Math.floor(times.length * 0.99))];
  console.log(`${name.padEnd(18)} ${(times.length / total).toFixed(0).padStart(8)} ${mean.toFixed(2).padStart(8)} ${p99.toFixed(2).padStart(8)}`);
}

// The same engine as the product runs it: in its worker thread (builtin-pool.ts), one task at a time.
{
  const { BuiltinPool } = require(join(root, 'dist/src/modules/ai/builtin/builtin-pool.js'));
  const pool = new BuiltinPool(60_000);
  let t = performance.now();
  await pool.run(AiTask.ParseResume, { text: resumes[0] });
  console.log(`\nworker thread: started and loaded, first answer in ${(performance.now() - t).toFixed(0)} ms`);
  for (const name of ['resume parsing', 'feedback (full)']) {
    const times = [];
    started = performance.now();
    for (let i = 0; performance.now() - started < seconds * 1000; i++) {
      const [task, input] = tasks[name](i);
      t = performance.now();
      await pool.run(task, input);
      times.push(performance.now() - t);
    }
    const total = (performance.now() - started) / 1000;
    times.sort((a, b) => a - b);
    const mean = times.reduce((a, b) => a + b, 0) / times.length;
    const p99 = times[Math.min(times.length - 1, Math.floor(times.length * 0.99))];
    console.log(`${`${name}, in worker`.padEnd(28)} ${(times.length / total).toFixed(0).padStart(8)}/s mean ${mean.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms`);
  }
  await pool.close();
}
