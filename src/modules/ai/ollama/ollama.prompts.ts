import { type AiInput, AiTask, BRIEF_FEEDBACK_KEYS, CUSTOM_SECTION_TARGETS, PROGRAM_CATEGORIES } from '../ai.types';

/** The instruction every prompt shares: the model works only from what it is given. */
export const SYSTEM_PROMPT =
  'You are the writing and review assistant of Waypoint, a career assistant for job seekers. ' +
  'Use only facts stated in the material you are given; never invent employers, dates, numbers, degrees or skills. ' +
  'Write in plain, professional English.';

/** The default instruction of the resume parser test page (part 3 §2.12). */
export const DEFAULT_PARSE_PROMPT = [
  'Parse the resume below into a JSON object with exactly six sections:',
  '- "header": { "name", "email", "phone", "location", "links": [] }',
  '- "summary": a string',
  '- "experience": [{ "company", "position", "start_date", "end_date", "is_current", "description" }]',
  '- "education": [{ "institution", "degree", "fieldOfStudy", "start_date", "end_date", "description" }]',
  '- "skills": [strings]',
  '- "certifications": [{ "name", "issuer", "date" }]',
  'Copy values exactly as written. Use "" or [] for anything the resume does not contain.',
  'Answer with the JSON object only.',
].join('\n');

const HINT_TEXT: Record<string, string> = {
  none: '',
  'more concise': 'Make it more concise than usual.',
  'one sentence': 'Write exactly one sentence.',
  'formal tone': 'Use a formal tone.',
  'emphasize technical skills': 'Emphasize technical skills.',
  'emphasize leadership': 'Emphasize leadership.',
  'emphasize customer impact': 'Emphasize impact on customers.',
  'quantify achievements': 'Quantify achievements using numbers from the material.',
  'product-focused': 'Focus on product outcomes.',
  'engineering-focused': 'Focus on engineering work.',
  'title plus one sentence summary': 'Write the job title on the first line and one summary sentence on the second.',
};

export interface Prompt {
  prompt: string;
  /** Ask Ollama for a JSON answer. */
  json: boolean;
}

/** The prompt of each task for a language model. */
export function promptFor<T extends AiTask>(task: T, input: AiInput<T>): Prompt {
  switch (task) {
    case AiTask.ProfileSummary: {
      const i = input as AiInput<AiTask.ProfileSummary>;
      const { resumeText, ...profile } = i.profile;
      return {
        json: false,
        prompt: `Write a professional profile summary of two or three sentences for this member. ${HINT_TEXT[i.hint ?? 'none'] ?? ''}\nAnswer with the summary text only.\n\nProfile:\n${JSON.stringify(profile, null, 2)}${resumeText ? `\n\nResume:\n${resumeText}` : ''}`,
      };
    }
    case AiTask.ResumeSummary: {
      const i = input as AiInput<AiTask.ResumeSummary>;
      return {
        json: false,
        prompt: `Write the summary section of this resume in two or three sentences. ${HINT_TEXT[i.hint ?? 'none'] ?? ''}\nAnswer with the summary text only.\n\nResume:\n${i.resumeText}`,
      };
    }
    case AiTask.SuggestSkills: {
      const i = input as AiInput<AiTask.SuggestSkills>;
      return {
        json: true,
        prompt: `List up to ${i.max} skills this resume demonstrates that are not already in this list: ${JSON.stringify(i.existing)}. Answer with JSON {"skills": [{"name": "...", "reason": "where the resume shows it"}]}.\n\nResume:\n${i.resumeText}`,
      };
    }
    case AiTask.Feedback: {
      const i = input as AiInput<AiTask.Feedback>;
      return i.type === 'brief'
        ? {
            json: true,
            prompt: `Review this resume as a career instructor. Answer with a JSON object with exactly these keys: ${BRIEF_FEEDBACK_KEYS.map((k) => `"${k}"`).join(', ')}. "Strengths" and "Recommendations" are lists of strings; the others are strings.\n\nResume:\n${i.resumeText}`,
          }
        : {
            json: false,
            prompt: `Review this resume as a career instructor in markdown: an overview, what works, what to improve (quoting the resume), and numbered next steps.\n\nResume:\n${i.resumeText}`,
          };
    }
    case AiTask.CoverLetter: {
      const i = input as AiInput<AiTask.CoverLetter>;
      return {
        json: false,
        prompt: `Draft a cover letter for ${i.applicantName} applying to "${i.job.title}" at ${i.job.company}. Start with "Dear Hiring Manager,". Cite only experience from the resume. End with "Sincerely," and then:\n${i.signature?.trim() || i.applicantName}\nAnswer with the letter only.\n\nJob description:\n${i.job.description}\n${i.job.requirements ?? ''}\n\nResume:\n${i.resumeText}`,
      };
    }
    case AiTask.ParseResume: {
      const i = input as AiInput<AiTask.ParseResume>;
      return { json: true, prompt: `${i.prompt?.trim() || DEFAULT_PARSE_PROMPT}\n\nResume:\n${i.text}` };
    }
    case AiTask.MapCustomSection: {
      const i = input as AiInput<AiTask.MapCustomSection>;
      const shapes: Record<string, string> = {
        experience: '{"target": "experience", "items": [{"company", "position", "start_date", "end_date", "is_current", "description"}]}',
        education: '{"target": "education", "items": [{"institution", "degree", "fieldOfStudy", "start_date", "end_date", "description"}]}',
        skills: '{"target": "skills", "items": ["skill", ...]}',
        certificates: '{"target": "certificates", "items": [{"name", "issuer", "date"}]}',
        personalinfo: '{"target": "personalinfo", "fields": {"name", "email", "phone", "location", "links", "summary"}}',
      };
      return {
        json: true,
        prompt: `Map the resume section "${i.sectionName}" onto the ${i.target} section (one of ${CUSTOM_SECTION_TARGETS.join(', ')}). Answer with JSON shaped ${shapes[i.target]}.\n\nSection content:\n${i.content}`,
      };
    }
    case AiTask.ParseJobPosting: {
      const i = input as AiInput<AiTask.ParseJobPosting>;
      return {
        json: true,
        prompt: `Extract from this job posting a JSON object {"salary": string or null, "requirements": [up to 10 strings], "companyInfo": string, "jobDetails": [up to 5 headings], "benefits": [up to 5 strings]}. Copy text as written.\n\nPosting:\n${i.description}`,
      };
    }
    case AiTask.CategorizeProgram: {
      const i = input as AiInput<AiTask.CategorizeProgram>;
      return {
        json: true,
        prompt: `Categorise this training program. Answer with JSON {"category": one of ${JSON.stringify(PROGRAM_CATEGORIES)}, "confidence": number from 0 to 1, "difficulty": "beginner", "intermediate", "advanced" or null}.\n\nTitle: ${i.title}\nDescription: ${i.description}`,
      };
    }
    default:
      throw new Error(`Unknown AI task ${String(task)}`);
  }
}
