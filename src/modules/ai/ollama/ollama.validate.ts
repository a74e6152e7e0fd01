import {
  type AiOutput,
  AiTask,
  BRIEF_FEEDBACK_KEYS,
  type BriefFeedback,
  type CertificateItem,
  type EducationItem,
  type ExperienceItem,
  PROGRAM_CATEGORIES,
  type ProgramCategory,
} from '../ai.types';

/** A model answer that does not have the wanted shape; `problems` feed the repair prompt. */
export class MalformedOutput extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('; '));
  }
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const strings = (v: unknown) => (Array.isArray(v) ? v.map(str).filter(Boolean) : []);

/** The JSON object in a model answer: code fences and chatty lead-in lines are tolerated. */
export function extractJson(text: string): Json {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text);
  const candidate = fenced ? fenced[1] : text;
  const start = candidate.indexOf('{');
  const end = candidate.lastIndexOf('}');
  if (start < 0 || end <= start) throw new MalformedOutput(['the answer contains no JSON object']);
  try {
    const parsed = JSON.parse(candidate.slice(start, end + 1)) as unknown;
    if (!isObject(parsed)) throw new MalformedOutput(['the answer is not a JSON object']);
    return parsed;
  } catch (err) {
    if (err instanceof MalformedOutput) throw err;
    throw new MalformedOutput([`the JSON does not parse: ${(err as Error).message}`]);
  }
}

function experience(v: unknown): ExperienceItem {
  const o = isObject(v) ? v : {};
  return {
    company: str(o.company),
    position: str(o.position),
    start_date: str(o.start_date),
    end_date: str(o.end_date),
    is_current: o.is_current === true || o.is_current === 1 || o.is_current === 'true',
    description: Array.isArray(o.description) ? strings(o.description).join('\n') : str(o.description),
  };
}
function education(v: unknown): EducationItem {
  const o = isObject(v) ? v : {};
  return {
    institution: str(o.institution),
    degree: str(o.degree),
    fieldOfStudy: str(o.fieldOfStudy ?? o.field_of_study),
    start_date: str(o.start_date),
    end_date: str(o.end_date),
    description: str(o.description),
  };
}
function certificate(v: unknown): CertificateItem {
  if (typeof v === 'string') return { name: v, issuer: '', date: '' };
  const o = isObject(v) ? v : {};
  return { name: str(o.name), issuer: str(o.issuer), date: str(o.date) };
}

function requireKeys(o: Json, keys: string[]): void {
  const missing = keys.filter((k) => !(k in o));
  if (missing.length) throw new MalformedOutput([`missing keys: ${missing.join(', ')}`]);
}

/** Checks and normalises a structured answer for a task; throws MalformedOutput when it does not fit. */
export function validateStructured<T extends AiTask>(task: T, o: Json, context: { max?: number; existing?: string[] } = {}): AiOutput<T> {
  const out = (v: unknown) => v as AiOutput<T>;
  switch (task) {
    case AiTask.ParseResume: {
      // Models often leave out a section the resume lacks; a missing section is empty, a mistyped one is an error.
      const sections = ['header', 'summary', 'experience', 'education', 'skills', 'certifications'];
      if (!sections.some((k) => k in o)) throw new MalformedOutput([`the answer has none of the sections ${sections.join(', ')}`]);
      const problems = ['experience', 'education', 'skills', 'certifications'].filter((k) => k in o && !Array.isArray(o[k])).map((k) => `"${k}" must be a list`);
      if ('header' in o && !isObject(o.header)) problems.push('"header" must be an object');
      if (problems.length) throw new MalformedOutput(problems);
      for (const k of ['experience', 'education', 'skills', 'certifications']) o[k] ??= [];
      o.header ??= {};
      const h = o.header as Json;
      return out({
        header: { name: str(h.name), email: str(h.email), phone: str(h.phone), location: str(h.location), links: strings(h.links) },
        summary: str(o.summary),
        experience: (o.experience as unknown[]).map(experience),
        education: (o.education as unknown[]).map(education),
        skills: (o.skills as unknown[]).map((s) => (isObject(s) ? str(s.name ?? s.skill_name) : str(s))).filter(Boolean),
        certifications: (o.certifications as unknown[]).map(certificate),
      });
    }
    case AiTask.Feedback: {
      requireKeys(o, [...BRIEF_FEEDBACK_KEYS]);
      const brief = Object.fromEntries(BRIEF_FEEDBACK_KEYS.map((k) => [k, o[k]])) as BriefFeedback;
      return out({ type: 'brief', brief, text: JSON.stringify(brief, null, 2) });
    }
    case AiTask.SuggestSkills: {
      if (!Array.isArray(o.skills)) throw new MalformedOutput(['"skills" must be a list']);
      const existing = new Set((context.existing ?? []).map((s) => s.toLowerCase()));
      const skills = o.skills
        .map((s) => (isObject(s) ? { name: str(s.name), reason: str(s.reason) } : { name: str(s), reason: '' }))
        .filter((s) => {
          const key = s.name.toLowerCase();
          if (!s.name || existing.has(key)) return false;
          existing.add(key); // and no suggestion twice
          return true;
        })
        .slice(0, context.max ?? 20);
      return out({ skills });
    }
    case AiTask.ParseJobPosting: {
      requireKeys(o, ['requirements', 'benefits']);
      return out({
        salary: o.salary === null || o.salary === undefined || o.salary === '' ? null : str(o.salary),
        requirements: strings(o.requirements).slice(0, 10),
        companyInfo: str(o.companyInfo),
        jobDetails: strings(o.jobDetails).slice(0, 5),
        benefits: strings(o.benefits).slice(0, 5),
        rawDescription: '',
      });
    }
    case AiTask.CategorizeProgram: {
      const category = PROGRAM_CATEGORIES.find((c) => c.toLowerCase() === str(o.category).toLowerCase());
      const confidence = Number(o.confidence);
      const problems: string[] = [];
      if (!category) problems.push(`"category" must be one of ${PROGRAM_CATEGORIES.join(', ')}`);
      if (!Number.isFinite(confidence) || confidence < 0 || confidence > 1) problems.push('"confidence" must be a number from 0 to 1');
      if (problems.length) throw new MalformedOutput(problems);
      const difficulty = ['beginner', 'intermediate', 'advanced'].includes(str(o.difficulty)) ? str(o.difficulty) : null;
      return out({ category: category as ProgramCategory, confidence, difficulty });
    }
    case AiTask.MapCustomSection: {
      const target = str(o.target);
      if (target === 'personalinfo') {
        if (!isObject(o.fields)) throw new MalformedOutput(['"fields" must be an object']);
        return out({ target, fields: o.fields });
      }
      if (!Array.isArray(o.items)) throw new MalformedOutput(['"items" must be a list']);
      const map = { experience, education, certificates: certificate, skills: str } as Record<string, (v: unknown) => unknown>;
      if (!map[target]) throw new MalformedOutput(['"target" must be experience, education, skills, certificates or personalinfo']);
      return out({ target, items: o.items.map(map[target]) });
    }
    default:
      throw new MalformedOutput([`task ${task} has no structured answer`]);
  }
}
