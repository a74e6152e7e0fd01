import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { draftCoverLetter } from '../builtin/cover-letter';
import { type ExtractedPosting, type ExtractedResume, extractPosting, extractResume } from '../builtin/extract';
import { docxText } from '../../documents/docx-text';
import { pdfText } from '../../documents/pdf-text';
import { ungroundedTokens } from '../builtin/grounding';
import { resumeSummary } from '../builtin/summaries';
import { addCounts, type Counts, emptyCounts, type GoldPosting, type GoldResume, scoreEducation, scoreExperience, scoreSkills } from './score';

export interface OccupationScore {
  skills: Counts;
  /** Soft skills and spoken languages, scored apart: they never count as skills above. */
  softSkills: Counts;
  languages: Counts;
  experience: Counts;
  education: Counts;
  required: Counts;
  niceToHave: Counts;
  resumes: number;
  postings: number;
}

export interface Evaluation {
  byOccupation: Map<string, OccupationScore>;
  overall: OccupationScore;
  /** Capitalised words and numbers in summaries and cover letters that their input does not hold. */
  invented: { file: string; task: string; tokens: string[] }[];
  /** Per file, what was missed and what was extra (for reading, not scoring). */
  details: { file: string; kind: 'skills' | 'experience' | 'education' | 'required' | 'nice_to_have'; missed: string[]; extra: string[] }[];
}

const blank = (): OccupationScore => ({ skills: emptyCounts(), softSkills: emptyCounts(), languages: emptyCounts(), experience: emptyCounts(), education: emptyCounts(), required: emptyCounts(), niceToHave: emptyCounts(), resumes: 0, postings: 0 });

function cases<T>(dir: string): { file: string; text: string; gold: T }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.txt') && existsSync(join(dir, f.replace(/\.txt$/, '.gold.json'))))
    .sort()
    .map((f) => ({ file: f, text: readFileSync(join(dir, f), 'utf8'), gold: JSON.parse(readFileSync(join(dir, f.replace(/\.txt$/, '.gold.json')), 'utf8')) as T }));
}

/** Scores the engine on `dir/resumes` and `dir/postings` (each .txt beside its .gold.json). */
export function evaluate(dir: string): Evaluation {
  const byOccupation = new Map<string, OccupationScore>();
  const invented: Evaluation['invented'] = [];
  const details: Evaluation['details'] = [];
  const of = (occupation: string) => {
    let s = byOccupation.get(occupation);
    if (!s) byOccupation.set(occupation, (s = blank()));
    return s;
  };
  const postings = cases<GoldPosting>(join(dir, 'postings'));
  const resumes = cases<GoldResume>(join(dir, 'resumes'));
  // An empty set would score a perfect 1.00: a wrong path must fail, not pass.
  if (!resumes.length || !postings.length) throw new Error(`No evaluation cases under ${dir} (resumes/ and postings/ with .gold.json beside each text)`);
  for (const { file, text, gold } of resumes) {
    const s = of(gold.occupation);
    const got = extractResume(text);
    const skills = scoreSkills(got.skills, gold.skills);
    const experience = scoreExperience(got.experience, gold.experience);
    s.skills = addCounts(s.skills, skills);
    s.softSkills = addCounts(s.softSkills, scoreSkills(got.soft_skills, gold.soft_skills ?? []));
    s.languages = addCounts(s.languages, scoreSkills(got.languages, gold.languages ?? []));
    s.experience = addCounts(s.experience, experience);
    const education = scoreEducation(got.education, gold.education ?? []);
    s.education = addCounts(s.education, education);
    s.resumes += 1;
    details.push({ file, kind: 'skills', missed: skills.missed, extra: skills.extra });
    details.push({ file, kind: 'experience', missed: experience.missed, extra: experience.extra });
    details.push({ file, kind: 'education', missed: education.missed, extra: education.extra });

    const summary = resumeSummary(text);
    const fromSummary = ungroundedTokens(summary, text);
    if (fromSummary.length) invented.push({ file, task: 'resume summary', tokens: fromSummary });
    for (const posting of postings.filter((p) => p.gold.occupation === gold.occupation)) {
      const title = posting.text.split('\n').find((l) => l.trim())?.trim() ?? 'the role';
      const job = { title, company: 'the company', description: posting.text };
      const letter = draftCoverLetter(job, text, 'Applicant Name').draftText;
      const fromLetter = ungroundedTokens(letter, `${text}\n${posting.text}\nApplicant Name the company`);
      if (fromLetter.length) invented.push({ file, task: `cover letter for ${posting.file}`, tokens: fromLetter });
    }
  }
  for (const { file, text, gold } of postings) {
    const s = of(gold.occupation);
    const got = extractPosting(text);
    const required = scoreSkills(got.required, gold.required);
    const nice = scoreSkills(got.nice_to_have, gold.nice_to_have);
    s.required = addCounts(s.required, required);
    s.niceToHave = addCounts(s.niceToHave, nice);
    s.postings += 1;
    details.push({ file, kind: 'required', missed: required.missed, extra: required.extra });
    details.push({ file, kind: 'nice_to_have', missed: nice.missed, extra: nice.extra });
  }
  const overall = [...byOccupation.values()].reduce(
    (a, b) => ({
      skills: addCounts(a.skills, b.skills),
      softSkills: addCounts(a.softSkills, b.softSkills),
      languages: addCounts(a.languages, b.languages),
      experience: addCounts(a.experience, b.experience),
      education: addCounts(a.education, b.education),
      required: addCounts(a.required, b.required),
      niceToHave: addCounts(a.niceToHave, b.niceToHave),
      resumes: a.resumes + b.resumes,
      postings: a.postings + b.postings,
    }),
    blank(),
  );
  return { byOccupation, overall, invented, details };
}

/** Every .txt/.pdf/.docx name in a folder, for --predict. */
export const documentFiles = (dir: string) => readdirSync(dir).filter((f) => /\.(txt|pdf|docx)$/i.test(f)).sort();
export const isPostingsFolder = (dir: string) => /posting/i.test(basename(dir));

async function textOf(path: string): Promise<string> {
  const data = readFileSync(path);
  if (/\.pdf$/i.test(path)) return pdfText(data);
  if (/\.docx$/i.test(path)) return docxText(data);
  return data.toString('utf8');
}

/**
 * What the engine extracts from every .txt, .pdf and .docx file of a folder, keyed by file name
 * (`npm run eval:ai -- --predict`): resumes, or postings when asked. A file that cannot be read
 * gets `{error}` instead of stopping the run.
 */
export async function predictFolder(dir: string, postings: boolean): Promise<Record<string, ExtractedResume | ExtractedPosting | { error: string }>> {
  const result: Record<string, ExtractedResume | ExtractedPosting | { error: string }> = {};
  for (const file of documentFiles(dir)) {
    try {
      const text = await textOf(join(dir, file));
      result[file] = postings ? extractPosting(text) : extractResume(text);
    } catch (err) {
      result[file] = { error: (err as Error).message };
    }
  }
  return result;
}
