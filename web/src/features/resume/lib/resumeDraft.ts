import type { CertificateDto, EducationDto, ExperienceDto, PersonalInfoDto, ResumeDto } from '../../../api/resumes';
import type { UpdateResumeDto } from './apiTypes';

/** A list row with a key that stays with it while rows are added, removed and reordered. */
export type Keyed<T> = T & { uid: string };

/** What edit mode holds: the parts Save sends (skills are saved one by one, straight away). */
export interface ResumeDraft {
  personalInfo: PersonalInfoDto;
  experience: Keyed<ExperienceDto>[];
  education: Keyed<EducationDto>[];
  certificates: Keyed<CertificateDto>[];
}

let lastUid = 0;
const nextUid = () => `row-${(lastUid += 1)}`;
const keyed = <T extends object>(item: T): Keyed<T> => ({ ...item, uid: nextUid() });
const unkeyed = <T extends object>({ uid: _uid, ...item }: Keyed<T>): T => item as unknown as T;

/** is_current comes as true/false or 1/0 (part 2 §3). */
export function isCurrent(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

const EMPTY_PERSONAL_INFO: PersonalInfoDto = { name: '', email: '', phone: '', location: '', website: '', linkedin: '', github: '', summary: '' };

/** The editable copy of a saved resume. */
export function draftOf(resume: ResumeDto): ResumeDraft {
  return {
    personalInfo: { ...EMPTY_PERSONAL_INFO, ...resume.personalInfo },
    experience: (resume.experience ?? []).map((item) => keyed({ ...item, is_current: isCurrent(item.is_current) })),
    education: (resume.education ?? []).map(keyed),
    certificates: (resume.certificates ?? []).map(keyed),
  };
}

/**
 * The body of Save: personal info plus the experience, education and certificate lists that are
 * present as arrays (part 2 §5), without the row keys.
 */
export function saveBody(draft: ResumeDraft): UpdateResumeDto {
  const body: UpdateResumeDto = {};
  if (draft.personalInfo && typeof draft.personalInfo === 'object') body.personalInfo = { ...draft.personalInfo };
  if (Array.isArray(draft.experience)) body.experience = draft.experience.map((item) => unkeyed<ExperienceDto>(item));
  if (Array.isArray(draft.education)) body.education = draft.education.map((item) => unkeyed<EducationDto>(item));
  if (Array.isArray(draft.certificates)) body.certificates = draft.certificates.map((item) => unkeyed<CertificateDto>(item));
  return body;
}

export const newExperience = (): Keyed<ExperienceDto> =>
  keyed({ company: '', position: '', location: '', start_date: '', end_date: '', is_current: false, duration: '', description: '' });

export const newEducation = (): Keyed<EducationDto> =>
  keyed({ institution: '', degree: '', fieldOfStudy: '', start_date: '', end_date: '', gpa: '', duration: '', description: '' });

export const newCertificate = (): Keyed<CertificateDto> => keyed({ name: '', issuer: '', date: '', url: '' });

/** The list with the item at `from` moved to `to`; the same list when either is out of range. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** Ticking Current marks the job as ongoing and clears its end date (part 2 §2.1). */
export function withCurrent<T extends ExperienceDto>(item: T, current: boolean): T {
  return current ? { ...item, is_current: true, end_date: '' } : { ...item, is_current: false };
}
