/** The AI tasks of the product (DESIGN.md §7), one per AiService method. */
export enum AiTask {
  ProfileSummary = 'profile-summary',
  ResumeSummary = 'resume-summary',
  SuggestSkills = 'suggest-skills',
  Feedback = 'feedback',
  CoverLetter = 'cover-letter',
  ParseResume = 'parse-resume',
  MapCustomSection = 'map-custom-section',
  ParseJobPosting = 'parse-job-posting',
  CategorizeProgram = 'categorize-program',
}

export enum AiProviderName {
  Builtin = 'builtin',
  Ollama = 'ollama',
}

/** The instructor choice of the feedback screen; every other task uses the primary model. */
export type ModelChoice = 'primary' | 'secondary';

/** Hints of the profile (part 1 §9) and resume (part 2 §3) summary dialogs. */
export const SUMMARY_HINTS = [
  'none',
  'more concise',
  'one sentence',
  'formal tone',
  'emphasize technical skills',
  'emphasize leadership',
  'emphasize customer impact',
  'quantify achievements',
  'product-focused',
  'engineering-focused',
  'title plus one sentence summary',
] as const;
export type SummaryHint = (typeof SUMMARY_HINTS)[number];

export interface ResumeHeader {
  name: string;
  email: string;
  phone: string;
  location: string;
  links: string[];
}

export interface ExperienceItem {
  company: string;
  position: string;
  start_date: string;
  end_date: string;
  is_current: boolean;
  description: string;
}

export interface EducationItem {
  institution: string;
  degree: string;
  fieldOfStudy: string;
  start_date: string;
  end_date: string;
  description: string;
}

export interface CertificateItem {
  name: string;
  issuer: string;
  date: string;
}

/** A resume in the six sections of the parser (part 3 §2.12). */
export interface ParsedResume {
  header: ResumeHeader;
  summary: string;
  experience: ExperienceItem[];
  education: EducationItem[];
  skills: string[];
  certifications: CertificateItem[];
}

/** A member's profile as the summary task sees it. */
export interface ProfileInput {
  name?: string;
  title?: string;
  location?: string;
  experienceYears?: number;
  skills?: string[];
  summary?: string;
  /** Text of the member's latest resume, when there is one. */
  resumeText?: string;
}

export interface JobInput {
  title: string;
  company: string;
  location?: string;
  description: string;
  requirements?: string;
}

export type FeedbackType = 'brief' | 'full';

export const BRIEF_FEEDBACK_KEYS = ['Professional Summary', 'Strengths', 'Resume Quality', 'Recommendations'] as const;
export type BriefFeedback = Record<(typeof BRIEF_FEEDBACK_KEYS)[number], string | string[] | Record<string, string>>;

export interface SkillSuggestion {
  name: string;
  /** Why it is suggested, in the member's terms. */
  reason: string;
}

export interface CoverLetterDraft {
  draftText: string;
  /** Skills the job asks for that the resume shows. */
  overlapFound: string[];
}

export const CUSTOM_SECTION_TARGETS = ['experience', 'education', 'skills', 'certificates', 'personalinfo'] as const;
export type CustomSectionTarget = (typeof CUSTOM_SECTION_TARGETS)[number];

export type MappedSection =
  | { target: 'experience'; items: ExperienceItem[] }
  | { target: 'education'; items: EducationItem[] }
  | { target: 'skills'; items: string[] }
  | { target: 'certificates'; items: CertificateItem[] }
  | {
      target: 'personalinfo';
      fields: Partial<ResumeHeader> & { summary?: string };
    };

/** The hand-coded feed parsing result of part 3 §3 (Parsed RSS content). */
export interface ParsedJobPosting {
  salary: string | null;
  requirements: string[];
  companyInfo: string;
  jobDetails: string[];
  benefits: string[];
  rawDescription: string;
}

export const PROGRAM_CATEGORIES = [
  'Frontend Development',
  'Backend Development',
  'System Design',
  'Cloud Computing',
  'DevOps',
  'Data Science',
  'Machine Learning',
  'Cybersecurity',
  'Mobile Development',
  'Project Management',
  'Design',
  'Business',
  'Other',
] as const;
export type ProgramCategory = (typeof PROGRAM_CATEGORIES)[number];

export interface ProgramCategorisation {
  category: ProgramCategory;
  /** 0 to 1. */
  confidence: number;
  difficulty: 'beginner' | 'intermediate' | 'advanced' | null;
}

/** Inputs and outputs of every task, keyed by task. */
export interface AiTaskIo {
  [AiTask.ProfileSummary]: {
    in: { profile: ProfileInput; hint?: SummaryHint };
    out: { text: string };
  };
  [AiTask.ResumeSummary]: {
    in: { resumeText: string; hint?: SummaryHint };
    out: { text: string };
  };
  [AiTask.SuggestSkills]: {
    in: { resumeText: string; existing: string[]; max: number };
    out: { skills: SkillSuggestion[] };
  };
  [AiTask.Feedback]: {
    in: { resumeText: string; type: FeedbackType };
    out: { type: 'brief'; brief: BriefFeedback; text: string } | { type: 'full'; text: string };
  };
  [AiTask.CoverLetter]: {
    in: {
      job: JobInput;
      resumeText: string;
      applicantName: string;
      signature?: string;
    };
    out: CoverLetterDraft;
  };
  [AiTask.ParseResume]: {
    in: { text: string; prompt?: string };
    out: ParsedResume;
  };
  [AiTask.MapCustomSection]: {
    in: { sectionName: string; content: string; target: CustomSectionTarget };
    out: MappedSection;
  };
  [AiTask.ParseJobPosting]: {
    in: { description: string };
    out: ParsedJobPosting;
  };
  [AiTask.CategorizeProgram]: {
    in: { title: string; description: string };
    out: ProgramCategorisation;
  };
}

export type AiInput<T extends AiTask> = AiTaskIo[T]['in'];
export type AiOutput<T extends AiTask> = AiTaskIo[T]['out'];

/** What every AI answer records (DESIGN.md §7): who answered, with which model, how fast. */
export interface AiResult<T> {
  output: T;
  provider: AiProviderName;
  model: string;
  responseTimeMs: number;
}

/** One provider: runs any task with the chosen model. */
export interface AiProvider {
  readonly name: AiProviderName;
  modelFor(choice: ModelChoice): string;
  run<T extends AiTask>(task: T, input: AiInput<T>, choice: ModelChoice): Promise<AiOutput<T>>;
}
