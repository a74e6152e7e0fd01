import type { TrackerSummaryDto } from '../../../api/applications';
import { Card, Grid, StatCard } from '../../../components';
import { type ApplicationStatus, formatDays, formatRate, preparedLabel, STATUS_LABELS } from '../lib';
import styles from './TrackerSummary.module.css';

/** The statuses the pipeline grid counts, then the packets (part 3 §2.4). */
const PIPELINE: ApplicationStatus[] = ['applied', 'screening', 'interview', 'offer', 'rejected'];

const countOf = (summary: TrackerSummaryDto, status: ApplicationStatus): number => summary.counts.find((c) => c.status === status)?.count ?? 0;

/** The card's heading: preparedLabel's singular or plural wording, without its number. */
const preparedTitle = (n: number): string => preparedLabel(n).slice(String(n).length + 1);

/** Summary cards and the pipeline grid of the Application Tracker. */
export function TrackerSummary({ summary }: { summary: TrackerSummaryDto }) {
  return (
    <>
      <Grid minItemWidth="12rem">
        <StatCard label={preparedTitle(summary.applications)} value={summary.applications.toLocaleString()} />
        <StatCard label="Response Rate" value={formatRate(summary.responseRate)} />
        <StatCard label="Interview Rate" value={formatRate(summary.interviewRate)} />
        {/* The hint is part of the value, so it sits inside the card and is read with the figure. */}
        <StatCard
          label="Avg. Days to Response"
          value={
            <>
              {formatDays(summary.avgDaysToResponse)}
              <span className={styles.hint}>
                from {summary.responses} {summary.responses === 1 ? 'response' : 'responses'}
              </span>
            </>
          }
        />
      </Grid>
      <Card title="Pipeline">
        <dl className={styles.pipeline} aria-label="Pipeline">
          {PIPELINE.map((status) => (
            <div key={status} className={styles.stage} data-status={status}>
              <dt className={styles.stageLabel}>{STATUS_LABELS[status]}</dt>
              <dd className={styles.stageCount}>{countOf(summary, status).toLocaleString()}</dd>
            </div>
          ))}
          <div className={styles.stage} data-status="packets">
            <dt className={styles.stageLabel}>Packets</dt>
            <dd className={styles.stageCount}>{summary.packets.toLocaleString()}</dd>
          </div>
        </dl>
      </Card>
    </>
  );
}
