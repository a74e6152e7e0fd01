import type { ResumeSkillDto, useUpdateResumeMutation } from '../../../api/resumes';

// api/resumes.ts does not re-export these two generated types; derived here so that this feature
// imports only from it (STYLE §5).

/** The body of PUT /api/resumes/{id}. */
export type UpdateResumeDto = Parameters<ReturnType<typeof useUpdateResumeMutation>[0]>[0]['updateResumeDto'];

export type ProficiencyLevel = ResumeSkillDto['proficiency_level'];
