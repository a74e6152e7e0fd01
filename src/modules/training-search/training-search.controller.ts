import { Body, Controller, Get, HttpCode, NotFoundException, Param, ParseIntPipe, ParseUUIDPipe, Post, Query, SetMetadata } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly, IS_PUBLIC, Public } from '../../core/auth/auth.decorators';
import { RateLimit } from '../../core/rate-limit/rate-limit.guard';
import { RateLimitPolicy } from '../../core/rate-limit/rate-limit.service';
import { Telemetry } from '../telemetry/telemetry.decorator';
import { CrawlerService } from './crawler.service';
import {
  CrawlAllResponseDto,
  CrawlerStatusDto,
  CrawlRequestDto,
  CrawlResponseDto,
  CrawlSessionDetailDto,
  CrawlSessionsDto,
  DOMAIN_NAME,
  DomainsDto,
  PlatformsDto,
  ProgramDto,
  ProgramPageDto,
  ProgramsQueryDto,
  SearchRequestDto,
  SearchResponseDto,
  TrainingHealthDto,
  TrainingStatsDto,
} from './dto/training-search.dto';
import { ProgramsService } from './programs.service';

const ProgramIdPipe = new ParseIntPipe({ exceptionFactory: () => new NotFoundException('Program not found.') });
const SessionIdPipe = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException('Crawl session not found.') });

/**
 * The training-program search service (part 2 §7): public as the spec has it (the SPA calls it
 * without credentials), rate-limited per member or address; searches and crawls, which fetch other
 * sites' pages, under a tighter limit. Crawl-all, which crawls every domain, is for administrators.
 */
@ApiTags('training-search')
@Public()
@RateLimit(RateLimitPolicy.TrainingSearch)
@Controller('training-search')
export class TrainingSearchController {
  constructor(
    private readonly crawler: CrawlerService,
    private readonly programs: ProgramsService,
  ) {}

  @Get('health')
  trainingHealth(): Promise<TrainingHealthDto> {
    return this.crawler.health();
  }

  @Get('domains')
  trainingDomains(): Promise<DomainsDto> {
    return this.programs.domains();
  }

  @Get('platforms')
  trainingPlatforms(): Promise<PlatformsDto> {
    return this.programs.platforms();
  }

  @Get('stats')
  trainingStats(): Promise<TrainingStatsDto> {
    return this.programs.stats();
  }

  /** Crawled programs, newest first, with filters; 20 per page by cursor. */
  @Get('programs')
  listPrograms(@Query() query: ProgramsQueryDto): Promise<ProgramPageDto> {
    return this.programs.list(query);
  }

  @Get('programs/:id')
  getProgram(@Param('id', ProgramIdPipe) id: number): Promise<ProgramDto> {
    return this.programs.get(id);
  }

  @Get('crawler/sessions')
  crawlSessions(): Promise<CrawlSessionsDto> {
    return this.crawler.sessions();
  }

  /** One crawl session with its progress and, once done, its programs (poll it while a crawl runs). */
  @Get('crawler/sessions/:id')
  crawlSession(@Param('id', SessionIdPipe) id: string): Promise<CrawlSessionDetailDto> {
    return this.crawler.session(id);
  }

  @Get('crawler/status')
  crawlerStatus(): Promise<CrawlerStatusDto> {
    return this.crawler.status();
  }

  /** Step 1: the pages to read for a domain or a custom query. */
  @Post('crawler/search')
  @HttpCode(200)
  @RateLimit(RateLimitPolicy.Crawl)
  @Telemetry('training_search')
  searchPrograms(@Body() body: SearchRequestDto): Promise<SearchResponseDto> {
    return this.crawler.search(body);
  }

  /** Step 2: crawl for a domain (`custom` for a custom query), from the search's URLs or the domain's platform pages. */
  @Post('crawler/crawl/:id')
  @HttpCode(200)
  @RateLimit(RateLimitPolicy.Crawl)
  @Telemetry('training_crawl')
  crawlDomain(@Param('id') id: string, @Body() body: CrawlRequestDto): Promise<CrawlResponseDto> {
    if (!DOMAIN_NAME.test(id)) throw new NotFoundException(`There is no training domain ${id.slice(0, 60)}.`);
    return this.crawler.crawl(id, body);
  }

  @Post('crawler/crawl-all')
  @HttpCode(202)
  // Not public, unlike the rest of the controller: the handler's false overrides the class's true.
  @SetMetadata(IS_PUBLIC, false)
  @AdminOnly()
  @RateLimit(RateLimitPolicy.Crawl)
  crawlAllDomains(): Promise<CrawlAllResponseDto> {
    return this.crawler.crawlAll();
  }
}
