import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { evaluate, predictFolder } from './evaluate';
import { prf } from './score';

/**
 * A floor a little below what the engine achieves on the evaluation set (npm run eval:ai), so a
 * regression fails CI. Raise it as the engine improves; the issue's targets are 0.85 / 0.90.
 * Postings: since the skills a posting's duties name count as required (the development sets'
 * convention, now the evaluation set's too), required F1 is 0.82 against 0.88 before.
 */
const FLOOR = { skillsF1: 0.88, skillsPrecision: 0.86, experienceF1: 0.94, educationF1: 0.93, requiredF1: 0.79, niceToHaveF1: 0.84 };

describe('the built-in engine on the evaluation set', () => {
  const result = evaluate(join(__dirname, '../../../../test/fixtures/eval'));

  it('covers 24 resumes and 12 postings across 12 occupations', () => {
    expect(result.overall.resumes).toBeGreaterThanOrEqual(24);
    expect(result.overall.postings).toBeGreaterThanOrEqual(12);
    expect(result.byOccupation.size).toBeGreaterThanOrEqual(12);
  });

  it('stays above the floor for skills, experience and education entries', () => {
    expect(prf(result.overall.skills).f1).toBeGreaterThanOrEqual(FLOOR.skillsF1);
    expect(prf(result.overall.skills).precision).toBeGreaterThanOrEqual(FLOOR.skillsPrecision);
    expect(prf(result.overall.experience).f1).toBeGreaterThanOrEqual(FLOOR.experienceF1);
    expect(prf(result.overall.education).f1).toBeGreaterThanOrEqual(FLOOR.educationF1);
  });

  it('tells required from nice-to-have skills in postings', () => {
    expect(prf(result.overall.required).f1).toBeGreaterThanOrEqual(FLOOR.requiredF1);
    expect(prf(result.overall.niceToHave).f1).toBeGreaterThanOrEqual(FLOOR.niceToHaveF1);
  });

  it('invents no fact in summaries and cover letters', () => {
    expect(result.invented).toEqual([]);
  });
});

describe('the built-in engine on the development sets (written blind, since read to change it)', () => {
  // Floors a little below today's figures (skills F1 / experience F1 / education F1: holdout 0.75, 0.99, 0.90;
  // eval-blind 0.79, 0.97, 1.00; eval-fresh 0.69, 1.00, 0.93; eval-unseen 0.75, 0.99, 1.00): a regression on text written by people who never saw the engine
  // fails CI. test/fixtures/eval-final, still blind, and eval-sealed are only measured (npm run eval:ai), never floored.
  const sets = [
    { dir: 'eval-holdout', skillsF1: 0.72, experienceF1: 0.95, educationF1: 0.85 },
    { dir: 'eval-blind', skillsF1: 0.76, experienceF1: 0.94, educationF1: 0.9 },
    { dir: 'eval-fresh', skillsF1: 0.66, experienceF1: 0.96, educationF1: 0.88 },
    { dir: 'eval-unseen', skillsF1: 0.72, experienceF1: 0.95, educationF1: 0.9 },
    // Written blind on 7 Dec 2026 (skills 0.60, experience 0.47, education 0.64 then); its layouts since read.
    { dir: 'eval-novel', skillsF1: 0.57, experienceF1: 0.95, educationF1: 0.9 },
    // Written blind the same day (skills 0.73, experience 0.55, education 0.79 then); its layouts since read.
    { dir: 'eval-varied', skillsF1: 0.7, experienceF1: 0.95, educationF1: 0.9 },
    // CVs from other countries, written blind the same day (skills 0.62, experience 0.63, education 0.50 then).
    { dir: 'eval-world', skillsF1: 0.59, experienceF1: 0.92, educationF1: 0.7 },
    // Resumes as job sites, templates and PDF exports give them, written blind on 8 Dec 2026 (skills 0.48, experience 0.65, education 0.73 then).
    { dir: 'eval-exports', skillsF1: 0.48, experienceF1: 0.95, educationF1: 0.88 },
    // Resume builders, templates and working lives off the usual mould, written blind the same day (skills 0.55, experience 0.61, education 0.63 then).
    { dir: 'eval-builders', skillsF1: 0.54, experienceF1: 0.74, educationF1: 0.84 },
  ];

  it.each(sets)('$dir stays above its floor', ({ dir, skillsF1, experienceF1, educationF1 }) => {
    const result = evaluate(join(__dirname, '../../../../test/fixtures', dir));
    expect(result.overall.resumes).toBeGreaterThanOrEqual(12);
    expect(prf(result.overall.skills).f1).toBeGreaterThanOrEqual(skillsF1);
    expect(prf(result.overall.experience).f1).toBeGreaterThanOrEqual(experienceF1);
    expect(prf(result.overall.education).f1).toBeGreaterThanOrEqual(educationF1);
    expect(result.invented).toEqual([]);
  });
});

describe('eval:ai --predict', () => {
  const fixtures = join(__dirname, '../../../../test/fixtures/resumes');
  const dir = mkdtempSync(join(tmpdir(), 'waypoint-predict-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes what the engine extracts from .txt, .pdf and .docx files, keyed by file name, and an error for an unreadable one', async () => {
    copyFileSync(join(fixtures, 'nurse.txt'), join(dir, 'nurse.txt'));
    copyFileSync(join(fixtures, 'two-page.pdf'), join(dir, 'two-page.pdf'));
    copyFileSync(join(fixtures, 'resume.docx'), join(dir, 'resume.docx'));
    writeFileSync(join(dir, 'broken.pdf'), 'not a pdf');
    writeFileSync(join(dir, 'notes.md'), '# ignored');
    const result = await predictFolder(dir, false);
    expect(Object.keys(result).sort()).toEqual(['broken.pdf', 'nurse.txt', 'resume.docx', 'two-page.pdf']);
    for (const file of ['nurse.txt', 'resume.docx', 'two-page.pdf']) {
      const got = result[file] as unknown as Record<string, unknown[]>;
      expect(Object.keys(got).sort()).toEqual(['education', 'experience', 'languages', 'sections', 'skills', 'soft_skills']);
      expect(got.skills.length).toBeGreaterThan(0);
      expect(got.experience.length).toBeGreaterThan(0);
      expect(Object.keys(got.experience[0] as object).sort()).toEqual(expect.arrayContaining(['company', 'end', 'start', 'title']));
    }
    expect(result['broken.pdf']).toEqual({ error: expect.any(String) });
  });

  it('reads postings as required and nice-to-have skills', async () => {
    const postings = mkdtempSync(join(dir, 'postings-'));
    writeFileSync(join(postings, 'nurse.txt'), 'Registered Nurse\n\nRequirements\n- BLS and ACLS certification\n- Epic charting\n\nNice to have\n- CCRN\n');
    const result = (await predictFolder(postings, true))['nurse.txt'] as { required: string[]; nice_to_have: string[] };
    expect(Object.keys(result).sort()).toEqual(['nice_to_have', 'required']);
    expect(result.required.length).toBeGreaterThan(0);
    expect(result.nice_to_have.length).toBeGreaterThan(0);
  });
});
