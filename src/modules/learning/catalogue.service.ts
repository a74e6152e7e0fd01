import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DomainError, DomainErrorCode } from '../../core/http/domain.error';
import { ActivityService } from '../activity/activity.service';
import type { CourseDto, EnrollmentResultDto, LearningPathDto, PathStartedDto, TrainingCatalogueDto, CourseStatsDto } from './dto/catalogue.dto';
import { returnedRows } from '../../core/database/returning';

interface CourseRow extends Omit<CourseDto, 'hours' | 'rating' | 'price' | 'enrolled' | 'completed' | 'enrolled_at' | 'completed_at'> {
  hours: string;
  rating: string;
  price: string;
  enrolled_at: Date | null;
  completed_at: Date | null;
}

const COURSE_SELECT = `SELECT c.id, c.slug, c.title, c.provider, c.duration, c.hours, c.level, c.category, c.rating, c.price, c.description, c.skills,
  e.enrolled_at, e.completed_at
  FROM courses c LEFT JOIN course_enrollments e ON e.course_id = c.id AND e.user_id = $1`;

function courseDto(r: CourseRow): CourseDto {
  return {
    ...r,
    hours: Number(r.hours),
    rating: Number(r.rating),
    price: Number(r.price),
    enrolled: r.enrolled_at !== null,
    completed: r.completed_at !== null,
    enrolled_at: r.enrolled_at ? new Date(r.enrolled_at).toISOString() : null,
    completed_at: r.completed_at ? new Date(r.completed_at).toISOString() : null,
  };
}

/**
 * The training catalogue (part 2 §2.3): learning paths and courses from their tables, and the
 * member's enrolments, from which the stats are computed (not the spec's sample figures).
 */
@Injectable()
export class CatalogueService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly activity: ActivityService,
  ) {}

  async catalogue(userId: string, category?: string): Promise<TrainingCatalogueDto> {
    const filter = category && category !== 'all' ? category : null;
    const courses = await this.db.query<CourseRow[]>(`${COURSE_SELECT} WHERE ($2::text IS NULL OR c.category = $2) ORDER BY c.id`, [userId, filter]);
    const categories = await this.db.query<{ category: string }[]>(`SELECT category FROM courses GROUP BY category ORDER BY min(id)`);
    return {
      paths: await this.paths(userId),
      categories: categories.map((c) => c.category),
      courses: courses.map(courseDto),
      stats: await this.stats(userId),
    };
  }

  async stats(userId: string): Promise<CourseStatsDto> {
    const [row] = await this.db.query<{ enrolled: number; completed: number; hours: string }[]>(
      `SELECT count(*)::int AS enrolled, count(e.completed_at)::int AS completed,
              coalesce(sum(c.hours) FILTER (WHERE e.completed_at IS NOT NULL), 0) AS hours
       FROM course_enrollments e JOIN courses c ON c.id = e.course_id WHERE e.user_id = $1`,
      [userId],
    );
    return {
      enrolled: row.enrolled,
      completed: row.completed,
      completion_rate: row.enrolled ? Math.round((row.completed / row.enrolled) * 100) : 0,
      hours_learned: Math.round(Number(row.hours) * 10) / 10,
    };
  }

  /** Enroll: once per course (enrolling again changes nothing and logs nothing). */
  async enroll(userId: string, courseId: number): Promise<EnrollmentResultDto> {
    const course = await this.course(userId, courseId);
    const inserted = await this.db.query<unknown[]>(
      `INSERT INTO course_enrollments (user_id, course_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING course_id`,
      [userId, courseId],
    );
    if (inserted.length) await this.activity.record(userId, 'course_enrolled', { course: course.title, provider: course.provider });
    return { course: await this.course(userId, courseId), stats: await this.stats(userId) };
  }

  /** Marks an enrolled course complete (course_completed, once). */
  async complete(userId: string, courseId: number): Promise<EnrollmentResultDto> {
    const course = await this.course(userId, courseId);
    if (!course.enrolled) throw new DomainError(DomainErrorCode.InvalidState, 'Enroll in this course before marking it complete.');
    const updated = returnedRows(
      await this.db.query(
        `UPDATE course_enrollments SET completed_at = now() WHERE user_id = $1 AND course_id = $2 AND completed_at IS NULL RETURNING course_id`,
        [userId, courseId],
      ),
    );
    if (updated.length) await this.activity.record(userId, 'course_completed', { course: course.title, provider: course.provider });
    return { course: await this.course(userId, courseId), stats: await this.stats(userId) };
  }

  /** Start Learning Path: enrolls in each of its courses not yet enrolled. */
  async startPath(userId: string, slug: string): Promise<PathStartedDto> {
    const [path] = await this.db.query<{ id: number; course_slugs: string[] }[]>(`SELECT id, course_slugs FROM learning_paths WHERE slug = $1`, [slug]);
    if (!path) throw new DomainError(DomainErrorCode.NotFound, 'Learning path not found.');
    const courses = await this.db.query<{ id: number; title: string; provider: string }[]>(`SELECT id, title, provider FROM courses WHERE slug = ANY($1)`, [
      path.course_slugs,
    ]);
    let enrolled = 0;
    for (const c of courses) {
      const inserted = await this.db.query<unknown[]>(
        `INSERT INTO course_enrollments (user_id, course_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING course_id`,
        [userId, c.id],
      );
      if (inserted.length) {
        enrolled++;
        await this.activity.record(userId, 'course_enrolled', { course: c.title, provider: c.provider, path: slug });
      }
    }
    const paths = await this.paths(userId);
    return { path: paths.find((p) => p.slug === slug)!, enrolled, stats: await this.stats(userId) };
  }

  private async paths(userId: string): Promise<LearningPathDto[]> {
    return this.db.query<LearningPathDto[]>(
      `SELECT p.slug, p.title, p.description,
              coalesce(array_agg(c.id ORDER BY array_position(p.course_slugs, c.slug)) FILTER (WHERE c.id IS NOT NULL), '{}') AS course_ids,
              count(e.course_id)::int AS enrolled_count, count(e.completed_at)::int AS completed_count
       FROM learning_paths p LEFT JOIN courses c ON c.slug = ANY(p.course_slugs)
       LEFT JOIN course_enrollments e ON e.course_id = c.id AND e.user_id = $1
       GROUP BY p.id ORDER BY p.position, p.id`,
      [userId],
    );
  }

  private async course(userId: string, courseId: number): Promise<CourseDto> {
    const [row] = await this.db.query<CourseRow[]>(`${COURSE_SELECT} WHERE c.id = $2`, [userId, courseId]);
    if (!row) throw new DomainError(DomainErrorCode.NotFound, 'Course not found.');
    return courseDto(row);
  }
}
