import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, IsUrl, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { OptionalNotNull, toBoolean } from '../../../core/validation/validation.decorators';

export const DOMAIN_NAME = /^[a-z0-9][a-z0-9-]{0,59}$/;
const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'];

export class TrainingHealthDto {
  @ApiProperty({ enum: ['ok', 'degraded'] })
  status: 'ok' | 'degraded';
  service: string;
  database: boolean;
  /** Whether a SearXNG instance is configured for web search. */
  searxng_configured: boolean;
  /** Whether a worker takes crawl jobs now. */
  crawler_available: boolean;
}

export class TrainingDomainDto {
  name: string;
  display_name: string;
  description: string;
}

export class DomainsDto {
  domains: TrainingDomainDto[];
}

export class TrainingPlatformDto {
  name: string;
  display_name: string;
  base_url: string;
  enabled: boolean;
}

export class PlatformsDto {
  platforms: TrainingPlatformDto[];
}

export class CountByDto {
  name: string;
  count: number;
}

export class TrainingStatsDto {
  total_programs: number;
  free_programs: number;
  high_confidence_programs: number;
  by_category: CountByDto[];
  by_platform: CountByDto[];
  crawl_sessions: number;
  last_crawl_at: string | null;
}

export class ProgramDto {
  id: number;
  url: string;
  title: string;
  platform: string;
  domain: string | null;
  description: string;
  provider: string | null;
  category: string | null;
  ai_category: string;
  /** 0–1; above 0.7 is high confidence (part 2 §9). */
  ai_confidence_score: number;
  ai_provider: string;
  is_free: boolean | null;
  price: number | null;
  currency: string | null;
  difficulty_level: string | null;
  duration_text: string | null;
  ai_summary: string;
  skills: string[];
  extracted_from: string;
  scraped_at: string;
}

export class ProgramsQueryDto {
  /** Words of the title, skills or description. */
  @IsOptional()
  @IsString({ message: 'q must be text' })
  @MaxLength(200, { message: 'q must be at most 200 characters' })
  q?: string;

  /** The AI category (e.g. Data Science). */
  @IsOptional()
  @IsString({ message: 'category must be text' })
  @MaxLength(60, { message: 'category must be at most 60 characters' })
  category?: string;

  @IsOptional()
  @IsString({ message: 'platform must be text' })
  @MaxLength(120, { message: 'platform must be at most 120 characters' })
  platform?: string;

  @IsOptional()
  @Matches(DOMAIN_NAME, { message: 'domain must be a domain name from /domains' })
  domain?: string;

  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean({ message: 'is_free must be true or false' })
  is_free?: boolean;

  @ApiPropertyOptional({ enum: DIFFICULTIES })
  @IsOptional()
  @IsIn(DIFFICULTIES, { message: 'difficulty must be beginner, intermediate or advanced' })
  difficulty?: string;

  /** Only programs categorised with at least this confidence (0–1). */
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' && /^(0(\.\d+)?|1(\.0+)?)$/.test(value) ? Number(value) : value))
  @Min(0, { message: 'min_confidence must be a number from 0 to 1' })
  @Max(1, { message: 'min_confidence must be a number from 0 to 1' })
  min_confidence?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number from 1 to 100' })
  @Min(1, { message: 'limit must be a whole number from 1 to 100' })
  @Max(100, { message: 'limit must be a whole number from 1 to 100' })
  limit?: number;

  /** From the previous page's next_cursor. */
  @IsOptional()
  @IsString({ message: 'cursor must be a cursor from the previous page' })
  @Matches(/^[A-Za-z0-9_-]{1,100}$/, { message: 'cursor must be a cursor from the previous page' })
  cursor?: string;
}

export class ProgramPageDto {
  programs: ProgramDto[];
  next_cursor: string | null;
}

export class CrawlSkipDto {
  url: string;
  reason: string;
}

export class CrawlSessionDto {
  id: string;
  domain: string | null;
  query: string | null;
  @ApiProperty({ enum: ['queued', 'running', 'completed', 'failed'] })
  status: string;
  /** 0–100. */
  progress: number;
  start_urls: string[];
  pages_fetched: number;
  programs_found: number;
  skipped: CrawlSkipDto[];
  error: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

export class CrawlSessionsDto {
  sessions: CrawlSessionDto[];
}

export class CrawlSessionDetailDto extends CrawlSessionDto {
  programs: ProgramDto[];
}

export class CrawlerStatusDto {
  /** Crawls waiting and running now. */
  queued: number;
  running: number;
  searxng_configured: boolean;
  crawler_available: boolean;
  last_session: CrawlSessionDto | null;
}

export class SearchRequestDto {
  @OptionalNotNull()
  @Matches(DOMAIN_NAME, { message: 'domain must be a domain name from /domains' })
  domain?: string;

  @OptionalNotNull()
  @IsString({ message: 'query must be text' })
  @MaxLength(200, { message: 'query must be at most 200 characters' })
  query?: string;
}

export class SearchHitDto {
  url: string;
  title: string;
  content: string;
  /** 'searxng' or the platform's name. */
  source: string;
}

export class SearchResultsDto {
  urls_to_scrape: string[];
  search_results: SearchHitDto[];
}

export class SearchResponseDto {
  success: boolean;
  search_term: string;
  results: SearchResultsDto;
  /** Why web search was not used, when it was not (e.g. SearXNG not configured). */
  notes: string[];
}

export class CrawlOptionsDto {
  /** The pages to start from (from search); left out: the domain's platform catalogue pages. */
  @OptionalNotNull()
  @IsArray({ message: 'options.urls_to_scrape must be a list of http(s) URLs' })
  @ArrayMaxSize(50, { message: 'options.urls_to_scrape must hold at most 50 URLs' })
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true, require_tld: false }, { each: true, message: 'options.urls_to_scrape must be a list of http(s) URLs' })
  @MaxLength(2000, { each: true, message: 'options.urls_to_scrape: each URL must be at most 2000 characters' })
  urls_to_scrape?: string[];

  @OptionalNotNull()
  @IsInt({ message: 'options.max_pages must be a whole number from 1 to 200' })
  @Min(1, { message: 'options.max_pages must be a whole number from 1 to 200' })
  @Max(200, { message: 'options.max_pages must be a whole number from 1 to 200' })
  max_pages?: number;

  /** Seconds to wait for the result before answering with the running session (default 20, at most 60). */
  @OptionalNotNull()
  @IsInt({ message: 'options.wait_seconds must be a whole number from 0 to 60' })
  @Min(0, { message: 'options.wait_seconds must be a whole number from 0 to 60' })
  @Max(60, { message: 'options.wait_seconds must be a whole number from 0 to 60' })
  wait_seconds?: number;
}

export class CrawlRequestDto {
  @OptionalNotNull()
  @Matches(DOMAIN_NAME, { message: 'domain must be a domain name from /domains' })
  domain?: string;

  /** The custom query the URLs came from, for the session's record. */
  @OptionalNotNull()
  @IsString({ message: 'query must be text' })
  @MaxLength(200, { message: 'query must be at most 200 characters' })
  query?: string;

  @OptionalNotNull()
  @ValidateNested()
  @Type(() => CrawlOptionsDto)
  options?: CrawlOptionsDto;
}

export class CrawlResultDto {
  programs: ProgramDto[];
  pages_fetched: number;
  skipped: CrawlSkipDto[];
}

export class CrawlResponseDto {
  success: boolean;
  session: CrawlSessionDto;
  /** Present once the crawl has finished; while it runs, poll crawler/sessions/{id}. */
  @ApiPropertyOptional({ type: () => CrawlResultDto, nullable: true })
  result: CrawlResultDto | null;
}

export class CrawlAllResponseDto {
  success: boolean;
  sessions: CrawlSessionDto[];
}
