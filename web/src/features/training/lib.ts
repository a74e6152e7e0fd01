import type { CourseStatsDto, LearningPathDto } from '../../api/training';

/** The member's course stats (enrolled, completed, completion rate, hours learned). */
export type CourseStats = CourseStatsDto;

/** "12.5h", "8h", "0h". */
export const formatHours = (hours: number): string => `${hours.toLocaleString('en-US', { maximumFractionDigits: 1 })}h`;

/** "85%". */
export const formatRate = (rate: number): string => `${Math.round(rate)}%`;

/** "★ 4.8". */
export const formatRating = (rating: number): string => `★ ${rating.toFixed(1)}`;

/** "$199", "$19.50", "Free". */
export function formatPrice(price: number): string {
  if (price <= 0) return 'Free';
  const cents = Number.isInteger(price) ? 0 : 2;
  return price.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: cents, maximumFractionDigits: cents });
}

/** Every course of the path is enrolled, so starting it again would enroll in nothing. */
export const pathStarted = (path: LearningPathDto): boolean => path.course_ids.length > 0 && path.enrolled_count >= path.course_ids.length;

export { plural } from '../../lib/plural';

/** Crawled programs are judged as the training search shows them (part 2 §9). */
export { isHighConfidence } from '../training-search/lib';

/** The category filter's value for every category; the query then sends no category. */
export const ALL_CATEGORIES = 'all';
