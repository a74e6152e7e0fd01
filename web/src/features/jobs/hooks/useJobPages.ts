import { useState } from 'react';
import { errorMessage } from '../../../api/errors';
import { type JobListItemDto, type JobPageDto, type SearchJobsApiArg, useLazySearchJobsQuery, useSearchJobsQuery } from '../../../api/jobs';

/**
 * The job list, 20 at a time (part 3 §4): the first page follows the filters; Load More asks for
 * the page after the last one loaded (its nextCursor) and keeps it, per search, in state.
 */
export function useJobPages(args: SearchJobsApiArg) {
  const first = useSearchJobsQuery(args);
  const [fetchPage, more] = useLazySearchJobsQuery();
  const key = JSON.stringify(args);
  // Pages after the first, for the search they were loaded for; another search starts empty.
  const [loaded, setLoaded] = useState<{ key: string; pages: JobPageDto[] }>({ key, pages: [] });
  const [moreError, setMoreError] = useState<{ key: string; message: string } | null>(null);

  // `currentData`: the previous search's jobs are not shown while a new search loads.
  const firstPage = first.currentData;
  const pages = firstPage ? [firstPage, ...(loaded.key === key ? loaded.pages : [])] : [];
  const nextCursor = pages.at(-1)?.nextCursor ?? null;

  // A page refetched after a job was added may repeat one already shown further down.
  const seen = new Set<string>();
  const jobs: JobListItemDto[] = [];
  for (const job of pages.flatMap((p) => p.jobs)) {
    if (seen.has(job.id)) continue;
    seen.add(job.id);
    jobs.push(job);
  }

  const loadMore = async () => {
    if (!nextCursor || more.isFetching) return;
    setMoreError(null);
    try {
      const page = await fetchPage({ ...args, cursor: nextCursor }, true).unwrap();
      setLoaded((prev) => ({ key, pages: [...(prev.key === key ? prev.pages : []), page] }));
    } catch (err) {
      setMoreError({ key, message: errorMessage(err as Parameters<typeof errorMessage>[0]) });
    }
  };

  return {
    jobs,
    /** Whether the member has skills on record (else every score is the default 75). */
    hasSkills: firstPage?.hasSkills ?? true,
    isLoading: !firstPage && !first.isError,
    isError: first.isError && !firstPage,
    error: first.error,
    retry: () => void first.refetch(),
    hasMore: Boolean(firstPage) && nextCursor !== null,
    loadMore,
    isLoadingMore: more.isFetching,
    loadMoreError: moreError?.key === key ? moreError.message : null,
  };
}
