import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNumber, IsString, Max, MaxLength, Min, MinLength, ValidateIf } from 'class-validator';

export const PROFICIENCY_LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const;

export class UserSkillDto {
  id: string;
  skill_name: string;
  /** beginner, intermediate, advanced or expert. */
  proficiency_level: string;
  @ApiPropertyOptional({ type: Number, nullable: true })
  years_experience: number | null;
  /** `manual` (typed by the member) or `resume` (synced from a resume). */
  source: string;
}

export class UpsertUserSkillDto {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'skillName must be text' })
  @MinLength(1, { message: 'skillName must not be empty' })
  @MaxLength(100)
  skillName: string;

  /** 0 to 60 years, in steps of 0.5; null when unknown. */
  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, maximum: 60 })
  @ValidateIf((_o, v) => v !== undefined && v !== null)
  @IsNumber({ maxDecimalPlaces: 1 }, { message: 'yearsExperience must be a number of years' })
  @Min(0, { message: 'yearsExperience must be at least 0' })
  @Max(60, { message: 'yearsExperience must be at most 60' })
  yearsExperience?: number | null;

  @ApiPropertyOptional({ enum: PROFICIENCY_LEVELS, default: 'intermediate' })
  @ValidateIf((_o, v) => v !== undefined)
  @IsIn(PROFICIENCY_LEVELS, { message: `proficiencyLevel must be one of: ${PROFICIENCY_LEVELS.join(', ')}` })
  proficiencyLevel?: (typeof PROFICIENCY_LEVELS)[number];
}

export class SkillsSyncDto {
  /** Skills added from the member's resumes by this sync. */
  added: number;
  /** Resumes read. */
  resumes: number;
}
