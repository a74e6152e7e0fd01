import { describe, expect, it } from 'vitest';
import type { ResumeDto } from '../../../api/resumes';
import { dateRange, descriptionLines, formatModified, hintBody, safeUrl } from './format';
import { draftOf, isCurrent, moveItem, newExperience, saveBody, withCurrent } from './resumeDraft';

const resume = {
  id: 'r1',
  name: 'Data resume',
  personalInfo: { name: 'Alex', email: 'a@example.org', phone: '', location: 'Leeds', website: '', linkedin: '', github: '', summary: '' },
  experience: [
    { company: 'Acme', position: 'Analyst', location: '', start_date: '2021', end_date: '', is_current: 1 as unknown as boolean, duration: '', description: '' },
  ],
  education: [],
  certificates: [{ name: 'AWS', issuer: 'Amazon', date: '2022', url: '' }],
  skills: [],
} as unknown as ResumeDto;

describe('resume draft', () => {
  it('copies the saved resume with row keys and normalises is_current', () => {
    const draft = draftOf(resume);
    expect(draft.experience[0].is_current).toBe(true);
    expect(draft.experience[0].uid).toMatch(/^row-/);
    expect(draft.certificates[0].uid).not.toBe(draft.experience[0].uid);
  });

  it('sends personal info and the lists without row keys', () => {
    const body = saveBody(draftOf(resume));
    expect(body).toEqual({
      personalInfo: resume.personalInfo,
      experience: [{ ...resume.experience[0], is_current: true }],
      education: [],
      certificates: resume.certificates,
    });
  });

  it('leaves out a part that is not a list', () => {
    const draft = { ...draftOf(resume), education: undefined as never };
    expect(saveBody(draft)).not.toHaveProperty('education');
  });

  it('moves items and ignores moves out of range', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });

  it('Current sets is_current and clears the end date', () => {
    const job = { ...newExperience(), end_date: '2024' };
    expect(withCurrent(job, true)).toMatchObject({ is_current: true, end_date: '' });
    expect(withCurrent({ ...job, is_current: true }, false)).toMatchObject({ is_current: false });
  });

  it('reads is_current as boolean or 1/0', () => {
    expect([true, 1, '1', 'true'].map(isCurrent)).toEqual([true, true, true, true]);
    expect([false, 0, '0', '', null, undefined].map(isCurrent)).toEqual([false, false, false, false, false, false]);
  });
});

describe('resume formatting', () => {
  it('formats the last-modified date, or Unknown', () => {
    expect(formatModified('2026-11-24T12:00:00.000Z')).toBe('Nov 24, 2026');
    expect(formatModified('')).toBe('Unknown');
    expect(formatModified(null)).toBe('Unknown');
    expect(formatModified('not a date')).toBe('Unknown');
  });

  it('writes date ranges', () => {
    expect(dateRange('2021', '2023')).toBe('2021 – 2023');
    expect(dateRange('Jan 2020', '', true)).toBe('Jan 2020 – Present');
    expect(dateRange('2021', '')).toBe('2021');
    expect(dateRange('', '')).toBe('');
  });

  it('splits a description into lines without bullets', () => {
    expect(descriptionLines('- Built dashboards\n\n• Cut costs 10%\n  Led a team  ')).toEqual(['Built dashboards', 'Cut costs 10%', 'Led a team']);
    expect(descriptionLines(undefined)).toEqual([]);
  });

  it('makes only http(s) links', () => {
    expect(safeUrl('https://alex.dev')).toBe('https://alex.dev');
    expect(safeUrl('linkedin.com/in/alex')).toBe('https://linkedin.com/in/alex');
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl('  ')).toBeNull();
  });

  it('sends no hint for No hint', () => {
    expect(hintBody('')).toEqual({});
    expect(hintBody('one sentence')).toEqual({ hint: 'one sentence' });
  });
});
