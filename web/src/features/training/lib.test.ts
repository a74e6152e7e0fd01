import { describe, expect, it } from 'vitest';
import { formatHours, formatPrice, formatRate, formatRating, pathStarted, plural } from './lib';

describe('training formatting', () => {
  it('formats prices as dollars, cents only when there are some', () => {
    expect(formatPrice(199)).toBe('$199');
    expect(formatPrice(1299)).toBe('$1,299');
    expect(formatPrice(19.5)).toBe('$19.50');
    expect(formatPrice(0)).toBe('Free');
  });

  it('formats hours, rates, ratings and counts', () => {
    expect(formatHours(12.5)).toBe('12.5h');
    expect(formatHours(8)).toBe('8h');
    expect(formatHours(0)).toBe('0h');
    expect(formatRate(85)).toBe('85%');
    expect(formatRating(4.8)).toBe('★ 4.8');
    expect(formatRating(5)).toBe('★ 5.0');
    expect(plural(1, 'course')).toBe('1 course');
    expect(plural(3, 'course')).toBe('3 courses');
  });

  it('calls a path started once every course is enrolled', () => {
    const path = { slug: 'p', title: 'P', description: '', course_ids: [1, 2], enrolled_count: 1, completed_count: 0 };
    expect(pathStarted(path)).toBe(false);
    expect(pathStarted({ ...path, enrolled_count: 2 })).toBe(true);
    expect(pathStarted({ ...path, course_ids: [], enrolled_count: 0 })).toBe(false);
  });
});
