import { AiTask } from '../ai.types';
import { extractJson, MalformedOutput, validateStructured } from './ollama.validate';

const problems = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    if (err instanceof MalformedOutput) return err.problems;
    throw err;
  }
  return [];
};

describe('validating language-model answers', () => {
  it('finds the JSON object behind chatty lead-ins and code fences', () => {
    expect(extractJson('Sure! Here it is:\n```json\n{"skills": ["Go"]}\n```\nAnything else?')).toEqual({ skills: ['Go'] });
    expect(problems(() => extractJson('I cannot help with that.'))).toEqual(['the answer contains no JSON object']);
    expect(problems(() => extractJson('{"skills": [}'))[0]).toMatch(/^the JSON does not parse/);
  });

  it('treats a section the model left out as empty, and a mistyped one as an error', () => {
    const parsed = validateStructured(AiTask.ParseResume, { header: { name: 'Maya Okafor', links: 'not a list' }, skills: ['Go', { name: 'Rust' }, 3] });
    expect(parsed).toEqual({
      header: { name: 'Maya Okafor', email: '', phone: '', location: '', links: [] },
      summary: '',
      experience: [],
      education: [],
      skills: ['Go', 'Rust', '3'],
      certifications: [],
    });
    expect(problems(() => validateStructured(AiTask.ParseResume, { experience: 'Acme', header: 'Maya' }))).toEqual(['"experience" must be a list', '"header" must be an object']);
    expect(problems(() => validateStructured(AiTask.ParseResume, { resume: {} }))[0]).toMatch(/^the answer has none of the sections/);
  });

  it('normalises experience items (bullets lists, 0/1 flags) and filters suggested skills the member has', () => {
    const parsed = validateStructured(AiTask.ParseResume, { experience: [{ company: 'Acme', is_current: 1, description: ['Led a team', 'Cut costs'] }] });
    expect(parsed.experience[0]).toMatchObject({ company: 'Acme', is_current: true, description: 'Led a team\nCut costs' });
    const skills = validateStructured(AiTask.SuggestSkills, { skills: [{ name: 'Go', reason: 'x' }, 'Rust', { name: 'go' }] }, { existing: ['rust'], max: 5 });
    expect(skills.skills).toEqual([{ name: 'Go', reason: 'x' }]);
  });

  it('requires the four feedback cards and a known program category', () => {
    expect(problems(() => validateStructured(AiTask.Feedback, { Strengths: [] }))).toEqual(['missing keys: Professional Summary, Resume Quality, Recommendations']);
    expect(problems(() => validateStructured(AiTask.CategorizeProgram, { category: 'devops', confidence: 0.8 }))).toEqual([]);
    expect(validateStructured(AiTask.CategorizeProgram, { category: 'devops', confidence: 0.8, difficulty: 'expert' })).toEqual({ category: 'DevOps', confidence: 0.8, difficulty: null });
  });
});
