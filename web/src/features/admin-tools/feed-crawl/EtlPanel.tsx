import { useEffect, useId, useRef } from 'react';
import type { EtlJobDataDto, EtlResultDto } from '../../../api/rss';
import { Button } from '../../../components';
import styles from './FeedCrawl.module.css';
import { salaryText } from './feedText';

export interface EtlPanelProps {
  /** The transformation's answer, or null when the request itself failed. */
  result: EtlResultDto | null;
  /** Why the request failed (ETL Transformation Failed), when it did. */
  failure: string;
  onInsert: (jobData: EtlJobDataDto) => void;
  onCancel: () => void;
  inserting: boolean;
}

const METHOD = { ai: 'AI', handcoded: 'Hand-coded' } as const;

/** The ETL result: the job it would store, with validation errors (red) and warnings (amber); or the red failure. */
export function EtlPanel({ result, failure, onInsert, onCancel, inserting }: EtlPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  // The panel appears below the description: bring it into view and announce it by focusing its heading.
  useEffect(() => {
    heading.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    heading.current?.focus();
  }, []);

  const ok = result?.success === true && !!result.jobData;
  const validation = result?.validation;
  return (
    <section className={styles.etl} data-ok={ok} aria-labelledby={titleId}>
      <h3 id={titleId} ref={heading} tabIndex={-1} className={styles.etlTitle}>
        {ok ? 'ETL Transformation Result' : 'ETL Transformation Failed'}
      </h3>
      {!ok && (
        <p className={styles.etlError} role="alert">
          {failure || result?.error || 'Unknown error'}
        </p>
      )}
      {result && (
        <p className={styles.hint}>
          Method: {METHOD[result.method] ?? result.method} · Response time: {result.responseTime} ms
        </p>
      )}
      {validation && validation.errors.length > 0 && (
        <div className={styles.validationErrors}>
          <h4>Validation errors</h4>
          <ul>
            {validation.errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </div>
      )}
      {validation && validation.warnings.length > 0 && (
        <div className={styles.validationWarnings}>
          <h4>Warnings</h4>
          <ul>
            {validation.warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </div>
      )}
      {result?.jobData && <JobDataFacts job={result.jobData} />}
      <div className={styles.etlActions}>
        {ok && result?.jobData && (
          <Button variant="primary" size="sm" loading={inserting} onClick={() => result.jobData && onInsert(result.jobData)}>
            {inserting ? 'Inserting…' : 'Insert Job'}
          </Button>
        )}
        <Button size="sm" onClick={onCancel} disabled={inserting}>
          Cancel
        </Button>
      </div>
    </section>
  );
}

const dash = (v: string | null | undefined) => (v?.trim() ? v : '—');

function JobDataFacts({ job }: { job: EtlJobDataDto }) {
  const rows: [string, string][] = [
    ['Title', dash(job.title)],
    ['Company', dash(job.company)],
    ['Location', dash(job.location)],
    ['Job type', dash(job.job_type)],
    ['Salary', salaryText(job)],
    ['Requirements', dash(job.requirements_summary)],
    ['Benefits', dash(job.benefits)],
    ['Contact email', dash(job.contact_email)],
    ['Company website', dash(job.company_website)],
    ['Job ID', dash(job.jobId)],
    ['Category', dash(job.category)],
    ['Feed', dash(job.feedTitle)],
    ['Posted', dash(job.posted_date)],
    ['Posting URL', dash(job.url)],
  ];
  return (
    <>
      <dl className={styles.facts}>
        {rows.map(([k, v]) => (
          <div key={k} className={styles.fact}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <details className={styles.jobDescription}>
        <summary>Description ({job.description.length.toLocaleString()} characters)</summary>
        <p>{job.description}</p>
      </details>
    </>
  );
}
