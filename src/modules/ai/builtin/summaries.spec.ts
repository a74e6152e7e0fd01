import { resumeSummary } from './summaries';

describe('the resume summary names only what the resume says', () => {
  const resume = [
    'Dana Cole',
    'Registered Nurse',
    '',
    'EXPERIENCE',
    'Registered Nurse, Mercy General Hospital — Sacramento, CA',
    'Jan 2019 – Present',
    '• Titrated drips for 4-6 patients per shift under BLS and ACLS protocols',
    '',
    'SKILLS',
    'BLS, ACLS, Epic, interactions',
  ].join('\n');

  it('keeps the resume’s own names, never a canonical name it does not write, nor the member’s job title', () => {
    const summary = resumeSummary(resume);
    expect(summary).toMatch(/Skilled in .*BLS/);
    expect(summary).not.toMatch(/Basic Life Support|Communication/);
    expect(summary).not.toMatch(/Skilled in [^.]*Registered Nurse/);
  });
});
