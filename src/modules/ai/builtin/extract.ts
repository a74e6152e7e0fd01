import { monthIndex } from './dates';
import { parseJobPosting } from './job-posting';
import { parseResumeText, splitSections } from './resume-sections';
import { skillMatcher } from './skills';

/** Categories of the vocabulary that are not hard skills or tools. */
const SOFT = 'Soft Skills';
const LANGUAGES = 'Languages';

/** What the engine reads from a resume, in the evaluation's shape (`npm run eval:ai -- --predict`). */
export interface ExtractedResume {
  /** Hard skills and tools, once each under their canonical name. */
  skills: string[];
  soft_skills: string[];
  languages: string[];
  experience: { company: string; title: string; start: string; end: string }[];
  education: { institution: string; degree: string }[];
  sections: string[];
}

export interface ExtractedPosting {
  required: string[];
  nice_to_have: string[];
}

/** A resume date as YYYY-MM (YYYY when only the year is written), `present` for an open end, '' when none. */
function isoDate(text: string, open: boolean): string {
  if (open) return 'present';
  const months = monthIndex(text);
  if (months === null) return '';
  const year = Math.floor(months / 12);
  const hasMonth = /[a-z]{3}|\d{1,2}\/\d{4}|\d{4}-\d{2}/i.test(text.trim());
  return hasMonth ? `${year}-${String((months % 12) + 1).padStart(2, '0')}` : String(year);
}

/** The facts of a resume: skills split into hard/tool, soft and language; entries; education. */
export function extractResume(text: string): ExtractedResume {
  const parsed = parseResumeText(text);
  const matcher = skillMatcher();
  const hard = new Map<string, string>();
  const soft = new Map<string, string>();
  const languages = new Map<string, string>();
  const add = (name: string, category: string) => {
    const target = category === SOFT ? soft : category === LANGUAGES ? languages : hard;
    const key = name.toLowerCase();
    if (!target.has(key)) target.set(key, name);
  };
  for (const mention of matcher.find(text)) add(mention.name, mention.category);
  // Items of a skills section the vocabulary does not know are still the member's stated skills.
  for (const item of parsed.skills) {
    const known = matcher.lookup(item);
    add(known?.name ?? item, known?.category ?? 'Other');
  }
  const { sections } = splitSections(text);
  return {
    skills: [...hard.values()],
    soft_skills: [...soft.values()],
    languages: [...languages.values()],
    experience: parsed.experience.map((e) => ({
      company: e.company,
      title: e.position,
      start: isoDate(e.start_date, false),
      end: isoDate(e.end_date, e.is_current),
    })),
    education: parsed.education.map((e) => ({ institution: e.institution, degree: [e.degree, e.fieldOfStudy].filter(Boolean).join(' in ') })),
    sections: Object.entries(sections)
      .filter(([key, lines]) => key !== 'other' && lines.some((l) => l.trim()))
      .map(([key]) => key),
  };
}

/** The skills a posting asks for. Required and nice-to-have are not told apart yet: all are required. */
export function extractPosting(text: string): ExtractedPosting {
  const parsed = parseJobPosting(text);
  const required = new Map<string, string>();
  for (const mention of skillMatcher().find(`${parsed.requirements.join('\n')}\n${parsed.jobDetails.join('\n')}`)) {
    if (mention.category !== SOFT && mention.category !== LANGUAGES) required.set(mention.name.toLowerCase(), mention.name);
  }
  return { required: [...required.values()], nice_to_have: [] };
}
