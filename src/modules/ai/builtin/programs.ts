import type { ProgramCategorisation, ProgramCategory } from '../ai.types';
import { skillMatcher } from './skills';

/** Keywords per category, with the taxonomy's skill categories mapped in. */
const KEYWORDS: Record<Exclude<ProgramCategory, 'Other'>, RegExp> = {
  'Frontend Development': /\b(front[- ]?end|web development|html|css|javascript|react|angular|vue|ui development)\b/gi,
  'Backend Development': /\b(back[- ]?end|server[- ]side|apis?|node\.?js|django|spring boot|databases?|sql)\b/gi,
  'System Design': /\b(system design|software architecture|distributed systems|scalab\w+|design patterns|microservices)\b/gi,
  'Cloud Computing': /\b(cloud|aws|azure|gcp|google cloud|serverless|solutions architect)\b/gi,
  DevOps: /\b(devops|ci\/cd|kubernetes|docker|terraform|site reliability|sre|infrastructure as code)\b/gi,
  'Data Science': /\b(data scien\w+|data analy\w+|statistics|pandas|visuali[sz]ation|sql for data|tableau|power bi)\b/gi,
  'Machine Learning':
    /\b(machine learning|deep learning|neural networks?|ai|artificial intelligence|nlp|computer vision|llms?|generative)\b/gi,
  Cybersecurity: /\b(security|cyber\w*|penetration|ethical hacking|comptia security\+|cissp|soc analyst)\b/gi,
  'Mobile Development': /\b(mobile|android|ios|flutter|react native|swiftui|kotlin)\b/gi,
  'Project Management': /\b(project management|pmp|scrum|agile|product management|prince2)\b/gi,
  Design: /\b(ux|ui design|user experience|figma|graphic design|product design)\b/gi,
  Business: /\b(marketing|sales|finance|accounting|business|leadership|management)\b/gi,
};
const TAXONOMY_TO_CATEGORY: Record<string, ProgramCategory> = {
  'Frontend Development': 'Frontend Development',
  'Backend Development': 'Backend Development',
  Databases: 'Backend Development',
  'Cloud Computing': 'Cloud Computing',
  DevOps: 'DevOps',
  'Data Science': 'Data Science',
  'Machine Learning': 'Machine Learning',
  Cybersecurity: 'Cybersecurity',
  'Mobile Development': 'Mobile Development',
  'System Design': 'System Design',
  Design: 'Design',
  'Project Management': 'Project Management',
  Business: 'Business',
};

/** Categorises a training program by keywords (title counts double) with a confidence in [0, 1]. */
export function categorizeProgram(title: string, description: string): ProgramCategorisation {
  const scores = new Map<ProgramCategory, number>();
  const add = (c: ProgramCategory, n: number) => scores.set(c, (scores.get(c) ?? 0) + n);
  for (const [category, pattern] of Object.entries(KEYWORDS) as [ProgramCategory, RegExp][]) {
    add(category, (title.match(pattern)?.length ?? 0) * 2 + (description.match(pattern)?.length ?? 0));
  }
  for (const skill of skillMatcher().find(`${title}\n${description}`)) {
    const category = TAXONOMY_TO_CATEGORY[skill.category];
    if (category) add(category, 0.5 * skill.count);
  }
  const ranked = [...scores.entries()].filter(([, s]) => s > 0).sort((a, b) => b[1] - a[1]);
  const text = `${title} ${description}`.toLowerCase();
  const difficulty = /\b(advanced|expert|mastery|master class|professional level)\b/.test(text)
    ? 'advanced'
    : /\b(intermediate)\b/.test(text)
      ? 'intermediate'
      : /\b(beginners?|introduction|intro to|fundamentals|basics|getting started|no experience)\b/.test(text)
        ? 'beginner'
        : null;
  if (!ranked.length) return { category: 'Other', confidence: 0.2, difficulty };
  const [top, second] = ranked;
  // Share of the evidence that points to the winner, damped when there is little evidence.
  const share = top[1] / (top[1] + (second?.[1] ?? 0));
  const support = Math.min(1, top[1] / 4);
  return {
    category: top[0],
    confidence: Math.round((0.3 + 0.7 * share * support) * 100) / 100,
    difficulty,
  };
}
