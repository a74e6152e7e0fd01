import type { BriefFeedback } from '../ai.types';
import { latestRole, type ResumeReview } from './resume-checks';
import { listing } from './text';

/** Who the resume describes, in facts taken from it. */
export function describeCandidate(review: ResumeReview): string {
  const { resume, mentioned } = review;
  const latest = latestRole(resume);
  const parts: string[] = [];
  if (latest?.position) {
    parts.push(
      `${resume.header.name || 'The candidate'} presents as ${latest.position}${latest.company ? ` at ${latest.company}` : ''}${latest.is_current ? ' (current role)' : ''}`,
    );
  } else {
    parts.push(
      `${resume.header.name || 'The candidate'} lists ${resume.experience.length ? `${resume.experience.length} role(s)` : 'no dated roles'}`,
    );
  }
  const employers = [
    ...new Set(
      resume.experience
        .filter((e) => e !== latest)
        .map((e) => e.company)
        .filter(Boolean),
    ),
  ];
  if (latest?.position && employers.length) parts.push(`with earlier experience at ${listing(employers.slice(0, 3))}`);
  const skills = mentioned
    .filter((m) => m.category !== 'Soft Skills')
    .slice(0, 6)
    .map((m) => m.name);
  const sentence = `${parts.join(' ')}.`;
  return skills.length ? `${sentence} Skills shown include ${listing(skills)}.` : sentence;
}

/** The brief flight-check feedback: the four cards of part 2 §2.2. */
export function briefFeedback(review: ResumeReview): BriefFeedback {
  const passed = review.checks.filter((c) => c.passed);
  const failed = review.checks.filter((c) => !c.passed);
  const strengths = passed.map((c) => `${c.title}: ${c.finding}`);
  const quality: Record<string, string> = {
    'Checks passed': `${passed.length} of ${review.checks.length}`,
  };
  for (const c of review.checks) quality[c.title] = c.finding;
  return {
    'Professional Summary': describeCandidate(review),
    Strengths: strengths.length ? strengths : ['No check passed yet; the recommendations below are the quickest wins.'],
    'Resume Quality': quality,
    Recommendations: failed.length
      ? failed.map((c) => c.advice ?? c.finding)
      : ['Every check passed. Tailor the summary and top bullets to each job you apply for.'],
  };
}

/** The full flight-check feedback as markdown. */
export function fullFeedback(review: ResumeReview): string {
  const { resume, checks } = review;
  const passed = checks.filter((c) => c.passed);
  const failed = checks.filter((c) => !c.passed);
  const md: string[] = [
    '# Resume review',
    '',
    '## Overview',
    '',
    describeCandidate(review),
    '',
    `${passed.length} of ${checks.length} checks passed.`,
    '',
  ];
  md.push('## What works', '');
  if (passed.length) for (const c of passed) md.push(`- **${c.title}.** ${c.finding}`);
  else md.push('- Nothing yet; start with the first item below.');
  md.push('', '## What to improve', '');
  if (failed.length === 0) md.push('- Nothing stands out. Tailor the summary and top bullets to each job.');
  for (const c of failed) {
    md.push(`### ${c.title}`, '', c.finding, '');
    if (c.advice) md.push(`**Suggestion:** ${c.advice}`, '');
    if (c.examples?.length) {
      md.push('From your resume:', '');
      for (const e of c.examples) md.push(`> ${e.replace(/^"|"$/g, '')}`, '');
    }
  }
  if (resume.experience.length) {
    md.push('## Role by role', '');
    for (const e of resume.experience) {
      const bullets = e.description.split('\n').filter(Boolean);
      const dates = [e.start_date, e.is_current ? 'Present' : e.end_date].filter(Boolean).join(' – ');
      md.push(`### ${[e.position, e.company].filter(Boolean).join(', ') || 'Untitled role'}${dates ? ` (${dates})` : ''}`, '');
      md.push(
        bullets.length
          ? `${bullets.length} bullet point${bullets.length === 1 ? '' : 's'}.`
          : 'No bullet points: add three to five results.',
        '',
      );
    }
  }
  md.push('## Next steps', '');
  const steps = failed.map((c) => c.advice).filter(Boolean) as string[];
  (steps.length ? steps.slice(0, 5) : ['Tailor the summary and the first bullets of your latest role to each job.']).forEach((s, i) =>
    md.push(`${i + 1}. ${s}`),
  );
  md.push('');
  return md.join('\n');
}
