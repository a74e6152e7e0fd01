import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { OptionalNotNull, toBoolean } from '../../../core/validation/validation.decorators';
import { CUSTOM_SECTION_TARGETS, type CustomSectionTarget, SUMMARY_HINTS, type SummaryHint } from '../../ai/ai.types';
import { PROFICIENCY_LEVELS, type ProficiencyLevel, RESUME_TEMPLATES, type ResumeTemplate } from '../resume.model';

/*
 * The spec sets no length or format limits on resume fields (part 2 §5); the server still bounds
 * them, far above anything a resume holds, so one request cannot store megabytes.
 */
const TEXT = 500;
const LONG_TEXT = 20_000;
const ITEMS = 100;
// Stacked class-validator decorators run bottom-up: the type check (IsArray, IsString) is written
// last so that, with stopAtFirstError, a wrong type is what the message names.

/** Optional free text: present means a string within `max` characters. */
const Text = (max = TEXT) => (target: object, key: string) => {
  OptionalNotNull()(target, key);
  IsString()(target, key);
  MaxLength(max)(target, key);
};


export class PersonalInfoDto {
  name: string;
  email: string;
  phone: string;
  location: string;
  website: string;
  linkedin: string;
  github: string;
  summary: string;
}

/** The personal fields to change; fields left out keep their value. */
export class UpdatePersonalInfoDto {
  @Text() name?: string;
  @Text() email?: string;
  @Text() phone?: string;
  @Text() location?: string;
  @Text(2000) website?: string;
  @Text(2000) linkedin?: string;
  @Text(2000) github?: string;
  @Text(LONG_TEXT) summary?: string;
}

export class ExperienceDto {
  @ApiProperty() @Text() company: string;
  @ApiProperty() @Text() position: string;
  @ApiProperty() @Text() location: string;
  /** Free text as written ("2019 – 2021"). */
  @ApiProperty() @Text() duration: string;
  /** Free text such as 2021, 2021-07 or Jan 2020. */
  @ApiProperty() @Text(60) start_date: string;
  /** Blank when current. */
  @ApiProperty() @Text(60) end_date: string;
  /** true/false, or 1/0. */
  @ApiProperty({ type: Boolean })
  @OptionalNotNull()
  @Transform(toBoolean)
  @IsBoolean({ message: 'is_current must be true, false, 1 or 0' })
  is_current: boolean;
  /** One achievement per line. */
  @ApiProperty() @Text(LONG_TEXT) description: string;
}

export class EducationDto {
  @ApiProperty() @Text() institution: string;
  @ApiProperty() @Text() degree: string;
  @ApiProperty() @Text() fieldOfStudy: string;
  @ApiProperty() @Text() duration: string;
  @ApiProperty() @Text(60) start_date: string;
  @ApiProperty() @Text(60) end_date: string;
  @ApiProperty() @Text(60) gpa: string;
  @ApiProperty() @Text(LONG_TEXT) description: string;
}

export class CertificateDto {
  @ApiProperty() @Text() name: string;
  @ApiProperty() @Text() issuer: string;
  @ApiProperty() @Text(60) date: string;
  @ApiProperty() @Text(2000) url: string;
}

export class ResumeSkillDto {
  id: string;
  skill_name: string;
  @ApiProperty({ enum: PROFICIENCY_LEVELS, enumName: 'ProficiencyLevel' })
  proficiency_level: ProficiencyLevel;
  @ApiProperty({ type: Number, nullable: true })
  years_experience: number | null;
}

export class ResumeListItemDto {
  id: string;
  name: string;
  @ApiProperty({ enum: RESUME_TEMPLATES, enumName: 'ResumeTemplate' })
  template: ResumeTemplate;
  /** When it last changed (ISO 8601). */
  last_modified: string;
  created_at: string;
}

export class ResumeDto extends ResumeListItemDto {
  personalInfo: PersonalInfoDto;
  experience: ExperienceDto[];
  education: EducationDto[];
  certificates: CertificateDto[];
  skills: ResumeSkillDto[];
  /** What it was made from: pdf, docx, json, txt, or '' when typed in. */
  source_format: string;
  /** Whether the uploaded original can be downloaded. */
  has_original: boolean;
  /** Elided custom sections waiting to be restored. */
  custom_sections_count: number;
}

/** Only the parts present are changed (part 2 §5); each array replaces that part whole, in its order. */
export class UpdateResumeDto {
  /** The resume's name in the list. */
  @OptionalNotNull() @IsString() @MinLength(1, { message: 'name must not be empty' }) @MaxLength(200)
  name?: string;

  @ApiPropertyOptional({ enum: RESUME_TEMPLATES, enumName: 'ResumeTemplate' })
  @OptionalNotNull()
  @IsIn(RESUME_TEMPLATES, { message: `template must be one of: ${RESUME_TEMPLATES.join(', ')}` })
  template?: ResumeTemplate;

  @OptionalNotNull() @IsObject({ message: 'personalInfo must be an object' }) @ValidateNested() @Type(() => UpdatePersonalInfoDto)
  personalInfo?: UpdatePersonalInfoDto;

  @OptionalNotNull() @ArrayMaxSize(ITEMS) @IsArray({ message: 'experience must be an array' }) @ValidateNested({ each: true }) @Type(() => ExperienceDto)
  experience?: ExperienceDto[];

  @OptionalNotNull() @ArrayMaxSize(ITEMS) @IsArray({ message: 'education must be an array' }) @ValidateNested({ each: true }) @Type(() => EducationDto)
  education?: EducationDto[];

  @OptionalNotNull() @ArrayMaxSize(ITEMS) @IsArray({ message: 'certificates must be an array' }) @ValidateNested({ each: true }) @Type(() => CertificateDto)
  certificates?: CertificateDto[];
}

export class ResumeThumbnailDto {
  /** A small HTML preview; every piece of member text in it is escaped. */
  previewHtml: string;
  experienceCount: number;
  skillsCount: number;
}

export class SuccessDto {
  success: boolean;
}

export const UPLOAD_MODELS = ['primary', 'secondary'] as const;

/** The form fields sent with the file (part 2 §7). */
export class UploadResumeDto {
  /** Why it is uploaded: resumebuilder_upload from the resume builder. */
  @IsOptional() @IsString() @MaxLength(60)
  reason?: string;

  @ApiPropertyOptional({ enum: UPLOAD_MODELS })
  @IsOptional()
  @IsIn(UPLOAD_MODELS, { message: 'model must be primary or secondary' })
  model?: (typeof UPLOAD_MODELS)[number];

  /** A template name, or empty for the default. */
  @ApiPropertyOptional({ enum: [...RESUME_TEMPLATES, ''] })
  @IsOptional()
  @IsIn([...RESUME_TEMPLATES, ''], { message: `template must be one of: ${RESUME_TEMPLATES.join(', ')}, or empty` })
  template?: ResumeTemplate | '';
}

export class UploadResumeResultDto {
  success: boolean;
  message: string;
  resumeId: string;
  /** How many entries each part got, and how many sections were elided. */
  experienceCount: number;
  educationCount: number;
  skillsCount: number;
  certificatesCount: number;
  customSectionsCount: number;
}

export const EXPORT_FORMATS = ['json', 'jsonresume', 'pdf', 'docx', 'txt'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export class ExportQueryDto {
  @ApiProperty({ enum: EXPORT_FORMATS })
  @IsIn(EXPORT_FORMATS, { message: `format must be one of: ${EXPORT_FORMATS.join(', ')}` })
  format: ExportFormat;

  /** Another template than the resume's own, for pdf and docx. */
  @ApiPropertyOptional({ enum: RESUME_TEMPLATES, enumName: 'ResumeTemplate' })
  @IsOptional()
  @IsIn(RESUME_TEMPLATES, { message: `template must be one of: ${RESUME_TEMPLATES.join(', ')}` })
  template?: ResumeTemplate;
}

export class AtsCheckDto {
  /** The template to check; the resume's own when left out. */
  @ApiPropertyOptional({ enum: RESUME_TEMPLATES, enumName: 'ResumeTemplate' })
  @IsOptional()
  @IsIn(RESUME_TEMPLATES, { message: `template must be one of: ${RESUME_TEMPLATES.join(', ')}` })
  template?: ResumeTemplate;
}

export class AtsSectionDto {
  @ApiProperty({ enum: ['contact', 'summary', 'experience', 'education', 'skills', 'certifications'] })
  section: 'contact' | 'summary' | 'experience' | 'education' | 'skills' | 'certifications';
  expected: number;
  found: number;
  ok: boolean;
}

/** What a tracking system reads back from the PDF export. */
export class AtsCheckResultDto {
  @ApiProperty({ enum: RESUME_TEMPLATES, enumName: 'ResumeTemplate' })
  template: ResumeTemplate;
  lossless: boolean;
  pages: number;
  sections: AtsSectionDto[];
  /** One sentence per thing that would be lost. */
  lost: string[];
}

export class ResumeSummaryHintDto {
  @ApiPropertyOptional({ enum: SUMMARY_HINTS })
  @IsOptional()
  @IsIn(SUMMARY_HINTS, { message: `hint must be one of: ${SUMMARY_HINTS.join(', ')}` })
  hint?: SummaryHint;
}

export class ResumeAiSummaryDto {
  /** The generated summary; empty when none was generated yet. */
  ai_summary: string;
  hint: string;
  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true })
  created_at: string | null;
}

export const FEEDBACK_TYPES = ['brief', 'full'] as const;

export class FeedbackRequestDto {
  @ApiProperty({ enum: FEEDBACK_TYPES })
  @IsIn(FEEDBACK_TYPES, { message: 'feedbackType must be brief or full' })
  feedbackType: (typeof FEEDBACK_TYPES)[number];

  @ApiPropertyOptional({ enum: UPLOAD_MODELS })
  @IsOptional()
  @IsIn(UPLOAD_MODELS, { message: 'model must be primary or secondary' })
  model?: (typeof UPLOAD_MODELS)[number];
}

/** Part 2 §3 Feedback result: brief feedback is a JSON object as text, full feedback markdown. */
export class FeedbackResultDto {
  success: boolean;
  feedback: string;
  @ApiProperty({ enum: FEEDBACK_TYPES })
  feedbackType: (typeof FEEDBACK_TYPES)[number];
  @ApiProperty({ enum: UPLOAD_MODELS })
  model: (typeof UPLOAD_MODELS)[number];
  /** The model that answered. */
  modelName: string;
  /** Milliseconds. */
  responseTime: number;
  @ApiPropertyOptional()
  error?: string;
}

export class AddResumeSkillDto {
  @IsString() @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @MinLength(1, { message: 'skillName must not be empty' })
  @MaxLength(100)
  skillName: string;

  @ApiPropertyOptional({ enum: PROFICIENCY_LEVELS, enumName: 'ProficiencyLevel' })
  @IsOptional()
  @IsIn(PROFICIENCY_LEVELS, { message: `proficiencyLevel must be one of: ${PROFICIENCY_LEVELS.join(', ')}` })
  proficiencyLevel?: ProficiencyLevel;

  @IsOptional() @IsNumber({}, { message: 'yearsExperience must be a number' }) @Min(0) @Max(80)
  yearsExperience?: number;
}

export class UpdateResumeSkillDto {
  @OptionalNotNull() @IsString() @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @MinLength(1, { message: 'skillName must not be empty' })
  @MaxLength(100)
  skillName?: string;

  @ApiPropertyOptional({ enum: PROFICIENCY_LEVELS, enumName: 'ProficiencyLevel' })
  @OptionalNotNull()
  @IsIn(PROFICIENCY_LEVELS, { message: `proficiencyLevel must be one of: ${PROFICIENCY_LEVELS.join(', ')}` })
  proficiencyLevel?: ProficiencyLevel;

  @ApiPropertyOptional({ type: Number, nullable: true })
  @IsOptional() @IsNumber({}, { message: 'yearsExperience must be a number' }) @Min(0) @Max(80)
  yearsExperience?: number | null;
}

export class SuggestSkillsDto {
  @IsUUID('all', { message: 'resumeId must be a resume id' })
  resumeId: string;

  /** At most 20 (part 2 §9). */
  @IsOptional() @IsInt({ message: 'max must be a whole number' }) @Min(1) @Max(20)
  max?: number;
}

export class SuggestedSkillDto {
  name: string;
  /** Why it is suggested. */
  reason: string;
}

export class SuggestSkillsResultDto {
  skills: SuggestedSkillDto[];
}

export class ElidedItemDto {
  sectionId: number;
  subIndex: number;
  section_name: string;
  section_content: string;
}

export class CustomSectionsDto {
  /** Whether restoring is available (an AI provider answers). */
  available: boolean;
  sections: ElidedItemDto[];
}

const Target = () => (target: object, key: string) => {
  ApiProperty({ enum: CUSTOM_SECTION_TARGETS, enumName: 'CustomSectionTarget' })(target, key);
  IsIn(CUSTOM_SECTION_TARGETS, { message: `targetSection must be one of: ${CUSTOM_SECTION_TARGETS.join(', ')}` })(target, key);
};

export class CustomSectionRefDto {
  @IsInt({ message: 'sectionId must be a whole number' }) @Min(0)
  sectionId: number;

  @IsInt({ message: 'subIndex must be a whole number' }) @Min(0)
  subIndex: number;
}

export class MapContentDto extends CustomSectionRefDto {
  @Target()
  targetSection: CustomSectionTarget;
}

/** An elided item's content in the shape of its target section: one of the parts, by target. */
export class MappedDataDto {
  @OptionalNotNull() @ArrayMaxSize(ITEMS) @IsArray() @ValidateNested({ each: true }) @Type(() => ExperienceDto)
  experience?: ExperienceDto[];

  @OptionalNotNull() @ArrayMaxSize(ITEMS) @IsArray() @ValidateNested({ each: true }) @Type(() => EducationDto)
  education?: EducationDto[];

  @OptionalNotNull() @ArrayMaxSize(ITEMS) @IsArray() @ValidateNested({ each: true }) @Type(() => CertificateDto)
  certificates?: CertificateDto[];

  @OptionalNotNull() @ArrayMaxSize(ITEMS) @IsArray() @IsString({ each: true }) @MaxLength(100, { each: true })
  skills?: string[];

  @OptionalNotNull() @IsObject() @ValidateNested() @Type(() => UpdatePersonalInfoDto)
  personalInfo?: UpdatePersonalInfoDto;
}

export class MapContentResultDto {
  @ApiProperty({ enum: CUSTOM_SECTION_TARGETS, enumName: 'CustomSectionTarget' })
  targetSection: CustomSectionTarget;
  mappedData: MappedDataDto;
  /** Whether anything structured came out. */
  empty: boolean;
}

export class ApplyCustomSectionDto extends MapContentDto {
  @IsObject({ message: 'mappedData must be an object' }) @ValidateNested() @Type(() => MappedDataDto)
  mappedData: MappedDataDto;
}

export class SuggestCustomSectionDto {
  @IsOptional() @IsInt({ message: 'sectionId must be a whole number' }) @Min(0)
  sectionId?: number;

  @IsOptional() @IsInt({ message: 'subIndex must be a whole number' }) @Min(0)
  subIndex?: number;
}

export class SuggestSectionDto {
  @IsString() @MaxLength(200)
  sectionName: string;

  @IsOptional() @IsString() @MaxLength(LONG_TEXT)
  content?: string;
}

export class SectionSuggestionDto {
  @ApiProperty({ enum: CUSTOM_SECTION_TARGETS, enumName: 'CustomSectionTarget' })
  targetSection: CustomSectionTarget;
  /** 0 to 1. */
  confidence: number;
  sectionId?: number;
  subIndex?: number;
}
