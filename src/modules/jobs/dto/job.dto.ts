import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { toBoolean } from '../../../core/validation/validation.decorators';
import { JOB_TYPES, type JobType } from '../sources/job-source';


/** Part 3 §2.1 search: web-search syntax ("exact phrase", -exclude, OR), filters and an opaque cursor. */
export class SearchJobsQueryDto {
  /** Words, "quoted phrases", -excluded words, OR. */
  @IsOptional() @IsString() @MaxLength(200)
  q?: string;

  /** Part of the location ("Berlin", "Remote"). */
  @IsOptional() @IsString() @MaxLength(100)
  location?: string;

  @ApiPropertyOptional({ enum: JOB_TYPES })
  @IsOptional()
  @IsIn(JOB_TYPES, { message: `jobType must be one of: ${JOB_TYPES.join(', ')}` })
  jobType?: JobType;

  @ApiPropertyOptional({ type: Boolean })
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean({ message: 'remote must be true or false' })
  remote?: boolean;

  /** Posted within this many days. */
  @ApiPropertyOptional({ type: Number })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'postedWithinDays must be a whole number of days' })
  @Min(1)
  @Max(365)
  postedWithinDays?: number;

  /** Annual salary at least this (by the posting's maximum, else its minimum). */
  @ApiPropertyOptional({ type: Number })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'minSalary must be a whole number' })
  @Min(0)
  @Max(10_000_000)
  minSalary?: number;

  /** From the previous page's nextCursor. */
  @IsOptional() @IsString() @MaxLength(200) @Matches(/^[A-Za-z0-9_-]+$/, { message: 'cursor is not one this server gave out' })
  cursor?: string;
}

export class JobListItemDto {
  id: string;
  title: string;
  company: string;
  location: string;
  @ApiProperty({ enum: JOB_TYPES, nullable: true })
  job_type: JobType | null;
  remote: boolean;
  /** The first 100 words of the description; '' when there is none. */
  description_preview: string;
  posted_date: string;
  @ApiProperty({ type: Number, nullable: true })
  salary_min: number | null;
  @ApiProperty({ type: Number, nullable: true })
  salary_max: number | null;
  @ApiProperty({ type: String, nullable: true })
  salary_currency: string | null;
  /** "$95,000 – $120,000", or '' when the posting gives none. */
  salary_text: string;
  /** Requirement lines (at most 5 here; all on the detail). */
  requirements: string[];
  /** 0–100; 75 when the member has no skills on record (matchBasis 'default'). */
  matchScore: number;
  @ApiProperty({ enum: ['skills', 'default'] })
  matchBasis: 'skills' | 'default';
  source: string;
}

export class JobPageDto {
  jobs: JobListItemDto[];
  /** Pass as `cursor` for the next 20; null on the last page. */
  @ApiProperty({ type: String, nullable: true })
  nextCursor: string | null;
  /** Whether the member has any skills on record (else the score is the default 75). */
  hasSkills: boolean;
}

export class JobDetailDto extends JobListItemDto {
  description: string;
  /** The original HTML when the source gave HTML, sanitised. */
  @ApiProperty({ type: String, nullable: true })
  description_html: string | null;
  requirements_summary: string;
  @ApiProperty({ type: String, nullable: true })
  benefits: string | null;
  /** The original posting (Apply On Site). */
  url: string;
  @ApiProperty({ type: String, nullable: true })
  company_website: string | null;
  @ApiProperty({ type: String, nullable: true })
  category: string | null;
  required_skills: string[];
  nice_skills: string[];
  /** The posting's skills the member has, and the ones they lack. */
  matched_skills: string[];
  missing_skills: string[];
}

export class QueuedDto {
  queued: boolean;
  /** The queue job's id, to follow its progress in the scheduler status. */
  jobId: string;
}

/** A job as the member reviews it before saving (added by URL, pasted text or a file). */
export class JobDraftDto {
  @IsString() @MaxLength(300) @Matches(/\S/, { message: 'title must not be empty' })
  title: string;

  @IsOptional() @IsString() @MaxLength(200)
  company?: string;

  @IsOptional() @IsString() @MaxLength(200)
  location?: string;

  @ApiPropertyOptional({ enum: JOB_TYPES, nullable: true })
  @IsOptional()
  @IsIn([...JOB_TYPES, null], { message: `job_type must be one of: ${JOB_TYPES.join(', ')}` })
  job_type?: JobType | null;

  @IsOptional() @IsBoolean({ message: 'remote must be true or false' })
  remote?: boolean;

  @IsString() @MaxLength(100_000) @Matches(/\S/, { message: 'description must not be empty' })
  description: string;

  /** The original posting, when there is one. */
  @IsOptional() @IsString() @MaxLength(2000)
  url?: string;

  @ApiPropertyOptional({ type: Number, nullable: true })
  @IsOptional() @IsInt({ message: 'salary_min must be a whole number' }) @Min(0) @Max(10_000_000)
  salary_min?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true })
  @IsOptional() @IsInt({ message: 'salary_max must be a whole number' }) @Min(0) @Max(10_000_000)
  salary_max?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional() @IsString() @Matches(/^[A-Z]{3}$/, { message: 'salary_currency must be a three-letter currency code such as USD' })
  salary_currency?: string | null;

  /** ISO date; today when left out. */
  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional() @IsString() @MaxLength(40)
  posted_date?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional() @IsString() @MaxLength(500)
  company_website?: string | null;
}

export class ImportedJobDto {
  draft: JobDraftDto;
  /** How the fields were found: json-ld (the page's schema.org JobPosting), text (read from the page or the text given), file. */
  @ApiProperty({ enum: ['json-ld', 'text', 'file'] })
  method: 'json-ld' | 'text' | 'file';
  /** Fields the member should check (a missing company, no date…). */
  warnings: string[];
}

export class ImportUrlDto {
  @IsString() @MaxLength(2000) @Matches(/^https?:\/\/\S+$/i, { message: 'url must be an http(s) URL' })
  url: string;
}

export class ImportTextDto {
  @IsString() @MaxLength(100_000) @Matches(/\S/, { message: 'text must not be empty' })
  text: string;
}

export class SavedJobDto {
  id: string;
  /** false when the same posting was already stored: its id is answered. */
  created: boolean;
}

export class SaveSearchDto {
  @IsString() @MaxLength(100) @Matches(/\S/, { message: 'name must not be empty' })
  name: string;

  @IsOptional() @IsString() @MaxLength(200)
  q?: string;

  @IsOptional() @IsString() @MaxLength(100)
  location?: string;

  @ApiPropertyOptional({ enum: JOB_TYPES })
  @IsOptional()
  @IsIn(JOB_TYPES, { message: `jobType must be one of: ${JOB_TYPES.join(', ')}` })
  jobType?: JobType;

  @IsOptional() @IsBoolean({ message: 'remote must be true or false' })
  remote?: boolean;

  @IsOptional() @IsInt({ message: 'postedWithinDays must be a whole number of days' }) @Min(1) @Max(365)
  postedWithinDays?: number;

  @IsOptional() @IsInt({ message: 'minSalary must be a whole number' }) @Min(0) @Max(10_000_000)
  minSalary?: number;
}

export class SavedSearchFiltersDto {
  @ApiPropertyOptional() q?: string;
  @ApiPropertyOptional() location?: string;
  @ApiPropertyOptional({ enum: JOB_TYPES }) jobType?: JobType;
  @ApiPropertyOptional() remote?: boolean;
  @ApiPropertyOptional() postedWithinDays?: number;
  @ApiPropertyOptional() minSalary?: number;
}

export class SavedSearchDto {
  id: string;
  name: string;
  filters: SavedSearchFiltersDto;
  /** Jobs matching the filters that arrived since the member last opened this search (capped at 100). */
  newCount: number;
  last_seen_at: string;
  created_at: string;
}
