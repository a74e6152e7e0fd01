import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { ElidedItem } from './entities/resume.entity';
import type { PersonalInfo, ProficiencyLevel, ResumeCertificate, ResumeContent, ResumeEducation, ResumeExperience } from './resume.model';

/**
 * JSON Resume (jsonresume.org schema v1.2) to and from our resume model, field by field.
 *
 * Import accepts the older spellings (`work[].company`, `basics.location` as a string) and keeps the
 * whole document in `extras.jsonResume`; export starts from that document and writes our fields over
 * it, so sections and fields we do not model (volunteer, awards, publications, languages, meta,
 * unknown keys) come back as they came in, and a round trip without edits gives the file back.
 */
type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : {});
const list = (v: unknown): Json[] => (Array.isArray(v) ? v.map(obj) : []);
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

/** A JSON Resume rather than some other JSON: it has basics or work. */
export const isJsonResume = (json: unknown) => Object.keys(obj(obj(json).basics)).length > 0 || Array.isArray(obj(json).work);

/** A document in our own `json` export format. */
export const isWaypointResume = (json: unknown) => typeof obj(json).personalInfo === 'object' && obj(json).personalInfo !== null;

const LEVELS: [RegExp, ProficiencyLevel][] = [
  [/master|expert|native|fluent/i, 'expert'],
  [/advanced|senior|proficient/i, 'advanced'],
  [/beginner|basic|novice|elementary/i, 'beginner'],
];
const proficiency = (level: string): ProficiencyLevel => LEVELS.find(([re]) => re.test(level))?.[1] ?? 'intermediate';
const LEVEL_NAMES: Record<ProficiencyLevel, string> = { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced', expert: 'Master' };

function locationText(location: unknown): string {
  if (typeof location === 'string') return location.trim();
  const l = obj(location);
  return [str(l.city), str(l.region) || str(l.countryCode)].filter(Boolean).join(', ');
}

const profileUrl = (basics: Json, network: RegExp) => {
  const p = list(basics.profiles).find((x) => network.test(str(x.network)) || network.test(str(x.url)));
  return p ? str(p.url) : '';
};

/** Experience description: the summary, then each highlight, one per line. */
const describe = (summary: string, highlights: unknown) => [summary, ...(Array.isArray(highlights) ? highlights.map(str) : [])].filter(Boolean).join('\n');

const workKey = (company: string, position: string, start: string) => `${norm(company)}|${norm(position)}|${norm(start)}`;
const eduKey = (institution: string, degree: string) => `${norm(institution)}|${norm(degree)}`;

/** Our sections from a JSON Resume. */
export function fromJsonResume(json: unknown): { content: ResumeContent; extras: Json; elided: Omit<ElidedItem, 'sectionId' | 'subIndex'>[][] } {
  const r = obj(json);
  const basics = obj(r.basics);
  const personalInfo: PersonalInfo = {
    name: str(basics.name),
    email: str(basics.email),
    phone: str(basics.phone),
    location: locationText(basics.location),
    website: str(basics.url) || str(basics.website),
    linkedin: profileUrl(basics, /linkedin/i),
    github: profileUrl(basics, /github/i),
    summary: str(basics.summary),
  };
  const experience: ResumeExperience[] = list(r.work).map((w) => ({
    company: str(w.name) || str(w.company),
    position: str(w.position),
    location: locationText(w.location),
    duration: '',
    start_date: str(w.startDate),
    end_date: str(w.endDate),
    is_current: !str(w.endDate),
    description: describe(str(w.summary), w.highlights),
  }));
  const education: ResumeEducation[] = list(r.education).map((e) => ({
    institution: str(e.institution),
    degree: str(e.studyType),
    fieldOfStudy: str(e.area),
    duration: '',
    start_date: str(e.startDate),
    end_date: str(e.endDate),
    gpa: str(e.score) || str(e.gpa),
    description: '',
  }));
  const certificates: ResumeCertificate[] = list(r.certificates).map((c) => ({ name: str(c.name), issuer: str(c.issuer), date: str(c.date), url: str(c.url) }));
  const skills = list(r.skills).flatMap((k) => {
    const keywords = Array.isArray(k.keywords) ? k.keywords.map(str).filter(Boolean) : [];
    const level = proficiency(str(k.level));
    return (keywords.length ? keywords : [str(k.name)]).filter(Boolean).map((skill_name) => ({ skill_name, proficiency_level: level, years_experience: null }));
  });
  return {
    content: { name: personalInfo.name || 'Imported resume', personalInfo, experience, education, certificates, skills },
    extras: { jsonResume: r },
    elided: unmodelledSections(r),
  };
}

/** Sections of a JSON Resume we do not model, as text a member can restore (one item per entry). */
function unmodelledSections(r: Json): Omit<ElidedItem, 'sectionId' | 'subIndex'>[][] {
  const entry = (e: Json, title: string[], body: string[]) =>
    [title.map((k) => str(e[k])).filter(Boolean).join(' — '), ...body.flatMap((k) => (Array.isArray(e[k]) ? (e[k] as unknown[]).map((h) => `- ${str(h)}`) : [str(e[k])]))]
      .filter(Boolean)
      .join('\n');
  const sections: [string, string, string[], string[]][] = [
    ['projects', 'Projects', ['name', 'startDate', 'endDate'], ['description', 'highlights', 'url']],
    ['volunteer', 'Volunteer', ['position', 'organization', 'startDate', 'endDate'], ['summary', 'highlights']],
    ['awards', 'Awards', ['title', 'awarder', 'date'], ['summary']],
    ['publications', 'Publications', ['name', 'publisher', 'releaseDate'], ['summary', 'url']],
    ['languages', 'Languages', ['language', 'fluency'], []],
    ['interests', 'Interests', ['name'], ['keywords']],
  ];
  return sections
    .map(([key, name, title, body]) => list(r[key]).map((e) => ({ section_name: name, section_content: entry(e, title, body) })).filter((i) => i.section_content))
    .filter((items) => items.length);
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A free-text date as the schema's ISO 8601 (2021, 2021-07, 2021-07-15), or undefined when it is none. */
export function isoDate(text: string): string | undefined {
  const t = text.trim();
  if (/^[12]\d{3}(-[01]\d(-[0-3]\d)?)?$/.test(t)) return t;
  const monthYear = /^([A-Za-z]{3})[a-z]*\.?\s+([12]\d{3})$/.exec(t);
  if (monthYear) {
    const m = MONTHS.indexOf(monthYear[1].toLowerCase());
    if (m >= 0) return `${monthYear[2]}-${String(m + 1).padStart(2, '0')}`;
  }
  const numeric = /^(\d{1,2})\/([12]\d{3})$/.exec(t);
  if (numeric && Number(numeric[1]) >= 1 && Number(numeric[1]) <= 12) return `${numeric[2]}-${numeric[1].padStart(2, '0')}`;
  const year = /\b([12]\d{3})\b/.exec(t);
  return year?.[1];
}

const withScheme = (url: string) => (!url ? '' : /^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `https://${url}`);
/** Sets `key` to `value`, or leaves it out when the value is empty and the original had none. */
function put(target: Json, key: string, value: string | undefined) {
  if (value) target[key] = value;
  else if (key in target && !str(target[key])) return;
  else delete target[key];
}

/**
 * The schema our export follows and is validated against (jsonResumeProblems): v1.2, whose root
 * allows the unknown fields we keep (v1.0.0 forbade them) and whose certificate dates may be partial.
 */
export const JSON_RESUME_SCHEMA_URL = 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.2.1/schema.json';

/** A JSON Resume of our sections, over the imported document when there is one. */
export function toJsonResume(content: ResumeContent, extras: Json): Json {
  const original = structuredClone(obj(extras.jsonResume));
  const p = content.personalInfo;
  // First, as documents write it; an imported document's own `$schema` (often v1.0.0) would misname what we write.
  const out: Json = { $schema: JSON_RESUME_SCHEMA_URL, ...original };
  out.$schema = JSON_RESUME_SCHEMA_URL;

  const basics: Json = { ...obj(original.basics) };
  put(basics, 'name', p.name);
  put(basics, 'email', p.email);
  put(basics, 'phone', p.phone);
  put(basics, 'url', withScheme(p.website));
  delete basics.website;
  put(basics, 'summary', p.summary);
  if (locationText(basics.location) !== p.location.trim()) {
    const [city, ...rest] = p.location.split(',').map((s) => s.trim());
    if (p.location.trim()) basics.location = { ...(rest.length ? { city, region: rest.join(', ') } : { city }) };
    else delete basics.location;
  } else if (typeof basics.location === 'string') {
    const [city, ...rest] = basics.location.split(',').map((s) => s.trim());
    basics.location = rest.length ? { city, region: rest.join(', ') } : { city };
  }
  const profiles = list(basics.profiles).map((x) => ({ ...x }));
  for (const [network, url] of [
    ['LinkedIn', p.linkedin],
    ['GitHub', p.github],
  ] as const) {
    const at = profiles.findIndex((x) => new RegExp(network, 'i').test(str(x.network)) || new RegExp(network, 'i').test(str(x.url)));
    if (url && at >= 0) profiles[at] = { ...profiles[at], url: withScheme(url) };
    else if (url) profiles.push({ network, url: withScheme(url) });
    else if (at >= 0) profiles.splice(at, 1);
  }
  if (profiles.length) basics.profiles = profiles;
  else delete basics.profiles;
  out.basics = basics;

  const originalWork = new Map(list(original.work).map((w) => [workKey(str(w.name) || str(w.company), str(w.position), str(w.startDate)), w]));
  out.work = content.experience.map((e) => {
    const before = originalWork.get(workKey(e.company, e.position, e.start_date));
    const w: Json = { ...(before ?? {}) };
    delete w.company;
    if (typeof w.website === 'string' && !w.url) w.url = w.website;
    delete w.website;
    put(w, 'name', e.company);
    put(w, 'position', e.position);
    put(w, 'location', e.location);
    put(w, 'startDate', isoDate(e.start_date));
    put(w, 'endDate', e.is_current ? undefined : isoDate(e.end_date));
    if (!before || describe(str(before.summary), before.highlights) !== e.description) {
      const lines = e.description.split('\n').map((l) => l.replace(/^\s*[-•*]\s*/, '').trim()).filter(Boolean);
      delete w.summary;
      if (lines.length) w.highlights = lines;
      else delete w.highlights;
    }
    return w;
  });

  const originalEducation = new Map(list(original.education).map((e) => [eduKey(str(e.institution), str(e.studyType)), e]));
  out.education = content.education.map((e) => {
    const ed: Json = { ...(originalEducation.get(eduKey(e.institution, e.degree)) ?? {}) };
    put(ed, 'institution', e.institution);
    put(ed, 'studyType', e.degree);
    put(ed, 'area', e.fieldOfStudy);
    put(ed, 'startDate', isoDate(e.start_date));
    put(ed, 'endDate', isoDate(e.end_date));
    put(ed, 'score', e.gpa);
    return ed;
  });

  const originalCertificates = new Map(list(original.certificates).map((c) => [norm(str(c.name)), c]));
  out.certificates = content.certificates.map((c) => {
    const cert: Json = { ...(originalCertificates.get(norm(c.name)) ?? {}) };
    put(cert, 'name', c.name);
    put(cert, 'date', isoDate(c.date));
    put(cert, 'issuer', c.issuer);
    put(cert, 'url', withScheme(c.url));
    return cert;
  });

  // Skills are flat names here: the imported groups come back as they were while the names are the same.
  const importedNames = fromJsonResume(original).content.skills.map((s) => norm(s.skill_name)).sort();
  const ourNames = content.skills.map((s) => norm(s.skill_name)).sort();
  if (!(Array.isArray(original.skills) && importedNames.join('|') === ourNames.join('|'))) {
    out.skills = content.skills.map((s) => ({ name: s.skill_name, level: LEVEL_NAMES[s.proficiency_level] ?? 'Intermediate' }));
  }
  for (const key of ['work', 'education', 'certificates', 'skills'] as const) if (Array.isArray(out[key]) && !(out[key] as unknown[]).length && !(key in original)) delete out[key];
  return out;
}

let validator: ValidateFunction | undefined;

/** Problems the JSON Resume schema finds, as "path: message" lines (none when valid). */
export function jsonResumeProblems(doc: unknown): string[] {
  if (!validator) {
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    validator = ajv.compile(require('@jsonresume/schema/schema.json') as object);
  }
  return validator(doc) ? [] : (validator.errors ?? []).map((e) => `${e.instancePath || '/'}: ${e.message ?? 'is invalid'}`);
}
