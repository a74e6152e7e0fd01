import { rssApi } from './generated/rss.gen';

/** The feed crawl test page's calls (part 3 §2.13). */
// Only the feed list is cached; reading, parsing and inserting do not change it.
export const rss = rssApi.enhanceEndpoints({
  endpoints: { fetchFeeds: { invalidatesTags: [] }, parseFeedContent: { invalidatesTags: [] }, transformFeedItem: { invalidatesTags: [] }, insertFeedJob: { invalidatesTags: [] } },
});

export const { useListFeedsQuery, useFetchFeedsMutation, useParseFeedContentMutation, useTransformFeedItemMutation, useInsertFeedJobMutation } = rss;

export type { EtlJobDataDto, EtlResultDto, FeedConfigDto, FetchFeedsResultDto, ParsedRssContentDto, RssItemDto } from './generated/rss.gen';
