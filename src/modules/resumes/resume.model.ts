/**
 * The resume as every part of the resume module sees it (part 2 §3): the API answers it, the
 * renderers (PDF, DOCX, text, preview HTML) draw it, JSON Resume maps to and from it.
 */
export const RESUME_TEMPLATES = ['modern', 'classic', 'creative', 'minimal'] as const;
export type ResumeTemplate = (typeof RESUME_TEMPLATES)[number];

export const PROFICIENCY_LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export type ProficiencyLevel = (typeof PROFICIENCY_LEVELS)[number];

export interface PersonalInfo {
  name: string;
  email: string;
  phone: string;
  location: string;
  website: string;
  linkedin: string;
  github: string;
  summary: string;
}

export interface ResumeExperience {
  company: string;
  position: string;
  location: string;
  /** Free text as the member wrote it ("2019 – 2021"); the dates below are what the renderers print. */
  duration: string;
  /** Free text such as 2021, 2021-07 or Jan 2020. */
  start_date: string;
  /** Blank when current. */
  end_date: string;
  is_current: boolean;
  /** One achievement per line. */
  description: string;
}

export interface ResumeEducation {
  institution: string;
  degree: string;
  fieldOfStudy: string;
  duration: string;
  start_date: string;
  end_date: string;
  gpa: string;
  description: string;
}

export interface ResumeCertificate {
  name: string;
  issuer: string;
  date: string;
  url: string;
}

export interface ResumeSkill {
  id: string;
  skill_name: string;
  proficiency_level: ProficiencyLevel;
  years_experience: number | null;
}

/** What the renderers need: the content, without ids or timestamps. */
export interface ResumeContent {
  name: string;
  personalInfo: PersonalInfo;
  experience: ResumeExperience[];
  education: ResumeEducation[];
  certificates: ResumeCertificate[];
  skills: Pick<ResumeSkill, 'skill_name' | 'proficiency_level' | 'years_experience'>[];
}

/** Page geometry of a PDF: the member's page size (points) and margin (points, part 3 §5). */
export interface PageOptions {
  /** [width, height] in PDF points (1/72 in). */
  size: [number, number];
  margin: number;
}
