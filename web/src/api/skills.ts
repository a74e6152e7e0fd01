import { skillsApi } from './generated/skills.gen';

/** The member's skills; a sync from the resumes or an edit refreshes the list. */
export const skills = skillsApi.enhanceEndpoints({
  addTagTypes: ['Skills'],
  endpoints: {
    listSkills: { providesTags: ['Skills'] },
    syncSkills: { invalidatesTags: ['Skills'] },
    upsertUserSkill: { invalidatesTags: ['Skills'] },
  },
});

export const { useListSkillsQuery, useSyncSkillsMutation, useUpsertUserSkillMutation } = skills;
export type { SkillsSyncDto, UpsertUserSkillDto, UserSkillDto } from './generated/skills.gen';
