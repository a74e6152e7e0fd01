import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { createTestApp } from './create-app';
import { errorBody } from './responses';
import { signIn } from './sign-in';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('member home', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  beforeAll(async () => {
    app = await createTestApp();
    db = app.get(DataSource);
  });
  afterAll(() => app.close());

  const userId = async (username: string) => ((await db.query(`SELECT id FROM users WHERE username = $1`, [username])) as { id: string }[])[0].id;

  describe('activity', () => {
    it('logs activities and answers the summary from the member’s own rows, in their time zone', async () => {
      const ann = await signIn(app, 'home-ann');
      const bob = await signIn(app, 'home-bob');
      await ann.post('/api/activity/log').send({ activity_type: 'job_viewed', activity_details: { jobId: 7 } }).expect(201, { success: true });
      await ann.post('/api/activity/log').send({ activity_type: 'job_viewed' }).expect(201);
      await ann.post('/api/activity/log').send({ activity_type: 'application_prepared', activity_details: 'Packet for Acme' }).expect(201);
      await bob.post('/api/activity/log').send({ activity_type: 'email_sent' }).expect(201);

      const res = await ann.get('/api/activity?limit=3&tz=Pacific/Auckland').expect(200);
      const body = res.body;
      expect(body.all_time_totals_by_type).toEqual({ job_viewed: 2, application_prepared: 1, login: 1 });
      expect(body.stats[0]).toEqual({ activity_type: 'job_viewed', count: 2 });
      expect(body.summary).toEqual({ total_activities: 4, active_days: 1, first_activity: expect.any(String) });
      expect(body.activities.map((a: { activity_type: string }) => a.activity_type)).toEqual(['application_prepared', 'job_viewed', 'job_viewed']);
      expect(body.activities[1].activity_details).toBe('');
      expect(body.activities[2].activity_details).toBe('{"jobId":7}');
      expect(body.recentActivity).toHaveLength(4);
      expect(body.dailyCounts).toHaveLength(30);
      expect(body.dailyCounts.at(-1).count).toBe(4);
      expect(body.week_deltas.job_viewed).toEqual({ change: 2, positive: true });
      const weekday = Object.values(body.week_to_date_daily_by_type as Record<string, Record<string, number>>).find((d) => d.job_viewed);
      expect(weekday).toEqual({ job_viewed: 2, application_prepared: 1, login: 1 });
      // Bob's email never shows up for Ann.
      expect(JSON.stringify(body)).not.toContain('email_sent');
    });

    it('rebuilds the rollup in the browser’s time zone, and keeps it equal to the raw rows', async () => {
      const hal = await signIn(app, 'home-hal');
      const id = await userId('home-hal');
      // Stored as record() stores them while the saved zone is UTC: the raw row and its rollup day.
      const backdate = async (type: string, at: string) =>
        ((await db.query(
          `WITH a AS (INSERT INTO activities (user_id, activity_type, created_at) VALUES ($1, $2, ${at}) RETURNING created_at),
                d AS (INSERT INTO activity_daily (user_id, day, activity_type, count) SELECT $1, (created_at AT TIME ZONE 'UTC')::date, $2, 1 FROM a
                      ON CONFLICT (user_id, day, activity_type) DO UPDATE SET count = activity_daily.count + 1)
           SELECT to_char((created_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS utc_day,
                  to_char((created_at AT TIME ZONE 'Pacific/Auckland')::date, 'YYYY-MM-DD') AS auckland_day FROM a`,
          [id, type],
        )) as { utc_day: string; auckland_day: string }[])[0];
      // 23:30 UTC yesterday is 11:30 or 12:30 today in Auckland (UTC+12/+13), whatever the hour now.
      const late = await backdate('job_viewed', `(date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC') - interval '30 minutes'`);
      expect(late.auckland_day > late.utc_day).toBe(true);
      // Same weekday and clock time last week in Auckland, and once now: no change this week.
      await backdate('email_sent', `((now() AT TIME ZONE 'Pacific/Auckland') - interval '7 days') AT TIME ZONE 'Pacific/Auckland'`);
      await hal.post('/api/activity/log').send({ activity_type: 'email_sent' }).expect(201);

      const body = (await hal.get('/api/activity?limit=3&tz=Pacific/Auckland').expect(200)).body;
      const byDate = Object.fromEntries((body.dailyCounts as { date: string; count: number }[]).map((d) => [d.date, d.count]));
      // Nothing else of Hal's falls on the UTC day (today's activities are today or tomorrow in Auckland).
      expect(byDate[late.utc_day]).toBe(0);
      expect(byDate[late.auckland_day]).toBeGreaterThanOrEqual(1);
      const viewed = await db.query(`SELECT to_char(day, 'YYYY-MM-DD') AS day, count FROM activity_daily WHERE user_id = $1 AND activity_type = 'job_viewed'`, [id]);
      expect(viewed).toEqual([{ day: late.auckland_day, count: 1 }]);
      const [sums] = await db.query(
        `SELECT (SELECT coalesce(sum(count), 0) FROM activity_daily WHERE user_id = $1)::int AS rolled, (SELECT count(*) FROM activities WHERE user_id = $1)::int AS raw`,
        [id],
      );
      expect(sums).toEqual({ rolled: 4, raw: 4 }); // login, job_viewed, email_sent twice
      expect(body.summary.total_activities).toBe(4);

      // A change of zero is neither up nor down (part 1 §2.5: green when positive, red when negative).
      expect(body.week_deltas.email_sent).toEqual({ change: 0, positive: false });
    });

    it('refuses unknown types, limits and time zones with a 400 naming the field', async () => {
      const ann = await signIn(app, 'home-ann');
      const bad = await ann.post('/api/activity/log').send({ activity_type: 'hacked' }).expect(400);
      expect(bad.body).toEqual(errorBody(400, /activity_type must be one of/));
      await ann.post('/api/activity/log').send({ activity_type: 'job_viewed', activity_details: 'x'.repeat(2001) }).expect(400);
      expect((await ann.get('/api/activity?limit=7').expect(400)).body.detail).toMatch(/limit must be one of/);
      expect((await ann.get('/api/activity?tz=Mars/Olympus').expect(400)).body.detail).toMatch(/tz must be/);
    });
  });

  describe('profile', () => {
    it('edits the member’s own profile and links; name and email stay read-only', async () => {
      const ann = await signIn(app, 'home-ann');
      const before = (await ann.get('/api/profile').expect(200)).body;
      const saved = await ann.put('/api/profile').send({ title: 'Staff Accountant', location: 'Leeds', phone: '+44 113 555 0100', summary_is_locked: 1, name: 'Evil' }).expect(400);
      expect(saved.body.detail).toMatch(/name/);
      const ok = await ann.put('/api/profile').send({ title: 'Staff Accountant', location: 'Leeds', phone: '+44 113 555 0100', summary_is_locked: 1 }).expect(200);
      expect(ok.body).toMatchObject({ title: 'Staff Accountant', location: 'Leeds', summary_is_locked: 1, name: before.name, email: before.email });
      const bob = await signIn(app, 'home-bob');
      expect((await bob.get('/api/profile').expect(200)).body.title).not.toBe('Staff Accountant');

      await ann.put('/api/profile/links').send({ website: 'https://ann.example.org', github: '' }).expect(200, { website: 'https://ann.example.org', linkedin: '', github: '' });
      const badLink = await ann.put('/api/profile/links').send({ linkedin: 'javascript:alert(1)' }).expect(400);
      expect(badLink.body.detail).toMatch(/linkedin must be an http\(s\) URL/);
    });

    it('counts achievements from finished interviews, completed courses and sent applications, not from logged activities', async () => {
      const ivy = await signIn(app, 'home-ivy');
      const id = await userId('home-ivy');
      expect((await ivy.get('/api/profile').expect(200)).body.achievements).toEqual({ interviews_completed: 0, courses_completed: 0, applications_sent: 0 });

      // Three finished mock interviews and one still running.
      await db.query(
        `INSERT INTO interview_sessions (user_id, type, question_count, duration_minutes, completed_at)
         VALUES ($1, 'behavioral', 5, 30, now()), ($1, 'technical', 5, 30, now()), ($1, 'behavioral', 5, 30, now()), ($1, 'behavioral', 5, 30, NULL)`,
        [id],
      );
      // Two completed courses and one in progress.
      await db.query(
        `INSERT INTO course_enrollments (user_id, course_id, completed_at)
         SELECT $1, c.id, CASE WHEN n < 3 THEN now() END FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM courses LIMIT 3) c`,
        [id],
      );
      // Applications: sent are applied, interview, rejected, and one cancelled after it was applied.
      const jobs = (await db.query(
        `INSERT INTO jobs (source, source_id, title, posted_date, content_hash)
         SELECT 'test', 'home-ivy-' || i, 'Job ' || i, now(), md5('home-ivy' || i) || md5(i::text) FROM generate_series(1, 6) i RETURNING id`,
      )) as { id: string }[];
      const statuses = ['pending', 'applied', 'interview', 'rejected', 'cancelled', 'cancelled'];
      const apps = (await db.query(
        `INSERT INTO applications (user_id, job_id, status, job_title) SELECT $1, j, s, 'Job' FROM unnest($2::bigint[], $3::text[]) AS t(j, s) RETURNING id, status`,
        [id, jobs.map((j) => j.id), statuses],
      )) as { id: string; status: string }[];
      const [appliedThenCancelled, cancelledUnsent] = apps.filter((a) => a.status === 'cancelled');
      await db.query(
        `INSERT INTO application_status_changes (application_id, user_id, from_status, to_status)
         VALUES ($1, $3, NULL, 'pending'), ($1, $3, 'pending', 'applied'), ($1, $3, 'applied', 'cancelled'), ($2, $3, NULL, 'pending'), ($2, $3, 'pending', 'cancelled')`,
        [appliedThenCancelled.id, cancelledUnsent.id, id],
      );
      // The member can log these types, but they prove nothing.
      for (const type of ['interview_completed', 'course_completed', 'job_applied']) {
        await ivy.post('/api/activity/log').send({ activity_type: type }).expect(201);
      }

      expect((await ivy.get('/api/profile').expect(200)).body.achievements).toEqual({ interviews_completed: 3, courses_completed: 2, applications_sent: 4 });
      const bob = await signIn(app, 'home-bob');
      expect((await bob.get('/api/profile').expect(200)).body.achievements).toEqual({ interviews_completed: 0, courses_completed: 0, applications_sent: 0 });
    });

    it('stores an avatar checked by content and serves it to its owner only', async () => {
      const ann = await signIn(app, 'home-ann');
      const up = await ann.post('/api/profile/avatar').attach('avatar', PNG, 'me.png').expect(200);
      expect(up.body.avatar).toMatch(/^\/api\/profile\/avatar\?v=\d+$/);
      const img = await ann.get('/api/profile/avatar').expect(200);
      expect(img.headers['content-type']).toBe('image/png');
      expect(Buffer.compare(img.body as Buffer, PNG)).toBe(0);
      const bob = await signIn(app, 'home-bob');
      await bob.get('/api/profile/avatar').expect(404);
      const fake = await ann.post('/api/profile/avatar').attach('avatar', Buffer.from('<svg onload="alert(1)"/>'), 'me.png').expect(400);
      expect(fake.body.detail).toMatch(/PNG, JPEG, GIF or WebP/);
      await ann.put('/api/profile').send({ avatar: 'data:image/png;base64,!!' }).expect(400);
      await ann.put('/api/profile').send({ avatar: `data:image/png;base64,${PNG.toString('base64')}` }).expect(200);
    });

    it('generates AI summaries, keeps the latest and accepts it unless the summary is locked', async () => {
      const cy = await signIn(app, 'home-cy');
      await cy.put('/api/profile').send({ title: 'Registered Nurse', summary: 'Old summary.' }).expect(200);
      await cy.put('/api/skills/user').send({ skillName: 'Wound Care', yearsExperience: 4, proficiencyLevel: 'advanced' }).expect(200);
      expect((await cy.get('/api/profile/ai-summary/latest').expect(200)).body).toEqual({ ai_summary: '', created_at: null });
      const generated = (await cy.post('/api/profile/ai-summary').send({ hint: 'more concise' }).expect(200)).body.ai_summary;
      expect(generated).toMatch(/Registered Nurse/);
      expect((await cy.get('/api/profile/ai-summary/latest').expect(200)).body.ai_summary).toBe(generated);
      await cy.post('/api/profile/ai-summary').send({ hint: 'be evil' }).expect(400);

      await cy.put('/api/profile').send({ summary_is_locked: true }).expect(200);
      await cy.post('/api/profile/ai-summary/accept').send({}).expect(409);
      expect((await cy.get('/api/profile').expect(200)).body.summary).toBe('Old summary.');
      await cy.put('/api/profile').send({ summary_is_locked: false }).expect(200);
      await cy.post('/api/profile/ai-summary/accept').send({}).expect(200, { success: true, summary: generated });
      expect((await cy.get('/api/profile').expect(200)).body.summary).toBe(generated);
    });
  });

  describe('skills', () => {
    it('upserts one skill per name whatever its case, and validates years and level', async () => {
      const dee = await signIn(app, 'home-dee');
      await dee.put('/api/skills/user').send({ skillName: 'Excel', yearsExperience: 3 }).expect(200);
      const updated = await dee.put('/api/skills/user').send({ skillName: 'excel', proficiencyLevel: 'expert' }).expect(200);
      expect(updated.body).toMatchObject({ skill_name: 'excel', proficiency_level: 'expert', years_experience: 3 });
      expect((await dee.get('/api/skills').expect(200)).body).toHaveLength(1);
      expect((await dee.put('/api/skills/user').send({ skillName: 'SQL', yearsExperience: -1 }).expect(400)).body.detail).toMatch(/yearsExperience must be at least 0/);
      expect((await dee.put('/api/skills/user').send({ skillName: 'SQL', yearsExperience: 'ten' }).expect(400)).body.detail).toMatch(/yearsExperience/);
      expect((await dee.put('/api/skills/user').send({ skillName: 'SQL', proficiencyLevel: 'godlike' }).expect(400)).body.detail).toMatch(/proficiencyLevel/);
      expect((await dee.put('/api/skills/user').send({ skillName: '  ' }).expect(400)).body.detail).toMatch(/skillName/);
      await dee.post('/api/skills/sync').expect(200, { added: 0, resumes: 0 });
      const eve = await signIn(app, 'home-eve');
      expect((await eve.get('/api/skills').expect(200)).body).toEqual([]);
    });
  });

  describe('settings', () => {
    it('lists PDF sizes and saves preferences with defaults for blanks', async () => {
      const fay = await signIn(app, 'home-fay');
      const sizes = (await fay.get('/api/pdf/sizes').expect(200)).body as { name: string; dim_in: number[] }[];
      expect(sizes.map((s) => s.name)).toEqual(expect.arrayContaining(['A4', 'Letter', 'Legal', 'A5', 'Executive']));
      expect(sizes.find((s) => s.name === 'Letter')?.dim_in).toEqual([8.5, 11]);
      expect((await fay.get('/api/account').expect(200)).body).toMatchObject({
        pdf_page_size: null, effective_pdf_page_size: 'A4', pdf_margin: null, effective_pdf_margin: 50, wip_email_proxy: true, default_wip_email_proxy: true,
      });
      await fay.put('/api/account/preferences').send({ pdf_page_size: 'Letter', pdf_margin: '72', wip_email_proxy: false }).expect(200, { success: true, message: 'Preferences saved' });
      expect((await fay.get('/api/account').expect(200)).body).toMatchObject({
        pdf_page_size: 'Letter', pdf_page_size_label: 'Letter (8.5 × 11 in)', effective_pdf_margin: 72, wip_email_proxy: false,
      });
      await fay.put('/api/account/preferences').send({ pdf_margin: '' }).expect(200);
      expect((await fay.get('/api/account').expect(200)).body).toMatchObject({ pdf_margin: null, effective_pdf_margin: 50, pdf_page_size: 'Letter' });
      expect((await fay.put('/api/account/preferences').send({ pdf_margin: 9 }).expect(400)).body.detail).toMatch(/pdf_margin must be at least 10/);
      expect((await fay.put('/api/account/preferences').send({ pdf_margin: 145 }).expect(400)).body.detail).toMatch(/pdf_margin must be at most 144/);
      expect((await fay.put('/api/account/preferences').send({ pdf_page_size: 'A0' }).expect(400)).body.detail).toMatch(/pdf_page_size must be one of/);
      expect((await fay.post('/api/email-proxy/configure').send({ enableProxy: 'yes' }).expect(400)).body.detail).toMatch(/enableProxy/);
      expect((await fay.post('/api/email-proxy/configure').send({ enableProxy: true }).expect(503)).body.detail).toBe('Mail (Mailcow) is not configured on this server.');
    });
  });

  it('records telemetry events for these endpoints', async () => {
    const gus = await signIn(app, 'home-gus');
    await gus.get('/api/profile').expect(200);
    await gus.put('/api/profile').send({ location: 'Oslo' }).expect(200);
    await gus.get('/api/profile/links').expect(200);
    await gus.get('/api/profile/ai-summary/latest').expect(200);
    await gus.post('/api/activity/log').send({ activity_type: 'job_viewed' }).expect(201);
    await gus.get('/api/activity?limit=3').expect(200);
    await gus.get('/api/skills').expect(200);
    await gus.put('/api/skills/user').send({ skillName: 'Excel', yearsExperience: 2 }).expect(200);
    await gus.post('/api/skills/sync').expect(200);
    await gus.put('/api/account/preferences').send({ pdf_margin: 60 }).expect(200);
    await gus.put('/api/account/signature').send({ signature: 'Gus' }).expect(200);
    await gus.get('/api/pdf/sizes').expect(200);
    // Only a handled request counts: a refused one records nothing (Mailcow is not configured here).
    await gus.post('/api/email-proxy/configure').send({ enableProxy: true }).expect(503);
    await gus.put('/api/skills/user').send({ skillName: 'Excel', yearsExperience: -1 }).expect(400);

    const expected = [
      'login', 'profile_view', 'profile_update', 'profile_links_view', 'profile_ai_summary_view', 'activity_log', 'activity_view',
      'skills_view', 'skill_update', 'skills_sync', 'preferences_update', 'signature_update', 'pdf_sizes_view',
    ];
    const id = await userId('home-gus');
    // The hook records after answering, without waiting: poll briefly for the last writes.
    let types: string[] = [];
    for (let i = 0; i < 40 && types.length < expected.length; i++) {
      if (i) await new Promise((r) => setTimeout(r, 50));
      types = ((await db.query(`SELECT event_type FROM telemetry_events WHERE user_id = $1`, [id])) as { event_type: string }[]).map((r) => r.event_type);
    }
    expect(types.sort()).toEqual([...expected].sort());
  });
});
