import { extractPosting, extractResume } from './extract';
import { parseSkillItems } from './resume-sections';
import { skillMatcher } from './skills';

describe('skills from the O*NET/ESCO vocabulary', () => {
  const names = (text: string, listed = false) =>
    skillMatcher()
      .find(text, { listed })
      .map((s) => s.name);

  it('meets one skill under one name whatever the word forms', () => {
    const a = names('Reconciled accounts for 14 entities');
    const b = names('Prepared account reconciliations monthly');
    expect(a.length).toBeGreaterThan(0);
    expect(a).toEqual(b);
  });

  it('keeps products named by ordinary words to their written name', () => {
    expect(names('Closed the books in Sage 100 and QuickBooks')).toEqual(expect.arrayContaining(['QuickBooks']));
    expect(names('She gave sage advice to every new graduate')).toEqual([]);
  });

  it('counts a field only in a list of skills, not where a text mentions it', () => {
    expect(names('Worked with the marketing and sales teams')).not.toEqual(expect.arrayContaining(['Marketing']));
    expect(names('Marketing, Sales', true)).toEqual(['Marketing', 'Sales']);
  });

  it('separates soft skills and languages from hard skills and tools', () => {
    const r = extractResume('SKILLS\nTechnical: Python, SQL, Tableau\nSoft skills: leadership, communication\nLanguages: Spanish (fluent), Tagalog (conversational)\n');
    expect(r.skills).toEqual(expect.arrayContaining(['Python', 'SQL', 'Tableau']));
    expect(r.skills).not.toEqual(expect.arrayContaining(['Leadership', 'Spanish']));
    expect(r.soft_skills.map((s) => s.toLowerCase())).toEqual(expect.arrayContaining(['leadership', 'communication']));
    expect(r.languages).toEqual(['Spanish', 'Tagalog']);
  });
});

describe('skills lists', () => {
  const items = (line: string) => parseSkillItems([line]).map((i) => i.name);

  it('opens a parenthesised group instead of cutting it at its commas', () => {
    expect(items('EHR systems (Epic, Cerner, MEDITECH), wound care')).toEqual(['Epic', 'Cerner', 'MEDITECH', 'Wound Care']);
    expect(items('Excel (pivot tables, VLOOKUP)')).toEqual(expect.arrayContaining(['Excel', 'Pivot Tables', 'VLOOKUP']));
  });

  it('splits slash lists but keeps CI/CD and A/B testing whole', () => {
    expect(items('Figma/Sketch/Adobe XD')).toHaveLength(3);
    expect(items('CI/CD, A/B testing')).toHaveLength(2);
  });
});

describe('postings', () => {
  it('tells required from nice-to-have skills by heading and by wording', () => {
    const p = extractPosting(
      [
        'Data Analyst',
        'About us',
        'We love Kubernetes.',
        'Requirements',
        '• 3+ years of SQL and Python',
        '• Tableau is a plus',
        'Nice to have',
        '• Experience with Snowflake',
      ].join('\n'),
    );
    expect(p.required).toEqual(expect.arrayContaining(['SQL', 'Python']));
    expect(p.nice_to_have).toEqual(expect.arrayContaining(['Tableau', 'Snowflake']));
    expect([...p.required, ...p.nice_to_have]).not.toContain('Kubernetes');
  });
});
