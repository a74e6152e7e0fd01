import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../../api/errors';
import { type JobDetailDto, useGetJobQuery } from '../../../api/jobs';
import { Badge, Button, ErrorState, IconButton, LoadingState, Modal, RelativeTime, cx } from '../../../components';
import { safeHttpUrl } from '../lib/description';
import { jobTypeLabel } from '../lib/filters';
import { NO_DESCRIPTION } from './JobCard';
import { JobDescription, TextBlocks } from './JobDescription';
import styles from './JobDetailModal.module.css';
import { MatchBadge } from './MatchBadge';
import { PacketPreparation } from './PacketPreparation';
import { SkillsHint } from './SkillsHint';

export interface JobDetailModalProps {
  jobId: string;
  onClose: () => void;
}

/**
 * One job in full (part 3 §2.2): where and what, the match with the skills the member has and
 * lacks, the description, requirements and benefits; Apply On Site, Back to Job Search,
 * maximize/restore and close (Escape and a click on the backdrop close it too).
 */
export function JobDetailModal({ jobId, onClose }: JobDetailModalProps) {
  const { data: job, isLoading, isError, error, refetch } = useGetJobQuery({ id: jobId });
  const [maximized, setMaximized] = useState(false);
  const applyUrl = safeHttpUrl(job?.url);

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="lg"
      title={job?.title ?? 'Job details'}
      footer={
        <>
          <Button onClick={onClose}>Back to Job Search</Button>
          {applyUrl && (
            <a className={styles.apply} href={applyUrl} target="_blank" rel="noopener noreferrer">
              Apply On Site<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          )}
        </>
      }
    >
      {/* The marker class makes the dialog fill the screen (JobDetailModal.module.css). */}
      <div className={cx(styles.detail, maximized && styles.maximized)}>
        <div className={styles.toolbar}>
          <IconButton size="sm" aria-label={maximized ? 'Restore size' : 'Maximize'} onClick={() => setMaximized((m) => !m)}>
            <span aria-hidden="true">{maximized ? '❐' : '□'}</span>
          </IconButton>
        </div>
        {isLoading ? (
          <LoadingState label="Loading job…" />
        ) : isError || !job ? (
          <ErrorState title="Could not load this job" message={errorMessage(error)} onRetry={() => void refetch()} />
        ) : (
          <JobDetailBody job={job} onLeave={onClose} onClose={onClose} />
        )}
      </div>
    </Modal>
  );
}

/** onLeave: a link elsewhere in the app was followed; onClose: the packet was saved and the modal closes. */
function JobDetailBody({ job, onLeave, onClose }: { job: JobDetailDto; onLeave: () => void; onClose: () => void }) {
  const type = jobTypeLabel(job.job_type);
  const website = safeHttpUrl(job.company_website);
  return (
    <div className={styles.sections}>
      <dl className={styles.facts}>
        <Fact label="Company">
          {website ? (
            <a href={website} target="_blank" rel="noopener noreferrer">
              {job.company || website}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : (
            job.company || 'Not given'
          )}
        </Fact>
        <Fact label="Location">{job.location || 'Not given'}</Fact>
        <Fact label="Type">
          {type || job.remote ? (
            <span className={styles.badges}>
              {type && <Badge tone="info">{type}</Badge>}
              {job.remote && job.job_type !== 'remote' && <Badge tone="info">Remote</Badge>}
            </span>
          ) : (
            'Not given'
          )}
        </Fact>
        <Fact label="Posted">
          <RelativeTime date={job.posted_date} />
        </Fact>
        <Fact label="Salary">{job.salary_text || 'Not given'}</Fact>
      </dl>

      <section className={styles.section} aria-labelledby="job-detail-match">
        <div className={styles.sectionHead}>
          <h3 id="job-detail-match" className={styles.heading}>
            Match
          </h3>
          <MatchBadge score={job.matchScore} />
        </div>
        {job.matchBasis === 'default' ? (
          <SkillsHint onNavigate={onLeave} />
        ) : (
          <div className={styles.skills}>
            <SkillList title="Skills you have" skills={job.matched_skills} tone="success" empty="None of the skills this posting names are on your profile yet." />
            <SkillList title="Skills you are missing" skills={job.missing_skills} tone="neutral" empty="You have every skill this posting names." />
          </div>
        )}
      </section>

      <section className={styles.section} aria-labelledby="job-detail-prepare">
        <h3 id="job-detail-prepare" className={styles.heading}>
          Help Me Prepare
        </h3>
        <PacketPreparation job={job} onSaved={onClose} />
      </section>

      <section className={styles.section} aria-labelledby="job-detail-description">
        <h3 id="job-detail-description" className={styles.heading}>
          Description
        </h3>
        <JobDescription html={job.description_html} text={job.description} empty={NO_DESCRIPTION} />
      </section>

      {job.requirements.length > 0 && (
        <section className={styles.section} aria-labelledby="job-detail-requirements">
          <h3 id="job-detail-requirements" className={styles.heading}>
            Requirements
          </h3>
          <ul className={styles.list}>
            {job.requirements.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </section>
      )}

      {job.benefits?.trim() && (
        <section className={styles.section} aria-labelledby="job-detail-benefits">
          <h3 id="job-detail-benefits" className={styles.heading}>
            Benefits
          </h3>
          <TextBlocks text={job.benefits} />
        </section>
      )}
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function SkillList({ title, skills, tone, empty }: { title: string; skills: string[]; tone: 'success' | 'neutral'; empty: string }) {
  return (
    <div>
      <h4 className={styles.subheading}>{title}</h4>
      {skills.length ? (
        <ul className={styles.skillBadges} aria-label={title}>
          {skills.map((skill) => (
            <li key={skill}>
              <Badge tone={tone}>{skill}</Badge>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{empty}</p>
      )}
    </div>
  );
}
