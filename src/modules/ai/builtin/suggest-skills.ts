import type { SkillSuggestion } from '../ai.types';
import { parseSkills, splitSections } from './resume-sections';
import { isHardSkill, skillMatcher } from './skills';
import { clip, sentences } from './text';

/**
 * Skills the resume already shows in its experience or summary but the member has not listed,
 * most-mentioned first, each with the line that shows it. It suggests nothing the resume does not show,
 * and only hard skills and tools: soft skills and languages are kept apart in every result.
 */
export function suggestSkills(resumeText: string, existing: string[], max: number): SkillSuggestion[] {
  const matcher = skillMatcher();
  const { sections } = splitSections(resumeText);
  const listed = new Set(
    [...existing, ...parseSkills(sections.skills)].map((s) => (matcher.lookup(s.trim())?.name ?? s.trim()).toLowerCase()),
  );
  const prose = [...sections.summary, ...sections.experience, ...sections.other].join('\n') || resumeText;
  const lines = sentences(prose);
  return matcher
    .find(prose)
    .filter((m) => isHardSkill(m) && !listed.has(m.name.toLowerCase()))
    .sort((a, b) => b.count - a.count || a.index - b.index)
    .slice(0, max)
    .map((m) => {
      const line = lines.find((l) => matcher.find(l).some((x) => x.name === m.name));
      return {
        name: m.name,
        reason: line ? `Mentioned in your resume: "${clip(line, 100)}"` : 'Mentioned in your resume',
      };
    });
}
