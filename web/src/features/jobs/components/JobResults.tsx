import { useEffect, useRef } from 'react';
import { errorMessage } from '../../../api/errors';
import type { SearchJobsApiArg } from '../../../api/jobs';
import { Button, EmptyState, ErrorState, LoadingState } from '../../../components';
import { useJobPages } from '../hooks/useJobPages';
import { JobCard } from './JobCard';
import styles from './JobResults.module.css';
import { SkillsHint } from './SkillsHint';

/**
 * The job list with its loading, empty and error states, and Load More. After Load More the focus
 * moves to the first job added, so the keyboard carries on from there (the button may be gone).
 */
export function JobResults({ args, onOpen }: { args: SearchJobsApiArg; onOpen: (id: string) => void }) {
  const list = useJobPages(args);
  const listRef = useRef<HTMLUListElement>(null);
  const focusAt = useRef<number | null>(null);
  const count = list.jobs.length;

  useEffect(() => {
    const index = focusAt.current;
    if (index === null || count <= index) return;
    focusAt.current = null;
    listRef.current?.children[index]?.querySelector('button')?.focus();
  }, [count]);

  const loadMore = () => {
    focusAt.current = count;
    void list.loadMore();
  };

  if (list.isLoading) return <LoadingState label="Loading jobs…" />;
  if (list.isError) return <ErrorState title="Could not load jobs" message={errorMessage(list.error)} onRetry={list.retry} />;
  if (!list.jobs.length) return <EmptyState title="No jobs match your search." message="Try fewer words or other filters." />;

  return (
    <div className={styles.results}>
      {!list.hasSkills && <SkillsHint />}
      <ul ref={listRef} className={styles.list} aria-label="Jobs">
        {list.jobs.map((job) => (
          <li key={job.id}>
            <JobCard job={job} onOpen={onOpen} />
          </li>
        ))}
      </ul>
      {list.loadMoreError && (
        <p className={styles.error} role="alert">
          Could not load more jobs: {list.loadMoreError}
        </p>
      )}
      {list.hasMore && (
        <div className={styles.more}>
          <Button onClick={loadMore} loading={list.isLoadingMore}>
            Load More
          </Button>
        </div>
      )}
    </div>
  );
}
