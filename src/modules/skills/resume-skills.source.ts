/**
 * Where a skills sync reads the member's resumes: the resume module provides it (issue 13). Each
 * entry is one resume's skills as the member wrote them.
 */
export const RESUME_SKILLS_SOURCE = Symbol('RESUME_SKILLS_SOURCE');

export interface ResumeSkillsSource {
  skillsOf(userId: string): Promise<string[][]>;
}
