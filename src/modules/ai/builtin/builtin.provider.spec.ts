import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AiTask, BRIEF_FEEDBACK_KEYS, SUMMARY_HINTS } from '../ai.types';
import { BuiltinProvider } from './builtin.provider';
import { ungroundedTokens } from './grounding';
import { skillMatcher } from './skills';

const fixture = (name: string) => readFileSync(join(__dirname, '../../../../test/fixtures/ai', name), 'utf8');
const RESUMES = [
  'resume-software-engineer.txt',
  'resume-data-scientist.txt',
  'resume-nurse-career-change.txt',
  'resume-new-grad.txt',
  'resume-designer.txt',
  'resume-minimal.txt',
];
const ai = new BuiltinProvider();


describe('built-in AI provider', () => {
  describe('skills taxonomy', () => {
    it('knows at least 500 skills and resolves aliases', () => {
      const m = skillMatcher();
      expect(m.skills.length).toBeGreaterThanOrEqual(500);
      expect(m.lookup('JS')?.name).toBe('JavaScript');
      expect(m.lookup('k8s')?.name).toBe('Kubernetes');
      expect(m.lookup('Postgres')?.name).toBe('PostgreSQL');
    });

    it('finds skills present in the text and not skills that are absent', () => {
      const found = skillMatcher()
        .find('Shipped services on k8s with JS, ReactJS and Postgres. Go to market planning with the sales team.')
        .map((s) => s.name);
      expect(found).toEqual(expect.arrayContaining(['Kubernetes', 'JavaScript', 'React', 'PostgreSQL']));
      // A field mentioned in passing (the sales team) is not a skill; in a list of skills it is.
      expect(found).not.toContain('Sales');
      expect(skillMatcher().find('Sales, Marketing', { listed: true }).map((s) => s.name)).toEqual(['Sales', 'Marketing']);
      expect(found).not.toContain('Go');
      expect(found).not.toContain('Java');
      expect(
        skillMatcher()
          .find('Java and JavaScript; React Native')
          .map((s) => s.name),
      ).toEqual(['Java', 'JavaScript', 'React Native']);
      expect(
        skillMatcher()
          .find('We excel at Spring 2020 planning')
          .map((s) => s.name),
      ).toEqual([]);
    });
  });

  describe('resume parsing into six sections', () => {
    it('reads header, summary, experience, education, skills and certifications of a classic resume', () => {
      const r = ai.runSync(AiTask.ParseResume, {
        text: fixture('resume-software-engineer.txt'),
      });
      expect(r.header).toMatchObject({
        name: 'Maya Okafor',
        email: 'maya.okafor@example.com',
        phone: '(415) 555-0182',
        location: 'San Francisco, CA',
      });
      expect(r.header.links).toEqual(['github.com/mayaokafor', 'linkedin.com/in/mayaokafor']);
      expect(r.summary).toMatch(/^Full-stack engineer with eight years/);
      expect(r.experience.map((e) => [e.position, e.company, e.start_date, e.end_date, e.is_current])).toEqual([
        ['Senior Software Engineer', 'Brightline Payments', 'Mar 2021', '', true],
        ['Software Engineer', 'Northwind Commerce', 'Jun 2017', 'Feb 2021', false],
      ]);
      expect(r.experience[0].description.split('\n')).toHaveLength(4);
      expect(r.education).toEqual([
        expect.objectContaining({
          degree: 'B.S.',
          fieldOfStudy: 'Computer Science',
          institution: 'University of California, Davis',
          end_date: '2017',
        }),
      ]);
      expect(r.skills).toEqual(expect.arrayContaining(['TypeScript', 'Kubernetes', 'Amazon Web Services', 'PostgreSQL']));
      expect(r.certifications).toEqual([
        {
          name: 'Certified Kubernetes Application Developer (CKAD)',
          issuer: 'The Linux Foundation',
          date: '2022',
        },
        {
          name: 'AWS Certified Solutions Architect – Associate',
          issuer: 'Amazon Web Services',
          date: '2020',
        },
      ]);
    });

    it('handles pipe-separated titles, numeric dates, accented names and inline skill lists', () => {
      const ds = ai.runSync(AiTask.ParseResume, {
        text: fixture('resume-data-scientist.txt'),
      });
      expect(ds.experience[1]).toMatchObject({
        position: 'Data Analyst',
        company: 'Cobalt Insurance',
        start_date: '07/2016',
        end_date: '08/2020',
      });
      expect(ds.education.map((e) => e.degree)).toEqual(['Ph.D.', 'B.Sc.']);
      const designer = ai.runSync(AiTask.ParseResume, {
        text: fixture('resume-designer.txt'),
      });
      expect(designer.header.name).toBe('Lucía Fernández');
      expect(designer.education[0]).toMatchObject({
        degree: 'Master of Design',
        fieldOfStudy: 'Interaction Design',
        institution: 'IED Madrid',
      });
      expect(designer.skills).toEqual(expect.arrayContaining(['Figma', 'Sketch', 'Prototyping']));
      expect(designer.certifications[0]).toEqual({
        name: 'Google UX Design Certificate',
        issuer: 'Coursera',
        date: '2019',
      });
    });

    it('keeps prose lines with numbers and years inside the role they describe', () => {
      const text = [
        'Jo Park',
        'Experience',
        'Platform Engineer at Acme',
        '2019 - Present',
        'Designed the ledger API handling 4000 requests per second across three regions for the payments team.',
        'In 2021 the team moved every service onto Kubernetes, which I planned and led across the company.',
      ].join('\n');
      const r = ai.runSync(AiTask.ParseResume, { text });
      expect(r.experience).toHaveLength(1);
      expect(r.experience[0]).toMatchObject({ position: 'Platform Engineer', company: 'Acme', start_date: '2019', is_current: true });
      expect(r.experience[0].description.split('\n')).toHaveLength(2);
    });

    it('leaves out what a sparse resume does not have', () => {
      const r = ai.runSync(AiTask.ParseResume, {
        text: fixture('resume-minimal.txt'),
      });
      expect(r.header).toEqual({
        name: 'Alex Kim',
        email: '',
        phone: '',
        location: '',
        links: [],
      });
      expect(r.education).toEqual([]);
      expect(r.certifications).toEqual([]);
    });
  });

  describe('feedback (flight check)', () => {
    it('gives brief feedback with the four cards for every fixture', () => {
      for (const name of RESUMES) {
        const out = ai.runSync(AiTask.Feedback, {
          resumeText: fixture(name),
          type: 'brief',
        });
        if (out.type !== 'brief') throw new Error('expected brief');
        expect(Object.keys(out.brief)).toEqual([...BRIEF_FEEDBACK_KEYS]);
        expect(JSON.parse(out.text)).toEqual(out.brief);
      }
    });

    it('flags weak verbs, missing numbers, a gap and the wrong order in the career-change resume', () => {
      const out = ai.runSync(AiTask.Feedback, {
        resumeText: fixture('resume-nurse-career-change.txt'),
        type: 'brief',
      });
      if (out.type !== 'brief') throw new Error('expected brief');
      const recs = (out.brief.Recommendations as string[]).join('\n');
      expect(recs).toMatch(/phone number/);
      expect(recs).toMatch(/Responsible for/);
      expect(recs).toMatch(/reverse chronological order/);
      expect(recs).toMatch(/gaps/);
      expect((out.brief['Resume Quality'] as Record<string, string>).Gaps).toBe(
        'Gap: 24 months between Charge Nurse at Riverside Methodist Hospital and Clinical Informatics Coordinator at OhioHealth.',
      );
    });

    it('credits quantified results and action verbs where the resume has them', () => {
      const out = ai.runSync(AiTask.Feedback, {
        resumeText: fixture('resume-software-engineer.txt'),
        type: 'brief',
      });
      if (out.type !== 'brief') throw new Error('expected brief');
      const strengths = (out.brief.Strengths as string[]).join('\n');
      expect(strengths).toMatch(/Quantified results: 5 of 7 bullet points/);
      expect(strengths).toMatch(/Action verbs: 7 of 7/);
      expect(strengths).toMatch(/Order: Roles are listed newest first/);
    });

    it('writes the full review as markdown quoting the resume', () => {
      const out = ai.runSync(AiTask.Feedback, {
        resumeText: fixture('resume-minimal.txt'),
        type: 'full',
      });
      expect(out.text).toMatch(/^# Resume review\n/);
      expect(out.text).toContain('## What to improve');
      expect(out.text).toContain('The header is missing an email address, a phone number and a location.');
      expect(out.text).toContain('> Store associate at a grocery store. Helped customers and stocked shelves.');
    });
  });

  describe('summaries', () => {
    it('states no fact absent from the input, for every resume and hint', () => {
      for (const name of RESUMES) {
        const text = fixture(name);
        for (const hint of SUMMARY_HINTS) {
          const { text: summary } = ai.runSync(AiTask.ResumeSummary, {
            resumeText: text,
            hint,
          });
          expect(summary.length).toBeGreaterThan(0);
          expect({
            name,
            hint,
            ungrounded: ungroundedTokens(summary, text),
          }).toEqual({ name, hint, ungrounded: [] });
        }
      }
    });

    it('follows the hints: one sentence, leadership and title plus one sentence', () => {
      const text = fixture('resume-software-engineer.txt');
      const one = ai.runSync(AiTask.ResumeSummary, {
        resumeText: text,
        hint: 'one sentence',
      }).text;
      expect(one.match(/\.\s|\.$/g)).toHaveLength(1);
      expect(
        ai.runSync(AiTask.ResumeSummary, {
          resumeText: text,
          hint: 'emphasize leadership',
        }).text,
      ).toContain('Led a team of 5 engineers');
      expect(
        ai
          .runSync(AiTask.ResumeSummary, {
            resumeText: text,
            hint: 'title plus one sentence summary',
          })
          .text.split('\n')[0],
      ).toBe('Senior Software Engineer');
    });

    it('summarises a profile from its own fields and resume', () => {
      const profile = {
        title: 'Data Scientist',
        experienceYears: 8,
        skills: ['Python', 'SQL'],
        location: 'Boston, MA',
        resumeText: fixture('resume-data-scientist.txt'),
      };
      const { text } = ai.runSync(AiTask.ProfileSummary, { profile });
      expect(text).toMatch(/^Data Scientist with 8 years of experience based in Boston, MA\./);
      expect(ungroundedTokens(text, JSON.stringify(profile))).toEqual([]);
    });
  });

  describe('cover letters', () => {
    it("names only the overlap and cites the member's own results", () => {
      const resumeText = fixture('resume-software-engineer.txt');
      const job = {
        title: 'Senior Frontend Engineer',
        company: 'Lumen Labs',
        description: fixture('job-frontend.html'),
      };
      const out = ai.runSync(AiTask.CoverLetter, {
        job,
        resumeText,
        applicantName: 'Maya Okafor',
        signature: 'Maya Okafor\nmaya.okafor@example.com',
      });
      expect(out.overlapFound).toEqual(['React', 'TypeScript']);
      expect(out.overlapFound).not.toContain('GraphQL'); // the job asks for it; the resume does not show it
      expect(out.draftText).toMatch(/^Dear Hiring Manager,/);
      expect(out.draftText).toContain('Senior Frontend Engineer position at Lumen Labs');
      expect(out.draftText).toContain('I built the React and Redux checkout used by 2 million monthly shoppers.');
      expect(out.draftText).not.toMatch(/GraphQL|D3/);
      expect(out.draftText.endsWith('Maya Okafor\nmaya.okafor@example.com')).toBe(true);
      expect(ungroundedTokens(out.draftText, `${resumeText}\n${job.title} ${job.company}\n${job.description}`)).toEqual([]);
    });

    it('finds the overlap between a nurse and an informatics posting', () => {
      const out = ai.runSync(AiTask.CoverLetter, {
        job: {
          title: 'Clinical Informatics Specialist',
          company: 'Mercy Valley Health',
          description: fixture('job-nurse-informatics.txt'),
        },
        resumeText: fixture('resume-nurse-career-change.txt'),
        applicantName: 'Jordan Ellis',
      });
      // Hard skills and tools both state; a job title (Clinical Informatics Coordinator) is not a stated skill.
      expect(out.overlapFound).toEqual(expect.arrayContaining(['Epic', 'Excel']));
      expect(out.overlapFound).not.toContain('Tableau');
      // Duty-style bullets are turned into grammatical first-person sentences, not "I responsible for".
      expect(out.draftText).toContain('At OhioHealth, I was responsible for the rollout of the Epic electronic health record to four clinics.');
      expect(out.draftText).not.toMatch(/\bI responsible\b/);
    });
  });

  describe('skill suggestions', () => {
    it('suggests skills the resume shows but does not list, never ones it does not mention', () => {
      const { skills } = ai.runSync(AiTask.SuggestSkills, {
        resumeText: fixture('resume-software-engineer.txt'),
        existing: [],
        max: 20,
      });
      const names = skills.map((s) => s.name);
      expect(names).toEqual(expect.arrayContaining(['Redux', 'Event-Driven Architecture']));
      expect(names).not.toContain('TypeScript'); // already listed in the Skills section
      expect(names).not.toContain('Python');
      expect(skills.find((s) => s.name === 'Redux')?.reason).toContain('Built the React and Redux checkout');
    });

    it('respects the maximum and the existing list', () => {
      const { skills } = ai.runSync(AiTask.SuggestSkills, {
        resumeText: fixture('resume-software-engineer.txt'),
        existing: ['Redux'],
        max: 2,
      });
      expect(skills).toHaveLength(2);
      expect(skills.map((s) => s.name)).not.toContain('Redux');
    });
  });

  describe('job postings (part 3 §5 rules)', () => {
    it('parses salary, requirements, company info, headings and benefits from HTML', () => {
      const p = ai.runSync(AiTask.ParseJobPosting, {
        description: fixture('job-frontend.html'),
      });
      expect(p.salary).toBe('$140,000 - $170,000 per year');
      expect(p.requirements).toHaveLength(4);
      expect(p.requirements).not.toContain('Familiarity with GraphQL APIs is a plus');
      expect(p.companyInfo).toMatch(/^About us: Lumen Labs is a climate software company/);
      expect(p.jobDetails).toEqual(['About Lumen Labs', 'The role', 'Requirements', 'Compensation', 'Benefits']);
      expect(p.benefits).toEqual([
        'We offer full health, dental and vision insurance.',
        'Flexible remote work from any timezone between UTC-8 and UTC+2.',
        '30 days of PTO and a home-office budget.',
      ]);
      expect(p.rawDescription).not.toContain('<');
    });

    it('reads hourly pay and a plain-text posting', () => {
      expect(
        ai.runSync(AiTask.ParseJobPosting, {
          description: fixture('job-data-engineer.html'),
        }).salary,
      ).toBe('$85/hour');
      const text = ai.runSync(AiTask.ParseJobPosting, {
        description: fixture('job-nurse-informatics.txt'),
      });
      expect(text.salary).toBe('$78,000 to $92,000');
      expect(text.requirements).toEqual([
        'Active RN license and 3 years of clinical experience',
        'Experience with Epic required; Epic certification within 6 months of hire',
        'Bachelor of Science in Nursing',
      ]);
      expect(text.jobDetails).toEqual(['Responsibilities', 'Requirements']);
    });
  });

  describe('training programs and custom sections', () => {
    it('categorises programs with a confidence and difficulty', () => {
      const k8s = ai.runSync(AiTask.CategorizeProgram, {
        title: 'Introduction to Kubernetes',
        description: 'Learn Docker containers, Kubernetes deployments and CI/CD pipelines.',
      });
      expect(k8s).toMatchObject({ category: 'DevOps', difficulty: 'beginner' });
      expect(k8s.confidence).toBeGreaterThan(0.7);
      const ml = ai.runSync(AiTask.CategorizeProgram, {
        title: 'Advanced Deep Learning',
        description: 'Neural networks with PyTorch for computer vision.',
      });
      expect(ml).toMatchObject({
        category: 'Machine Learning',
        difficulty: 'advanced',
      });
      expect(
        ai.runSync(AiTask.CategorizeProgram, {
          title: 'Knitting for fun',
          description: 'Yarn and needles.',
        }),
      ).toEqual({ category: 'Other', confidence: 0.2, difficulty: null });
    });

    it('maps an elided section onto experience, skills or certificates', () => {
      const exp = ai.runSync(AiTask.MapCustomSection, {
        sectionName: 'Freelance',
        content: 'Web Developer at Studio Nine\n2019 - 2020\n- Built 14 client sites in WordPress',
        target: 'experience',
      });
      expect(exp).toEqual({
        target: 'experience',
        items: [
          expect.objectContaining({
            position: 'Web Developer',
            company: 'Studio Nine',
            start_date: '2019',
            end_date: '2020',
          }),
        ],
      });
      expect(
        ai.runSync(AiTask.MapCustomSection, {
          sectionName: 'Tools',
          content: 'k8s, Terraform; JS',
          target: 'skills',
        }),
      ).toEqual({
        target: 'skills',
        items: ['Kubernetes', 'Terraform', 'JavaScript'],
      });
      const certs = ai.runSync(AiTask.MapCustomSection, {
        sectionName: 'Licenses',
        content: 'Registered Nurse - Ohio Board of Nursing, 2014',
        target: 'certificates',
      });
      expect(certs).toEqual({
        target: 'certificates',
        items: [
          {
            name: 'Registered Nurse',
            issuer: 'Ohio Board of Nursing',
            date: '2014',
          },
        ],
      });
    });
  });
});
