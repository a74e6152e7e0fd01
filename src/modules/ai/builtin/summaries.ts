import type { ParsedResume, ProfileInput, SummaryHint } from '../ai.types';
import { monthIndex } from './dates';
import { latestRole, opensWithActionVerb } from './resume-checks';
import { parseResumeText } from './resume-sections';
import { skillMatcher } from './skills';
import { listing, sentences } from './text';

const LEADERSHIP = /\b(led|lead|mentor|mentored|managed|manage|coached|directed|headed|supervised|hired|team)\b/i;
const CUSTOMER = /\b(customers?|users?|clients?|shoppers|patients|students|members|citizens|public)\b/i;
const PRODUCT = /\b(product|launch|launched|feature|roadmap|users?|adoption|onboarding|sign-ups)\b/i;
const ENGINEERING =
  /\b(built|designed|architected|engineered|migrated|implemented|api|services?|pipelines?|performance|latency|infrastructure)\b/i;
const NUMBER = /\d/;

/** Achievement sentences of a resume (its bullets), best first for the hint. */
function rankAchievements(resume: ParsedResume, hint: SummaryHint): string[] {
  const bullets = resume.experience.flatMap((e) =>
    e.description
      .split('\n')
      .map((b) => b.trim())
      .filter(Boolean),
  );
  const focus =
    hint === 'emphasize leadership'
      ? LEADERSHIP
      : hint === 'emphasize customer impact'
        ? CUSTOMER
        : hint === 'product-focused'
          ? PRODUCT
          : hint === 'engineering-focused' || hint === 'emphasize technical skills'
            ? ENGINEERING
            : null;
  const score = (b: string) =>
    (NUMBER.test(b) ? 2 : 0) +
    (opensWithActionVerb(b) ? 1 : 0) +
    (focus?.test(b) ? 3 : 0) +
    (hint === 'quantify achievements' && NUMBER.test(b) ? 3 : 0) -
    b.length / 400;
  return bullets
    .map((b, i) => ({ b, s: score(b), i }))
    .sort((x, y) => y.s - x.s || x.i - y.i)
    .map((x) => x.b.replace(/[.;]\s*$/, ''));
}

function earliestYear(resume: ParsedResume): string | null {
  const starts = resume.experience
    .map((e) => ({
      raw: e.start_date || e.end_date,
      m: monthIndex(e.start_date || e.end_date),
    }))
    .filter((s) => s.m !== null);
  if (!starts.length) return null;
  const first = starts.sort((a, b) => (a.m as number) - (b.m as number))[0];
  return /\d{4}/.exec(first.raw)?.[0] ?? null;
}

function skillsFor(text: string, resume: ParsedResume | null, listed: string[], hint: SummaryHint, max: number): string[] {
  const matcher = skillMatcher();
  // The canonical name when the resume writes it, else the resume's own words: a summary states only
  // what its input says (`BLS`, not `Basic Life Support`; `interactions`, never `Communication`).
  const lower = text.toLowerCase();
  const grounded = (canonical: string, written: string) => (lower.includes(canonical.toLowerCase()) ? canonical : written);
  const mentioned = matcher.spans(text).sort((a, b) => a.start - b.start);
  const names = [
    // A listed name the text does not hold (a list's item read under its canonical name) is left out.
    ...listed.map((s) => grounded(matcher.lookup(s)?.name ?? s, s)).filter((n) => lower.includes(n.toLowerCase())),
    ...mentioned.map((m) => grounded(m.skill.name, text.slice(m.start, m.end).replace(/\s+/g, ' '))),
  ];
  // The member's own job titles are roles, not skills (`Registered Nurse`).
  const titles = new Set((resume?.experience ?? []).map((e) => e.position.toLowerCase()).filter(Boolean));
  const unique = [...new Set(names)].filter((n) => !titles.has(n.toLowerCase()));
  const technical = unique.filter((n) => !['Soft Skills', 'Languages'].includes(matcher.lookup(n)?.category ?? ''));
  return (hint === 'emphasize technical skills' ? technical : unique).slice(0, max);
}

/** Composes a summary only from facts of the input: titles, employers, years, skills and the member's own bullets. */
function compose(opening: string, achievements: string[], skills: string[], hint: SummaryHint): string {
  const skillSentence = skills.length ? `Skilled in ${listing(skills)}.` : '';
  if (hint === 'one sentence') return `${opening}${skills.length ? `, skilled in ${listing(skills.slice(0, 4))}` : ''}.`;
  if (hint === 'title plus one sentence summary') return opening;
  const take = hint === 'more concise' ? 1 : hint === 'quantify achievements' ? 3 : 2;
  const proof = achievements.slice(0, take).map((a) => `${a}.`);
  const body = [`${opening}.`, ...proof, hint === 'more concise' ? '' : skillSentence].filter(Boolean);
  return body.join(' ');
}

export function resumeSummary(resumeText: string, hint: SummaryHint = 'none'): string {
  const resume = parseResumeText(resumeText);
  const latest = latestRole(resume);
  const since = earliestYear(resume);
  const role = latest?.position || resume.experience.find((e) => e.position)?.position || '';
  let opening = role ? `${role}${latest?.company ? ` at ${latest.company}` : ''}` : resume.header.name || 'Professional';
  if (since && resume.experience.length > 1) opening += `, with experience since ${since}`;
  const skills = skillsFor(resumeText, resume, resume.skills, hint, hint === 'emphasize technical skills' ? 8 : 5);
  if (hint === 'title plus one sentence summary') {
    const best = rankAchievements(resume, hint)[0];
    return `${role || 'Professional'}\n${best ? `${best}.` : `Skilled in ${listing(skills)}.`}`;
  }
  return compose(opening, rankAchievements(resume, hint), skills, hint);
}

export function profileSummary(profile: ProfileInput, hint: SummaryHint = 'none'): string {
  const resume = profile.resumeText ? parseResumeText(profile.resumeText) : null;
  const title = profile.title?.trim() || (resume && latestRole(resume)?.position) || 'Professional';
  const years = profile.experienceYears && profile.experienceYears > 0 ? ` with ${profile.experienceYears} years of experience` : '';
  const location =
    profile.location?.trim() && hint !== 'one sentence' && hint !== 'more concise' ? ` based in ${profile.location.trim()}` : '';
  const opening = `${title}${years}${location}`;
  const skills = skillsFor(profile.resumeText ?? '', resume, profile.skills ?? [], hint, hint === 'emphasize technical skills' ? 8 : 5);
  if (hint === 'title plus one sentence summary') {
    const best = resume ? rankAchievements(resume, hint)[0] : sentences(profile.summary ?? '')[0];
    return `${title}\n${best ? `${best.replace(/[.]$/, '')}.` : skills.length ? `Skilled in ${listing(skills)}.` : `${title}${years}.`}`;
  }
  const achievements = resume ? rankAchievements(resume, hint) : sentences(profile.summary ?? '').map((s) => s.replace(/[.!]$/, ''));
  return compose(opening, achievements, skills, hint);
}
