import type { CoverLetterDraft, JobInput } from '../ai.types';
import { latestRole, opensWithVerb } from './resume-checks';
import { parseResumeText } from './resume-sections';
import { skillOverlap } from './extract';
import { htmlToText } from './job-posting';
import { skillMatcher } from './skills';
import { listing } from './text';

const QUANTIFIED = /\d/;
const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) ? s[0].toLowerCase() + s.slice(1) : s);

/** A bullet in the first person: "Led a team" → "I led a team"; "Responsible for X" → "I was responsible for X"; anything else is quoted. */
function firstPerson(bullet: string): string {
  if (/^responsible for\b/i.test(bullet)) return `I was ${lowerFirst(bullet)}`;
  if (opensWithVerb(bullet)) return `I ${lowerFirst(bullet)}`;
  return `my resume lists "${bullet}"`;
}

/**
 * A cover letter grounded in the overlap between the job and the resume: it names only skills both
 * mention and cites only the member's own bullets, so it claims nothing the resume does not say.
 */
export function draftCoverLetter(job: JobInput, resumeText: string, applicantName: string, signature?: string): CoverLetterDraft {
  const matcher = skillMatcher();
  const jobText = `${job.title}\n${htmlToText(job.description)}\n${job.requirements ?? ''}`;
  // Hard skills and tools only: the letter never rests on `communication` or a language.
  const overlap = skillOverlap(jobText, resumeText);
  const resume = parseResumeText(resumeText);

  const latest = latestRole(resume);
  const company = job.company.trim() || 'your company';
  const paragraphs: string[] = [`I am writing to apply for the ${job.title.trim()} position at ${company}.`];
  if (latest?.position) {
    paragraphs[0] += ` ${latest.is_current ? 'I currently work' : 'Most recently I worked'} as ${latest.position}${latest.company ? ` at ${latest.company}` : ''}.`;
  }
  if (overlap.length) paragraphs[0] += ` The role calls for ${listing(overlap.slice(0, 5))}, which my resume shows in practice.`;

  // Evidence: the member's own bullets, those naming an overlapping skill (and numbers) first.
  const evidence = resume.experience
    .flatMap((e) => e.description.split('\n').map((b) => ({ b: b.trim().replace(/[.;]\s*$/, ''), e })))
    .filter((x) => x.b)
    .map((x) => ({
      ...x,
      score: matcher.find(x.b).filter((s) => overlap.includes(s.name)).length * 2 + (QUANTIFIED.test(x.b) ? 1 : 0) + (opensWithVerb(x.b) ? 1 : 0),
    }))
    .sort((a, b) => b.score - a.score)
    .slice(0, 3);
  if (evidence.length) {
    const lines = evidence.map(({ b, e }, i) => {
      const said = firstPerson(b);
      if (i > 0 && evidence[i - 1].e === e) return `${said.replace(/^I /, 'I also ').replace(/^my resume lists/, 'My resume also lists')}.`;
      return e.company ? `At ${e.company}, ${said}.` : `${said[0].toUpperCase()}${said.slice(1)}.`;
    });
    paragraphs.push(lines.join(' '));
  }
  paragraphs.push(
    `I would welcome the chance to discuss how this experience could help ${company}. Thank you for your time and consideration.`,
  );

  const closing = signature?.trim() || applicantName.trim() || resume.header.name;
  const draftText = ['Dear Hiring Manager,', '', ...paragraphs.flatMap((p) => [p, '']), 'Sincerely,', closing].join('\n').trim();
  return { draftText, overlapFound: overlap };
}
