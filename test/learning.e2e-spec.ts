import { copyFileSync, cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import type { CollectedJob } from '../src/modules/jobs/sources/job-source';
import { createTestAppWithEnv } from './create-app';
import { type SearxngServer, startSearxng } from './fakes/searxng-server';
import { startTrainingSite, type TrainingSite, TRAINING_PATHS } from './fakes/training-site';
import { signIn } from './sign-in';

type Agent = Awaited<ReturnType<typeof signIn>>;
interface Choice {
  id: number;
  label_md: string;
  is_correct?: boolean;
}
interface Question {
  id: number;
  multi: boolean;
  choices: Choice[];
  explanation_md: string | null;
}

const job = (n: number, required: string[]): CollectedJob => ({
  source: 'learning-test',
  sourceId: `l-${n}`,
  title: `Cloud Data Engineer ${n}`,
  company: `Nimbus ${n}`,
  location: 'Remote',
  jobType: 'full-time',
  remote: true,
  description: `We move data to the cloud.\n\nRequirements\n${required.map((s) => `- ${s}`).join('\n')}\n\nPosting ${n}.`,
  descriptionHtml: null,
  url: `https://jobs.example/l-${n}`,
  postedAt: new Date(),
  salaryMin: null,
  salaryMax: null,
  salaryCurrency: null,
  category: null,
  companyWebsite: null,
  contactEmail: null,
  feedTitle: null,
});

describe('learning: quizzes, interviews, catalogue, training search, skill gap', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let repo: string;
  let outside: string;
  let site: TrainingSite;
  let searxng: SearxngServer;
  let ann: Agent;
  let bob: Agent;
  let jobIds: string[];

  beforeAll(async () => {
    // A quiz repository of our own: three sample topics, the broken fixture, and symlinks out of it.
    repo = mkdtempSync(join(tmpdir(), 'waypoint-quizzes-'));
    cpSync('content/quizzes/javascript', join(repo, 'javascript'), { recursive: true });
    cpSync('content/quizzes/git', join(repo, 'git'), { recursive: true });
    cpSync('content/quizzes/sql', join(repo, 'sql'), { recursive: true });
    cpSync('test/fixtures/quizzes/broken', join(repo, 'broken'), { recursive: true });
    symlinkSync(join(process.cwd(), 'package.json'), join(repo, 'broken', 'escape.md'));
    // A real image outside the repository, reachable through a symlink that looks like a quiz image.
    outside = mkdtempSync(join(tmpdir(), 'waypoint-outside-'));
    copyFileSync('content/quizzes/git/images/branch-diagram.png', join(outside, 'secret.png'));
    symlinkSync(join(outside, 'secret.png'), join(repo, 'broken', 'escape.png'));
    symlinkSync(join(repo, 'git', 'images', 'branch-diagram.png'), join(repo, 'broken', 'inside.png'));
    site = await startTrainingSite();
    searxng = await startSearxng(() => [
      { url: `${site.url}${TRAINING_PATHS.python}`, title: 'Intro to Python', content: 'A free course' },
      { url: `${site.url}${TRAINING_PATHS.insider}`, title: 'Insider', content: 'robots.txt forbids this one' },
    ]);
    app = await createTestAppWithEnv(
      { QUEUE_PREFIX: `${process.env.QUEUE_PREFIX}-learning`, QUIZ_REPO_ROOT: repo, SEARXNG_URL: searxng.url, CRAWL_PAGE_TIMEOUT_MS: '1500' },
      async (isolated) => {
        const { DataSource: IsolatedDataSource } = await import('typeorm');
        db = isolated.get(IsolatedDataSource) as unknown as DataSource;
        const { JobStore } = await import('../src/modules/jobs/job-store.service');
        jobIds = (await isolated.get(JobStore).store([job(1, ['AWS', 'SQL', 'Python']), job(2, ['AWS', 'Terraform'])])).ids;
      },
    );
    await db.query(`UPDATE training_platforms SET enabled = false`);
    await db.query(`INSERT INTO training_platforms (name, display_name, base_url, search_url) VALUES ('fixture', 'Fixture Academy', $1, $2)`, [
      site.url,
      `${site.url}/catalog?q={query}`,
    ]);
    ann = await signIn(app, 'learn-ann');
    bob = await signIn(app, 'learn-bob');
  });

  afterAll(async () => {
    await db.query(`DELETE FROM training_platforms WHERE name = 'fixture'`);
    await db.query(`UPDATE training_platforms SET enabled = true`);
    await app.close();
    await site.close();
    await searxng.close();
    rmSync(repo, { recursive: true, force: true });
    rmSync(outside, { recursive: true, force: true });
  });

  const correctIds = async (questionId: number): Promise<number[]> =>
    (await db.query<{ id: number }[]>(`SELECT id FROM quiz_choices WHERE question_id = $1 AND is_correct ORDER BY id`, [questionId])).map((r) => r.id);

  describe('quiz repository', () => {
    it('lists the local topics without signing in', async () => {
      const res = await request(app.getHttpServer()).get('/api/quiz/topics/local').expect(200);
      expect(res.body.root).toBe(repo);
      const technical = res.body.topics.filter((t: { kind: string }) => t.kind === 'technical');
      expect(technical.map((t: { topic_slug: string }) => t.topic_slug)).toEqual(['broken', 'git', 'javascript', 'sql']);
      expect(technical.find((t: { topic_slug: string }) => t.topic_slug === 'javascript')).toMatchObject({ file: 'javascript/javascript-quiz.md', cached: false });
      expect(res.body.topics.some((t: { kind: string }) => t.kind === 'industry')).toBe(true);
    });

    it('imports a file with broken questions: each reported by line, the rest imported, once', async () => {
      const first = await ann.post('/api/quiz/import-local').send({ topic_slug: 'broken', topic_name: 'Broken', local_file: 'broken/broken-quiz.md' }).expect(200);
      expect(first.body).toMatchObject({ imported: true, question_count: 4 });
      expect(first.body.problems).toEqual([
        { line: 25, message: expect.stringMatching(/Q3 has no choices/) },
        { line: 42, message: expect.stringMatching(/Q5/) },
      ]);
      const again = await ann.post('/api/quiz/import-local').send({ topic_slug: 'broken', topic_name: 'Broken', local_file: 'broken/broken-quiz.md' }).expect(200);
      expect(again.body).toMatchObject({ imported: false, slug: first.body.slug, question_count: 4 });
      const [{ n }] = await db.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM quizzes WHERE topic_slug = 'broken'`);
      expect(n).toBe(1);
      const local = await request(app.getHttpServer()).get('/api/quiz/topics/local').expect(200);
      expect(local.body.topics.find((t: { topic_slug: string }) => t.topic_slug === 'broken').cached).toBe(true);
    });

    it('reads nothing outside the repository', async () => {
      const tryImport = (local_file: string, topic_slug = 'broken') => ann.post('/api/quiz/import-local').send({ topic_slug, topic_name: 'X', local_file });
      await tryImport('../../package.json').expect(404);
      await tryImport('broken/../../etc/passwd.md').expect(404);
      await tryImport('javascript/javascript-quiz.md').expect(404);
      await tryImport('broken/escape.md').expect(404);
      expect((await tryImport('broken/broken-quiz.md', '../etc').expect(400)).body.detail).toMatch(/topic_slug/);
      await request(app.getHttpServer()).post('/api/quiz/import-local').send({ topic_slug: 'broken', topic_name: 'B', local_file: 'broken/broken-quiz.md' }).expect(401);
    });

    it('serves quiz images, and only images inside the repositories', async () => {
      const png = await request(app.getHttpServer()).get('/quiz-assets/git/images/branch-diagram.png').expect(200);
      expect(png.headers['content-type']).toBe('image/png');
      await request(app.getHttpServer()).get('/quiz-assets/git/git-quiz.md').expect(404);
      await request(app.getHttpServer()).get('/quiz-assets/git/..%2F..%2Fpackage.json').expect(404);
      // A symlink whose target is outside the repository is not followed; one that stays inside is.
      await request(app.getHttpServer()).get('/quiz-assets/broken/escape.png').expect(404);
      await request(app.getHttpServer()).head('/quiz-assets/broken/escape.png').expect(404);
      expect((await request(app.getHttpServer()).get('/quiz-assets/broken/inside.png').expect(200)).headers['content-type']).toBe('image/png');
    });
  });

  describe('quiz sessions', () => {
    let questions: Question[];
    let quizSlug: string;
    let sessionId: string;

    it('gives ten random questions of a topic (importing it on first use), without the answers', async () => {
      const res = await ann.get('/api/quiz/javascript/random10').expect(200);
      expect(res.body.quiz.topic_slug).toBe('javascript');
      expect(res.body.questions).toHaveLength(10);
      for (const q of res.body.questions) {
        expect(q.explanation_md).toBeNull();
        for (const c of q.choices) expect(c).not.toHaveProperty('is_correct');
      }
      questions = res.body.questions;
      quizSlug = res.body.quiz.slug;
      expect((await ann.get('/api/quiz/javascript/latest').expect(200)).body.slug).toBe(quizSlug);
      expect((await ann.get(`/api/quiz/${quizSlug}/questions?limit=3`).expect(200)).body.questions).toHaveLength(3);
      await ann.get('/api/quiz/nothing-here/latest').expect(404);
      expect((await ann.get(`/api/quiz/${quizSlug}/questions?limit=500`).expect(400)).body.detail).toMatch(/limit/);
    });

    it('starts a session and logs skill_updated', async () => {
      const res = await ann
        .post('/api/quiz/session/start')
        .send({ topic_slug: 'javascript', quiz_slug: quizSlug, score_total: 10, question_ids: questions.map((q) => q.id) })
        .expect(201);
      sessionId = res.body.id;
      expect(res.body.score_total).toBe(10);
      const [activity] = await db.query(`SELECT activity_details FROM activities a JOIN users u ON u.id = a.user_id WHERE u.username = 'learn-ann' AND activity_type = 'skill_updated'`);
      expect(JSON.parse(activity.activity_details)).toMatchObject({ topic_slug: 'javascript', quiz_slug: quizSlug });
    });

    it('judges answers itself: right only when the selected set equals the correct set', async () => {
      const single = questions.find((q) => !q.multi)!;
      const right = await correctIds(single.id);
      const wrongChoice = single.choices.find((c) => !right.includes(c.id))!;
      expect((await ann.post(`/api/quiz/session/${sessionId}/answer`).send({ question_id: single.id, selected_choice_ids: [right[0], wrongChoice.id] }).expect(400)).body.detail).toMatch(/one choice/);
      const ok = await ann.post(`/api/quiz/session/${sessionId}/answer`).send({ question_id: single.id, selected_choice_ids: right }).expect(200);
      expect(ok.body).toMatchObject({ is_correct: true, score_correct: 1 });
      expect(ok.body.explanation_md).toEqual(expect.any(String));
      await ann.post(`/api/quiz/session/${sessionId}/answer`).send({ question_id: single.id, selected_choice_ids: right }).expect(409);
    });

    it('judges a multi-correct question right for exactly its correct set, wrong for a subset or a superset', async () => {
      const [multi] = await db.query<{ id: number }[]>(
        `SELECT q.id FROM quiz_questions q JOIN quizzes z ON z.id = q.quiz_id
         WHERE z.slug = $1 AND q.multi
           AND (SELECT count(*) FROM quiz_choices c WHERE c.question_id = q.id AND c.is_correct) >= 2
           AND EXISTS (SELECT 1 FROM quiz_choices c WHERE c.question_id = q.id AND NOT c.is_correct)
         ORDER BY q.number_in_source LIMIT 1`,
        [quizSlug],
      );
      expect(multi).toBeDefined();
      const right = await correctIds(multi.id);
      const [{ id: wrong }] = await db.query<{ id: number }[]>(`SELECT id FROM quiz_choices WHERE question_id = $1 AND NOT is_correct LIMIT 1`, [multi.id]);
      // Each answer in a session of its own: a question is answered once per session. The client's is_correct is ignored.
      const answer = async (selected: number[]) => {
        const session = await ann
          .post('/api/quiz/session/start')
          .send({ topic_slug: 'javascript', quiz_slug: quizSlug, score_total: 1, question_ids: [multi.id] })
          .expect(201);
        return (await ann.post(`/api/quiz/session/${session.body.id}/answer`).send({ question_id: multi.id, selected_choice_ids: selected, is_correct: true }).expect(200)).body;
      };
      expect(await answer(right.slice(1))).toMatchObject({ is_correct: false, correct_choice_ids: right, score_correct: 0 });
      expect(await answer([...right, wrong])).toMatchObject({ is_correct: false, correct_choice_ids: right, score_correct: 0 });
      expect(await answer([...right].reverse())).toMatchObject({ is_correct: true, correct_choice_ids: right, score_correct: 1 });
    });

    it('refuses what does not belong to the session', async () => {
      const other = questions.find((q) => q.choices.length)!;
      const stranger = questions.filter((q) => q.id !== other.id).at(-1)!;
      expect((await ann.post(`/api/quiz/session/${sessionId}/answer`).send({ question_id: other.id, selected_choice_ids: [stranger.choices[0].id] }).expect(400)).body.detail).toMatch(/selected_choice_ids/);
      expect((await ann.post(`/api/quiz/session/${sessionId}/answer`).send({ question_id: 999999, selected_choice_ids: [1] }).expect(400)).body.detail).toMatch(/question_id/);
      expect((await ann.post(`/api/quiz/session/${sessionId}/answer`).send({ question_id: other.id, selected_choice_ids: [] }).expect(400)).body.detail).toMatch(/selected_choice_ids/);
      await bob.post(`/api/quiz/session/${sessionId}/answer`).send({ question_id: other.id, selected_choice_ids: [other.choices[0].id] }).expect(404);
      await bob.get(`/api/quiz/session/${sessionId}`).expect(404);
      await ann.get('/api/quiz/session/not-a-uuid').expect(404);
    });

    it('scores nothing for an answer shown before it was given', async () => {
      const answered = new Set((await db.query<{ question_id: number }[]>(`SELECT question_id FROM quiz_answers WHERE session_id = $1`, [sessionId])).map((r) => r.question_id));
      const next = questions.find((q) => !answered.has(q.id))!;
      const shown = await ann.post(`/api/quiz/session/${sessionId}/reveal`).send({ question_id: next.id }).expect(200);
      expect(shown.body.correct_choice_ids).toEqual(await correctIds(next.id));
      const res = await ann.post(`/api/quiz/session/${sessionId}/answer`).send({ question_id: next.id, selected_choice_ids: shown.body.correct_choice_ids }).expect(200);
      expect(res.body).toMatchObject({ is_correct: true, score_correct: 1 });
    });

    it('completes with the server’s score (once) and logs skill_added', async () => {
      const done = await ann.post(`/api/quiz/session/${sessionId}/complete`).send({ score_correct: 10, duration_ms: 61_000 }).expect(200);
      expect(done.body).toMatchObject({ score_correct: 1, score_total: 10, percent: 10, duration_ms: 61_000 });
      await ann.post(`/api/quiz/session/${sessionId}/complete`).send({ score_correct: 10, duration_ms: 1 }).expect(200);
      const added = await db.query(`SELECT 1 FROM activities a JOIN users u ON u.id = a.user_id WHERE u.username = 'learn-ann' AND activity_type = 'skill_added'`);
      expect(added).toHaveLength(1);
      const review = await ann.get(`/api/quiz/session/${sessionId}`).expect(200);
      expect(review.body.questions).toHaveLength(10);
      expect(review.body.questions.every((q: Question) => q.choices.every((c) => typeof c.is_correct === 'boolean'))).toBe(true);
      await ann.post(`/api/quiz/session/${sessionId}/answer`).send({ question_id: questions[9].id, selected_choice_ids: [questions[9].choices[0].id] }).expect(409);
    });
  });

  describe('mock interviews', () => {
    it('runs a behavioural interview to the end and counts it in the landing stats', async () => {
      const started = await ann.post('/api/interviews').send({ type: 'behavioral', duration_minutes: 30, question_count: 4 }).expect(201);
      expect(started.body.questions).toHaveLength(4);
      expect(started.body.questions[0]).toEqual({ id: expect.any(String), question: expect.any(String), category: expect.any(String), difficulty: expect.any(String), guidance: expect.any(String) });
      await ann.put(`/api/interviews/${started.body.id}/progress`).send({ position: 2, elapsed_seconds: 300 }).expect(200);
      const continued = await ann.get(`/api/interviews/${started.body.id}`).expect(200);
      expect(continued.body).toMatchObject({ position: 2, elapsed_seconds: 300, completed: false });
      const finished = await ann.post(`/api/interviews/${started.body.id}/finish`).send({ position: 4, elapsed_seconds: 600 }).expect(200);
      expect(finished.body).toMatchObject({ completed: true, score: 100 });
      const landing = await ann.get('/api/interviews').expect(200);
      expect(landing.body.stats).toMatchObject({ total_sessions: 1, completed_sessions: 1, average_score: 100, practice_minutes: 10 });
      expect(landing.body.recent[0].id).toBe(started.body.id);
      await bob.get(`/api/interviews/${started.body.id}`).expect(404);
      expect((await bob.get('/api/interviews').expect(200)).body.stats.total_sessions).toBe(0);
    });

    it('runs an industry quiz interview on its quiz session and refuses a mismatched one', async () => {
      const quiz = await ann.get('/api/quiz/healthcare/random10').expect(200);
      const ids = quiz.body.questions.map((q: Question) => q.id);
      const session = await ann.post('/api/quiz/session/start').send({ topic_slug: 'healthcare', quiz_slug: quiz.body.quiz.slug, score_total: ids.length, question_ids: ids }).expect(201);
      expect((await ann.post('/api/interviews').send({ type: 'technical', duration_minutes: 45, quiz_session_id: session.body.id }).expect(400)).body.detail).toMatch(/quiz_session_id/);
      await bob.post('/api/interviews').send({ type: 'industry-specific', duration_minutes: 45, quiz_session_id: session.body.id }).expect(404);
      const started = await ann.post('/api/interviews').send({ type: 'industry-specific', duration_minutes: 45, quiz_session_id: session.body.id }).expect(201);
      expect(started.body).toMatchObject({ topic_slug: 'healthcare', question_count: ids.length });
      const first = quiz.body.questions[0] as Question;
      await ann.post(`/api/quiz/session/${session.body.id}/answer`).send({ question_id: first.id, selected_choice_ids: await correctIds(first.id) }).expect(200);
      const finished = await ann.post(`/api/interviews/${started.body.id}/finish`).send({ position: 1, elapsed_seconds: 90 }).expect(200);
      expect(finished.body).toMatchObject({ completed: true, score: Math.round(100 / ids.length) });
      const review = await ann.get(`/api/interviews/${started.body.id}`).expect(200);
      expect(review.body.quiz.completed_at).not.toBeNull();
      expect((await ann.post('/api/interviews').send({ type: 'panel', duration_minutes: 45 }).expect(400)).body.detail).toMatch(/type/);
    });
  });

  describe('training catalogue', () => {
    it('shows the catalogue with the spec’s categories and prices, and stats from the member’s enrolments', async () => {
      const res = await ann.get('/api/training/catalogue').expect(200);
      expect(res.body.categories).toEqual(expect.arrayContaining(['Frontend Development', 'System Design', 'Cloud Computing', 'Data Science']));
      expect(res.body.courses.map((c: { price: number }) => c.price)).toEqual(expect.arrayContaining([199, 149, 99]));
      expect(res.body.paths).toHaveLength(3);
      expect(res.body.stats).toEqual({ enrolled: 0, completed: 0, completion_rate: 0, hours_learned: 0 });
      const cloud = await ann.get('/api/training/catalogue?category=Cloud%20Computing').expect(200);
      expect(cloud.body.courses.every((c: { category: string }) => c.category === 'Cloud Computing')).toBe(true);
    });

    it('enrolls, completes and starts a path, logging each once', async () => {
      const { body } = await ann.get('/api/training/catalogue').expect(200);
      const aws = body.courses.find((c: { slug: string }) => c.slug === 'aws-cloud-practitioner');
      await ann.post(`/api/training/courses/${aws.id}/complete`).expect(409);
      const enrolled = await ann.post(`/api/training/courses/${aws.id}/enroll`).expect(200);
      expect(enrolled.body.course.enrolled).toBe(true);
      await ann.post(`/api/training/courses/${aws.id}/enroll`).expect(200);
      const completed = await ann.post(`/api/training/courses/${aws.id}/complete`).expect(200);
      expect(completed.body.stats).toEqual({ enrolled: 1, completed: 1, completion_rate: 100, hours_learned: aws.hours });
      const path = await ann.post('/api/training/paths/cloud-architect/start').expect(200);
      expect(path.body).toMatchObject({ enrolled: 2, path: { enrolled_count: 3, completed_count: 1 } });
      const logged = await db.query<{ activity_type: string }[]>(
        `SELECT activity_type FROM activities a JOIN users u ON u.id = a.user_id WHERE u.username = 'learn-ann' AND activity_type LIKE 'course_%'`,
      );
      expect(logged.filter((a) => a.activity_type === 'course_enrolled')).toHaveLength(3);
      expect(logged.filter((a) => a.activity_type === 'course_completed')).toHaveLength(1);
      expect((await bob.get('/api/training/catalogue').expect(200)).body.stats.enrolled).toBe(0);
      await ann.post('/api/training/courses/999999/enroll').expect(404);
      await ann.post('/api/training/paths/nope/start').expect(404);
    });
  });

  describe('training-program search', () => {
    it('answers health, domains and platforms without credentials', async () => {
      const anon = request(app.getHttpServer());
      expect((await anon.get('/api/training-search/health').expect(200)).body).toMatchObject({ service: 'training-search', database: true, searxng_configured: true });
      expect((await anon.get('/api/training-search/domains').expect(200)).body.domains).toEqual(
        expect.arrayContaining([expect.objectContaining({ name: 'data-science', display_name: 'Data Science' })]),
      );
      expect((await anon.get('/api/training-search/platforms').expect(200)).body.platforms).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'fixture', enabled: true })]));
    });

    it('builds the pages to read from SearXNG and the platforms’ catalogues', async () => {
      const anon = request(app.getHttpServer());
      expect((await anon.post('/api/training-search/crawler/search').send({}).expect(400)).body.detail).toBe('Please select a domain or enter a custom query');
      const res = await anon.post('/api/training-search/crawler/search').send({ domain: 'data-science' }).expect(200);
      expect(res.body.search_term).toBe('data science');
      expect(searxng.queries).toContain('data science course');
      expect(res.body.results.urls_to_scrape).toEqual(
        expect.arrayContaining([`${site.url}${TRAINING_PATHS.python}`, `${site.url}/catalog?q=data%20science`]),
      );
      await anon.post('/api/training-search/crawler/search').send({ domain: 'no-such-domain' }).expect(404);
    });

    it('crawls the fixture site: programs with categories, never a path robots.txt disallows', async () => {
      const urls = [`${site.url}/catalog?q=data`, `${site.url}${TRAINING_PATHS.insider}`, `${site.url}${TRAINING_PATHS.huge}`, `${site.url}${TRAINING_PATHS.slow}`];
      const res = await request(app.getHttpServer())
        .post('/api/training-search/crawler/crawl/custom')
        .send({ query: 'data', options: { urls_to_scrape: urls, wait_seconds: 25 } })
        .expect(200);
      expect(res.body.session.status).toBe('completed');
      const byPath = new Map(res.body.result.programs.map((p: { url: string }) => [new URL(p.url).pathname, p]));
      expect([...byPath.keys()].sort()).toEqual([TRAINING_PATHS.aws, TRAINING_PATHS.python, TRAINING_PATHS.ux, TRAINING_PATHS.analytics].sort());
      expect(byPath.get(TRAINING_PATHS.python)).toMatchObject({ is_free: true, difficulty_level: 'beginner', platform: 'Fixture Academy', extracted_from: 'json-ld' });
      expect(byPath.get(TRAINING_PATHS.aws)).toMatchObject({ ai_category: 'Cloud Computing', price: 49 });
      expect(byPath.get(TRAINING_PATHS.analytics)).toMatchObject({ ai_category: 'Data Science', extracted_from: 'microdata' });
      for (const p of byPath.values() as Iterable<{ ai_confidence_score: number }>) expect(p.ai_confidence_score).toBeGreaterThan(0);
      // robots.txt first, and the disallowed page never fetched, whether given directly or linked.
      expect(site.requests[0]).toBe('/robots.txt');
      expect(site.requests.some((r) => r.startsWith('/private/'))).toBe(false);
      const skipped = new Map(res.body.result.skipped.map((s: { url: string; reason: string }) => [new URL(s.url).pathname, s.reason]));
      expect(skipped.get(TRAINING_PATHS.insider)).toMatch(/robots\.txt/);
      expect(skipped.get(TRAINING_PATHS.huge)).toMatch(/larger than/);
      expect(skipped.get(TRAINING_PATHS.slow)).toMatch(/no answer within/);
    });

    it('lists, filters and counts crawled programs', async () => {
      const anon = request(app.getHttpServer());
      const all = await anon.get('/api/training-search/programs?limit=2').expect(200);
      expect(all.body.programs).toHaveLength(2);
      const next = await anon.get(`/api/training-search/programs?limit=2&cursor=${all.body.next_cursor}`).expect(200);
      expect(next.body.programs.map((p: { id: number }) => p.id)).not.toEqual(expect.arrayContaining(all.body.programs.map((p: { id: number }) => p.id)));
      expect((await anon.get('/api/training-search/programs?is_free=true').expect(200)).body.programs.every((p: { is_free: boolean }) => p.is_free)).toBe(true);
      expect((await anon.get('/api/training-search/programs?q=python').expect(200)).body.programs[0].title).toMatch(/Python/);
      await anon.get('/api/training-search/programs?difficulty=expert').expect(400);
      await anon.get(`/api/training-search/programs/${all.body.programs[0].id}`).expect(200);
      await anon.get('/api/training-search/programs/abc').expect(404);
      const stats = await anon.get('/api/training-search/stats').expect(200);
      expect(stats.body.total_programs).toBe(4);
      expect((await anon.get('/api/training-search/crawler/sessions').expect(200)).body.sessions.length).toBeGreaterThan(0);
      expect((await anon.get('/api/training-search/crawler/status').expect(200)).body.last_session.status).toBe('completed');
    });

    it('keeps crawl-all for administrators', async () => {
      await request(app.getHttpServer()).post('/api/training-search/crawler/crawl-all').expect(401);
      await ann.post('/api/training-search/crawler/crawl-all').expect(403);
    });
  });

  describe('skill-gap plan', () => {
    it('ranks the skills the jobs ask for and the member lacks, linked to programs, quizzes and courses', async () => {
      await ann.post('/api/quiz/import-local').send({ topic_slug: 'sql', topic_name: 'SQL', local_file: 'sql/sql-quiz.md' }).expect(200);
      await ann.put('/api/skills/user').send({ skillName: 'Python' }).expect(200);
      await ann.get(`/api/job/${jobIds[0]}`).expect(200);
      await ann.post('/api/applications/initiate').send({ jobId: jobIds[1] }).expect(200);
      const plan = await ann.get('/api/training/skill-gap').expect(200);
      expect(plan.body.jobs_considered).toBe(2);
      const skills = plan.body.gaps.map((g: { skill: string }) => g.skill);
      // Named as the taxonomy names them (AWS is Amazon Web Services), most demanded first.
      expect(skills[0]).toMatch(/^(AWS|Amazon Web Services)$/);
      expect(skills).toEqual(expect.arrayContaining(['SQL', 'Terraform']));
      expect(skills).not.toContain('Python');
      const aws = plan.body.gaps[0];
      expect(aws.job_count).toBe(2);
      expect(aws.programs.map((p: { url: string }) => new URL(p.url).pathname)).toContain(TRAINING_PATHS.aws);
      expect(aws.courses.map((c: { title: string }) => c.title)).toContain('AWS Cloud Practitioner Essentials');
      // The SQL gap links the repository's SQL quiz; a skill without a quiz topic links none.
      const gap = (skill: string) => plan.body.gaps.find((g: { skill: string }) => g.skill === skill);
      expect(gap('SQL').quizzes).toEqual([expect.objectContaining({ topic_slug: 'sql' })]);
      expect(gap('Terraform').quizzes).toEqual([]);
      expect((await bob.get('/api/training/skill-gap').expect(200)).body).toEqual({ member_skill_count: 0, jobs_considered: 0, gaps: [] });
    });
  });
});
