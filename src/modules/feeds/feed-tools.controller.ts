import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../core/auth/auth.decorators';
import {
  EtlInsertDto,
  EtlInsertResultDto,
  EtlResultDto,
  EtlTransformDto,
  FeedConfigDto,
  FetchFeedsDto,
  FetchFeedsResultDto,
  ParseContentDto,
  ParsedRssContentDto,
} from './dto/feeds.dto';
import { FeedToolsService } from './feed-tools.service';

/** The feed crawl test page's calls (part 3 §2.13), for administrators. */
@ApiTags('rss')
@AdminOnly()
@Controller('rss')
export class FeedToolsController {
  constructor(private readonly feeds: FeedToolsService) {}

  /** The configured feeds (RSS_FEEDS), or the built-in list. */
  @Get('feeds')
  listFeeds(): FeedConfigDto[] {
    return this.feeds.feeds();
  }

  /** Reads the chosen feeds (the first one when none is chosen); each feed says whether it could be read. */
  @Post('fetch')
  @HttpCode(200)
  fetchFeeds(@Body() body: FetchFeedsDto): Promise<FetchFeedsResultDto> {
    return this.feeds.fetch(body.feeds, body.maxItems);
  }

  /** Salary, requirements, company info, details and benefits of an item's description. */
  @Post('parse-content')
  @HttpCode(200)
  parseFeedContent(@Body() body: ParseContentDto): Promise<ParsedRssContentDto> {
    return this.feeds.parseContent(body.description, body.useAi);
  }

  /** An item as a job, with validation errors and warnings (nothing is stored). */
  @Post('etl-transform')
  @HttpCode(200)
  transformFeedItem(@Body() body: EtlTransformDto): Promise<EtlResultDto> {
    return this.feeds.transform(body.item, body.method);
  }

  /** Stores a transformed job (deduplicated) and answers its id. */
  @Post('etl-insert')
  @HttpCode(200)
  insertFeedJob(@Body() body: EtlInsertDto): Promise<EtlInsertResultDto> {
    return this.feeds.insert(body.jobData);
  }
}
