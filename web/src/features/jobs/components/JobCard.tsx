import type { JobListItemDto } from '../../../api/jobs';
import { Badge, RelativeTime } from '../../../components';
import { jobTypeLabel } from '../lib/filters';
import styles from './JobCard.module.css';
import { MatchBadge } from './MatchBadge';

export const NO_DESCRIPTION = 'No description available.';

/**
 * One job in the list (part 3 §2.1). The title is the button that opens the detail; it stretches
 * over the whole card, so a click anywhere on it opens the job too.
 */
export function JobCard({ job, onOpen }: { job: JobListItemDto; onOpen: (id: string) => void }) {
  const type = jobTypeLabel(job.job_type);
  return (
    <article className={styles.card} aria-labelledby={`job-${job.id}-title`}>
      <div className={styles.head}>
        <h3 className={styles.title}>
          <button id={`job-${job.id}-title`} type="button" className={styles.open} onClick={() => onOpen(job.id)}>
            {job.title}
          </button>
        </h3>
        <MatchBadge score={job.matchScore} className={styles.match} />
      </div>
      <p className={styles.meta}>
        <span className={styles.company}>{job.company || 'Company not given'}</span>
        {job.location && <span>{job.location}</span>}
        <span>
          Posted <RelativeTime date={job.posted_date} />
        </span>
      </p>
      {(type || job.remote || job.salary_text) && (
        <p className={styles.tags}>
          {type && <Badge tone="info">{type}</Badge>}
          {job.remote && job.job_type !== 'remote' && <Badge tone="info">Remote</Badge>}
          {job.salary_text && <span className={styles.salary}>{job.salary_text}</span>}
        </p>
      )}
      <p className={job.description_preview ? styles.preview : styles.muted}>{job.description_preview || NO_DESCRIPTION}</p>
      {job.requirements.length > 0 && (
        <ul className={styles.requirements} aria-label={`Requirements for ${job.title}`}>
          {job.requirements.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      )}
    </article>
  );
}
