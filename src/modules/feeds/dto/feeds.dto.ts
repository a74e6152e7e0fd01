import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsObject, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';

export class FeedConfigDto {
  name: string;
  url: string;
}

export class FetchFeedsDto {
  /** Feed URLs (http or https); the first configured feed when none is given (part 3 §5). */
  @IsOptional() @IsArray() @ArrayMaxSize(20) @IsString({ each: true }) @MaxLength(2000, { each: true })
  feeds?: string[];

  /** Items per feed, 3–20 (the ticker's slider). */
  @IsOptional() @IsInt() @Min(1) @Max(100)
  maxItems?: number;
}

export class RssItemDto {
  title: string;
  company: string;
  location: string;
  pubDate: string;
  type: string;
  category: string;
  jobId: string;
  /** The item's HTML, sanitised. */
  description: string;
  link: string;
  feedTitle: string;
}

export class FeedStatusDto {
  name: string;
  url: string;
  ok: boolean;
  /** Why the feed could not be read. */
  @ApiPropertyOptional()
  error?: string;
  items: number;
}

export class FetchFeedsResultDto {
  success: boolean;
  items: RssItemDto[];
  feeds: FeedStatusDto[];
}

export class ParseContentDto {
  @IsString() @MaxLength(200_000)
  description: string;

  /** AI Assist: the AI parser first, the hand-coded rules when it fails (silently). */
  @IsOptional() @IsBoolean()
  useAi?: boolean;
}

export class ParsedRssContentDto {
  @ApiProperty({ type: String, nullable: true })
  salary: string | null;
  requirements: string[];
  companyInfo: string;
  jobDetails: string[];
  benefits: string[];
  rawDescription: string;
  /** Which parser answered: ai or handcoded. */
  @ApiProperty({ enum: ['ai', 'handcoded'] })
  method: 'ai' | 'handcoded';
}

export class RssItemInputDto {
  @IsString() @MaxLength(300) title: string;
  @IsOptional() @IsString() @MaxLength(200) company?: string;
  @IsOptional() @IsString() @MaxLength(200) location?: string;
  @IsOptional() @IsString() @MaxLength(60) pubDate?: string;
  @IsOptional() @IsString() @MaxLength(60) type?: string;
  @IsOptional() @IsString() @MaxLength(100) category?: string;
  @IsOptional() @IsString() @MaxLength(300) jobId?: string;
  @IsString() @MaxLength(200_000) description: string;
  @IsOptional() @IsString() @MaxLength(2000) link?: string;
  @IsOptional() @IsString() @MaxLength(200) feedTitle?: string;
}

export class EtlTransformDto {
  @IsObject() @ValidateNested() @Type(() => RssItemInputDto)
  item: RssItemInputDto;

  @ApiProperty({ enum: ['ai', 'handcoded'] })
  @IsIn(['ai', 'handcoded'], { message: 'method must be ai or handcoded' })
  method: 'ai' | 'handcoded';
}

/** Part 3 §3 ETL result jobData. */
export class EtlJobDataDto {
  @IsString() @MaxLength(300) title: string;
  @IsString() @MaxLength(200) company: string;
  @IsString() @MaxLength(200) location: string;
  @ApiProperty({ type: String, nullable: true }) @IsOptional() @IsString() @MaxLength(20) job_type: string | null;
  @ApiProperty({ type: Number, nullable: true }) @IsOptional() @IsInt() @Min(0) @Max(10_000_000) salary_min: number | null;
  @ApiProperty({ type: Number, nullable: true }) @IsOptional() @IsInt() @Min(0) @Max(10_000_000) salary_max: number | null;
  @ApiProperty({ type: String, nullable: true }) @IsOptional() @IsString() @MaxLength(3) salary_currency: string | null;
  @IsString() @MaxLength(200_000) description: string;
  @IsString() @MaxLength(20_000) requirements_summary: string;
  @IsString() @MaxLength(20_000) benefits: string;
  @ApiProperty({ type: String, nullable: true }) @IsOptional() @IsString() @MaxLength(200) contact_email: string | null;
  @ApiProperty({ type: String, nullable: true }) @IsOptional() @IsString() @MaxLength(500) company_website: string | null;
  @IsString() @MaxLength(300) jobId: string;
  @ApiProperty({ type: String, nullable: true }) @IsOptional() @IsString() @MaxLength(100) category: string | null;
  @ApiProperty({ type: String, nullable: true }) @IsOptional() @IsString() @MaxLength(200) feedTitle: string | null;
  @ApiProperty({ type: String, nullable: true }) @IsOptional() @IsString() @MaxLength(60) posted_date: string | null;
  /** The original posting. */
  @IsOptional() @IsString() @MaxLength(2000) url?: string;
}

export class EtlValidationDto {
  errors: string[];
  warnings: string[];
}

export class EtlResultDto {
  success: boolean;
  @ApiPropertyOptional() error?: string;
  @ApiProperty({ enum: ['ai', 'handcoded'] })
  method: 'ai' | 'handcoded';
  responseTime: number;
  validation: EtlValidationDto;
  @ApiPropertyOptional({ type: EtlJobDataDto, nullable: true })
  jobData: EtlJobDataDto | null;
}

export class EtlInsertDto {
  @IsObject() @ValidateNested() @Type(() => EtlJobDataDto)
  jobData: EtlJobDataDto;
}

export class EtlInsertResultDto {
  success: boolean;
  jobId: string;
  /** false when the job was already stored (deduplicated). */
  created: boolean;
}

