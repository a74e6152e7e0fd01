import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { JobSearchService } from '../jobs/job-search.service';
import { skillKey } from '../jobs/match';
import { ProgramsService } from '../training-search/programs.service';
import type { SkillGapDto, SkillGapPlanDto } from './dto/skill-gap.dto';

const MAX_JOBS = 200;
const MAX_GAPS = 10;
const VIEW_WINDOW_DAYS = 90;

interface JobRow {
  id: string;
  title: string;
  company: string;
  weight: number;
  required_skills: string[];
  nice_skills: string[];
}

export interface Gap {
  key: string;
  skill: string;
  score: number;
  jobs: { id: string; title: string; company: string }[];
}

/**
 * Ranks the skills the member lacks by how much the jobs they care about ask for them: each job
 * they applied to weighs 2, each they viewed 1; a required skill counts whole, a nice-to-have half.
 */
export function rankGaps(memberKeys: ReadonlySet<string>, jobs: JobRow[], limit = MAX_GAPS): Gap[] {
  const gaps = new Map<string, Gap>();
  for (const job of jobs) {
    const asks = new Map<string, { name: string; weight: number }>();
    for (const [names, factor] of [
      [job.required_skills, 1],
      [job.nice_skills, 0.5],
    ] as const) {
      for (const name of names) {
        const key = skillKey(name);
        if (!key || memberKeys.has(key)) continue;
        const prior = asks.get(key);
        if (!prior || prior.weight < factor) asks.set(key, { name: prior?.name ?? name, weight: factor });
      }
    }
    for (const [key, ask] of asks) {
      const gap = gaps.get(key) ?? { key, skill: ask.name, score: 0, jobs: [] };
      gap.score += ask.weight * job.weight;
      gap.jobs.push({ id: String(job.id), title: job.title, company: job.company });
      gaps.set(key, gap);
    }
  }
  return [...gaps.values()].sort((a, b) => b.score - a.score || b.jobs.length - a.jobs.length || a.skill.localeCompare(b.skill)).slice(0, limit);
}

/** The skill-gap plan (issue 16): gaps from the jobs the member applied to or viewed, each linked to programs, quizzes and courses. */
@Injectable()
export class SkillGapService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly jobs: JobSearchService,
    private readonly programs: ProgramsService,
  ) {}

  async plan(userId: string): Promise<SkillGapPlanDto> {
    const memberKeys = await this.jobs.memberSkillKeys(userId);
    const jobs = await this.db.query<JobRow[]>(
      `WITH considered AS (
         SELECT job_id, 2 AS weight FROM applications WHERE user_id = $1
         UNION ALL
         SELECT substring(activity_details FROM '"jobId":\\s*(\\d{1,18})')::bigint, 1 FROM activities
         WHERE user_id = $1 AND activity_type = 'job_viewed' AND created_at > now() - make_interval(days => $2)
       ), weighted AS (
         SELECT job_id, max(weight) AS weight FROM considered WHERE job_id IS NOT NULL GROUP BY job_id
       )
       SELECT j.id, j.title, j.company, w.weight, j.required_skills, j.nice_skills
       FROM weighted w JOIN jobs j ON j.id = w.job_id AND (j.added_by IS NULL OR j.added_by = $1)
       ORDER BY w.weight DESC, j.posted_date DESC LIMIT $3`,
      [userId, VIEW_WINDOW_DAYS, MAX_JOBS],
    );
    const ranked = rankGaps(memberKeys, jobs);
    const topics = await this.db.query<{ topic_slug: string; topic_name: string }[]>(`SELECT DISTINCT topic_slug, topic_name FROM quizzes`);
    const courses = await this.db.query<{ id: number; title: string; provider: string; skills: string[] }[]>(`SELECT id, title, provider, skills FROM courses`);
    const gaps: SkillGapDto[] = [];
    for (const gap of ranked) {
      gaps.push({
        skill: gap.skill,
        score: gap.score,
        job_count: gap.jobs.length,
        jobs: gap.jobs.slice(0, 3),
        programs: await this.programs.forSkill(gap.skill, 3),
        quizzes: topics.filter((t) => skillKey(t.topic_name) === gap.key || skillKey(t.topic_slug.replace(/-/g, ' ')) === gap.key),
        courses: courses.filter((c) => c.skills.some((s) => skillKey(s) === gap.key)).map((c) => ({ id: c.id, title: c.title, provider: c.provider })),
      });
    }
    return { member_skill_count: memberKeys.size, jobs_considered: jobs.length, gaps };
  }
}
