import { extractPosting, extractResume } from './extract';
import { parseSkillItems } from './resume-sections';
import { isHardSkill, skillMatcher } from './skills';
import { suggestSkills } from './suggest-skills';

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

  it('meets British and American spellings of one skill', () => {
    expect(names('Colour grading in DaVinci Resolve')).toEqual(names('Color grading in DaVinci Resolve'));
    expect(names('Paediatric anaesthesia and haematology')).toEqual(names('Pediatric anesthesia and hematology'));
    expect(names('Financial modelling', true)).toEqual(names('Financial modeling', true));
    expect(names('Financial modelling', true)).not.toEqual([]);
  });

  it('keeps products named by ordinary words to their written name', () => {
    expect(names('Closed the books in Sage 100 and QuickBooks')).toEqual(expect.arrayContaining(['QuickBooks']));
    expect(names('She gave sage advice to every new graduate')).toEqual([]);
  });

  it('counts a field only in a list of skills, not where a text mentions it', () => {
    expect(names('Worked with the marketing and sales teams')).not.toEqual(expect.arrayContaining(['Marketing']));
    expect(names('Marketing, Sales', true)).toEqual(['Marketing', 'Sales']);
  });

  it('reports a skill once, under its canonical name when the text writes it, else in the text’s own words', () => {
    const r = extractResume('SKILLS\njavascript, Javascript, forklifts, manual therapy, k8s\n\nEXPERIENCE\nTherapist, Acme Ltd, 2020 - 2023\n- Ran the clinic’s Kubernetes cluster');
    // The same name in another case or a plural reads under the canonical name, once.
    expect(r.skills.filter((s) => /^javascript$/i.test(s))).toEqual(['JavaScript']);
    // A vocabulary label that is a broader thing is not what the member wrote.
    expect(r.skills).toContain('manual therapy');
    expect(r.skills).not.toContain('applied kinesiology');
    // Another name of a skill the text already states is the same skill: reported once.
    expect(r.skills.filter((s) => /^(kubernetes|k8s)$/i.test(s))).toHaveLength(1);
  });

  it('does not read a noun phrase as a verb-and-article label of another sense', () => {
    // ESCO's `map out an event` is also named `programme the event`: by stems, `program events`.
    expect(names('Planned and program events for 300 members')).not.toEqual(expect.arrayContaining(['map out an event']));
  });

  it('tells experience from experiments, and a verb from the skill it shares a stem with', () => {
    // Design of Experiments, reported as written.
    const doe = (line: string) => extractPosting(`Requirements\n- ${line}`).required.filter((s) => /design/i.test(s) && /experi/i.test(s));
    expect(doe('3+ years of product design experience with castings')).toEqual([]);
    expect(doe('Experience designing REST APIs')).toEqual([]);
    expect(doe('Designed experiments to raise yield')).toEqual(['Designed experiments']);
  });

  it('takes a field of knowledge in a sentence for a setting, in a list of skills for a skill', () => {
    expect(names('Rotations in internal medicine and acute care units')).toEqual([]);
    expect(names('Internal medicine, Pharmacology', true)).toHaveLength(2);
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

describe('credentials in postings', () => {
  it('names a credential whole and reads the acronym after it as that credential, not another skill', () => {
    const p = extractPosting(
      ['Requirements', '- Resolve claim edits in the Quarvel Code Editor (QCE) daily.', 'Nice to have', '- Fundamental Payroll Certification (FPC) or Certified Payroll Professional (CPP).', '- Fear Free Certification.', '- Familiarity with the Quarvel Code Editor (QCE).'].join('\n'),
    );
    expect(p.nice_to_have).toEqual(expect.arrayContaining(['Fundamental Payroll Certification', 'Certified Payroll Professional', 'Fear Free Certification']));
    // CPP is the payroll credential here, not C++; each acronym is its name, once, optional where the name is.
    expect([...p.required, ...p.nice_to_have]).not.toEqual(expect.arrayContaining(['C++']));
    expect([...p.required, ...p.nice_to_have].filter((s) => /^(?:CPP|FPC|QCE)$/.test(s))).toEqual([]);
  });

  it('keeps a skill written as such beside a credential whose acronym the vocabulary reads as it', () => {
    expect(extractPosting('Requirements\n- 5+ years of C++\nNice to have\n- Certified Payroll Professional (CPP)').required).toEqual(['C++']);
    const both = extractPosting('Requirements\n- Familiarity with the Quarvel Code Editor (QCE)\nNice to have\n- Resolve claim edits in QCE daily');
    expect([...both.required, ...both.nice_to_have]).toEqual(['Quarvel Code Editor']);
    const r = extractResume(['Dana Cruz', '', 'SUMMARY', 'Certified Payroll Professional (CPP) running payroll in ADP.', '', 'SKILLS', 'C++, Python'].join('\n'));
    expect(r.skills).toEqual(expect.arrayContaining(['C++', 'Python', 'Certified Payroll Professional']));
    // An acronym the vocabulary reads as itself stays: `Uniform Plumbing Code (UPC)`.
    expect(extractResume(['Sam Lee', '', 'SKILLS', 'Codes: IPC, UPC', '', 'EXPERIENCE', '- Worked under the Uniform Plumbing Code (UPC)'].join('\n')).skills).toEqual(expect.arrayContaining(['UPC']));
  });

  it('reads a credential’s acronym in a resume as the credential, not as another skill', () => {
    const r = extractResume(['Dana Cruz', 'Payroll Specialist', '', 'SUMMARY', 'Certified Payroll Professional (CPP) running multi-state payroll in ADP.'].join('\n'));
    expect(r.skills).toEqual(expect.arrayContaining(['Certified Payroll Professional', 'ADP']));
    expect(r.skills.filter((s) => /^(?:CPP|C\+\+)$/.test(s))).toEqual([]);
  });
});

describe('what a resume claims', () => {
  it('reads a skills section under the headings people write (Core Skills, Tools and methods)', () => {
    const r = extractResume('Dana Lee\nCORE SKILLS\nLog analysis\nVelociraptor\nTools and methods\nFigma, Balsamiq\n');
    expect(r.skills).toEqual(expect.arrayContaining(['Velociraptor', 'Figma', 'Balsamiq']));
    expect(r.sections).toContain('skills');
  });

  it('does not take an employer or a school for a skill the member claims', () => {
    const r = extractResume(
      'Experience\nLegal Secretary\nOcotillo Family Law Group | Tempe, AZ | 03/2016 – 05/2018\n- Answered phones for four attorneys and kept the calendar of the office up to date\n',
    );
    expect(r.skills.map((s) => s.toLowerCase())).not.toContain('family law');
  });

  it('reads certifications listed under the education without a heading of their own', () => {
    const r = extractResume('Education\nB.S. Information Technology, State University, 2017\nCompTIA Security+ (2018); GIAC Certified Incident Handler (GCIH, 2020)\n');
    expect(r.skills).toEqual(expect.arrayContaining(['CompTIA Security+']));
  });

  it('keeps two things apart that one name used to cover', () => {
    expect(names('Automated four reports with VBA macros')).toEqual(['VBA']);
    expect(names('Led incident response for the SOC')).toContain('Incident Response');
  });

  it('tells a season from the Spring framework and an Act from Act!', () => {
    expect(names('Migrated the service to Spring and Tomcat')).toContain('Spring');
    expect(names('Interned with the team in Spring 2021')).not.toContain('Spring');
    expect(names('Tracked CARES Act loan forgiveness')).toEqual([]);
  });

  it('matches reordered words only after a verb', () => {
    expect(names('Managed the backlog in Azure DevOps')).toContain('Backlog Management');
    expect(names('documented winning patterns for the design team')).not.toContain('Design Patterns');
  });
});

function names(text: string): string[] {
  return skillMatcher()
    .find(text)
    .map((s) => s.name);
}

describe('skill suggestions', () => {
  it('suggest hard skills and tools only, never the soft skills or languages the resume mentions', () => {
    const resume = [
      'Experience',
      'Analyst, Harbor Freight Lines, 2020 - Present',
      '- Built Python and SQL reports in Tableau, showing strong leadership and teamwork',
      '- Negotiated with Spanish-speaking carriers; fluent in Spanish and French',
    ].join('\n');
    const matcher = skillMatcher();
    const mentioned = matcher.find(resume);
    expect(mentioned.some((m) => !isHardSkill(m))).toBe(true);
    const names = suggestSkills(resume, [], 20).map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['Python', 'SQL', 'Tableau']));
    for (const name of names) expect(isHardSkill(matcher.lookup(name)!)).toBe(true);
  });
});

describe('vocabulary entries beside curated skills', () => {
  it('keep their own names when one of their other names is a curated skill (ESCO computer programming lists AngularJS)', () => {
    const matcher = skillMatcher();
    expect(matcher.lookup('AngularJS')?.name).toBe('Angular');
    for (const other of ['Postscript', 'CT', 'ALGOL']) expect(matcher.lookup(other)?.name).not.toBe('Angular');
  });

  it('names the tool a preposition hands the work to, not a skill whose words the phrase happens to hold', () => {
    const r = extractResume(['EXPERIENCE', 'Designer, Lumen Labs, 2020 – Present', '• Built landing pages with Optimizely and produced drawings in AutoCAD for the shop'].join('\n'));
    expect(r.skills).toEqual(expect.arrayContaining(['Optimizely', 'AutoCAD']));
    expect(r.skills.filter((s) => / (?:with|in) /.test(s))).toEqual([]);
  });
});
