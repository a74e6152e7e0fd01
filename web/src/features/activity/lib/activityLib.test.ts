import { describe, expect, it } from 'vitest';
import { describeDetails, INVALID_DETAILS } from './activityDetails';
import { firstActivityText } from './activityCharts';
import { activityLabel, activityLook, OTHER_LOOK } from './activityTypes';

describe('describeDetails', () => {
  it.each([
    ['Viewed Data Analyst at Acme', 'Viewed Data Analyst at Acme'],
    ['', ''],
    ['{"jobId":42}', 'Job 42'],
    ['{"status":"applied","applicationId":"a-7","jobId":"j-1"}', 'Job j-1 · Application a-7 · Status: applied'],
    ['{"jobTitle":"Data Analyst","company_name":"Acme","remote":true,"note":null}', 'Job title: Data Analyst · Company name: Acme · Remote: yes'],
    ['{"tags":["a","b"],"meta":{"source":"rss"}}', 'Tags: a, b · Meta: Source: rss'],
    ['[{"jobId":1},{"jobId":2}]', 'Job 1, Job 2'],
    ['{}', ''],
    ['{"jobId": 42', INVALID_DETAILS],
    ['[not json]', INVALID_DETAILS],
    ['  {oops}', INVALID_DETAILS],
  ])('%j reads %j', (details, expected) => {
    expect(describeDetails(details)).toBe(expected);
  });

  it('keeps the line short', () => {
    const line = describeDetails(JSON.stringify({ note: 'x'.repeat(500) }));
    expect(line).toHaveLength(140);
    expect(line.endsWith('…')).toBe(true);
  });
});

describe('activity types', () => {
  it('spaces type names and gives unknown types the neutral look', () => {
    expect(activityLabel('application_initiated')).toBe('application initiated');
    expect(activityLook('interview_scheduled').group).toBe('Interview');
    expect(activityLook('something_new')).toBe(OTHER_LOOK);
  });
});

describe('firstActivityText', () => {
  const now = new Date(2026, 10, 20, 15, 0);
  it('is Today with no activity or one from today, else the date', () => {
    expect(firstActivityText(null, now)).toBe('Today');
    expect(firstActivityText(new Date(2026, 10, 20, 8, 0).toISOString(), now)).toBe('Today');
    expect(firstActivityText(new Date(2026, 10, 1, 12, 0).toISOString(), now)).toBe('Nov 1, 2026');
  });
});
