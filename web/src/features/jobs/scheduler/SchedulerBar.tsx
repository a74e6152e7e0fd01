import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../api/errors';
import {
  scheduler,
  type SchedulerStatusDto,
  useGetSchedulerMetricsQuery,
  useGetSchedulerStatusQuery,
  useLazyRunNowQuery,
  useSeedDefaultTasksMutation,
  useStartSchedulerMutation,
  useStopSchedulerMutation,
} from '../../../api/scheduler';
import { Badge, Button, Modal, RelativeTime, useToast } from '../../../components';
import { MetricsSummary } from './MetricsSummary';
import { RecentRunsTable } from './RecentRunsTable';
import { RunNowDialog } from './RunNowDialog';
import styles from './SchedulerBar.module.css';
import { SourceHealthList } from './SourceHealthList';
import { METRICS_DAYS, percent, POLL_ACTIVE_MS, POLL_IDLE_MS, RUN_NOW_DEFAULTS, type RunNowOptions, seededText } from './schedulerText';

const detail = (err: unknown) => errorMessage(err as FetchBaseQueryError | SerializedError);

/**
 * The administrator's job-collection scheduler (part 3 §2.1, §4 Admin scheduler, §7 Scheduler):
 * status, Seed, Start, Stop, Run Now, Refresh Metrics and Test Modal, with a running collection's
 * progress, each source's health and the last 7 days' metrics. Render it for admins only.
 */
export function SchedulerBar() {
  const { toast } = useToast();

  // Poll fast while something is collecting or queued; the cached status decides.
  const { data: cached } = scheduler.endpoints.getSchedulerStatus.useQueryState(undefined);
  const collecting = (cached?.active.length ?? 0) > 0 || (cached?.waiting ?? 0) > 0;
  const statusQuery = useGetSchedulerStatusQuery(undefined, { pollingInterval: collecting ? POLL_ACTIVE_MS : POLL_IDLE_MS, skipPollingIfUnfocused: true });
  const metricsQuery = useGetSchedulerMetricsQuery({ days: METRICS_DAYS });
  const status = statusQuery.data;
  const metrics = metricsQuery.data;

  const [seed, { isLoading: seeding }] = useSeedDefaultTasksMutation();
  const [start, { isLoading: starting }] = useStartSchedulerMutation();
  const [stop, { isLoading: stopping }] = useStopSchedulerMutation();
  const [runNow, { isFetching: queueing }] = useLazyRunNowQuery();
  const busy = seeding || starting || stopping || queueing;

  const [actionError, setActionError] = useState('');
  const [runOpen, setRunOpen] = useState(false);
  const [runError, setRunError] = useState('');
  const [runOptions, setRunOptions] = useState<RunNowOptions>(RUN_NOW_DEFAULTS);
  const [testOpen, setTestOpen] = useState(false);

  // A collection that just finished changes the numbers: fetch them again.
  const { refetch: refetchMetrics } = metricsQuery;
  const activeCount = status?.active.length ?? 0;
  const wasActive = useRef(false);
  useEffect(() => {
    if (wasActive.current && activeCount === 0) void refetchMetrics();
    wasActive.current = activeCount > 0;
  }, [activeCount, refetchMetrics]);

  /** Runs one action; its failure shows the server's `detail` under the buttons. */
  const act = async (run: () => Promise<unknown>) => {
    setActionError('');
    try {
      await run();
    } catch (err) {
      setActionError(detail(err));
    }
  };

  const onSeed = () =>
    act(async () => {
      const res = await seed().unwrap();
      toast({ title: seededText(res.added), tone: 'success' });
    });

  const onRun = async (options: RunNowOptions) => {
    setRunError('');
    try {
      const res = await runNow(options).unwrap();
      setRunOptions(options);
      setRunOpen(false);
      toast({ title: 'Collection queued', description: `Job ${res.jobId} is waiting for a worker.`, tone: 'success' });
      void statusQuery.refetch();
    } catch (err) {
      setRunError(detail(err));
    }
  };

  /** Props that make one button show its own request and lock the others while any runs. */
  const lock = (mine: boolean) => ({ loading: mine, disabled: busy && !mine });
  const running = status?.running;

  return (
    <section className={styles.bar} aria-labelledby="scheduler-bar-title">
      <div className={styles.head}>
        <h2 id="scheduler-bar-title" className={styles.title}>
          Job collection scheduler
        </h2>
        <StatusLine status={status} loading={statusQuery.isLoading} />
      </div>

      {statusQuery.isError && (
        <p className={styles.error} role="alert">
          Scheduler status unavailable: {detail(statusQuery.error)}
        </p>
      )}

      <div className={styles.actions} role="group" aria-label="Scheduler actions">
        <Button size="sm" onClick={() => void onSeed()} {...lock(seeding)}>
          Seed
        </Button>
        <Button size="sm" variant="primary" onClick={() => void act(() => start().unwrap())} {...lock(starting)} disabled={(busy && !starting) || running === true}>
          Start
        </Button>
        <Button size="sm" onClick={() => void act(() => stop().unwrap())} {...lock(stopping)} disabled={(busy && !stopping) || running === false}>
          Stop
        </Button>
        <Button
          size="sm"
          onClick={() => {
            setRunError('');
            setRunOpen(true);
          }}
          {...lock(queueing)}
        >
          Run Now
        </Button>
        <Button size="sm" onClick={() => void metricsQuery.refetch()} loading={metricsQuery.isFetching}>
          Refresh Metrics
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setTestOpen(true)}>
          Test Modal
        </Button>
      </div>

      {actionError && (
        <p className={styles.error} role="alert">
          {actionError}
        </p>
      )}

      {status && <Collections status={status} />}

      <SourceHealthList sources={status?.sources ?? metrics?.metrics.sources ?? []} />

      {metricsQuery.isError ? (
        <p className={styles.error} role="alert">
          Metrics unavailable: {detail(metricsQuery.error)}
        </p>
      ) : metrics ? (
        <div className={styles.metrics} aria-busy={metricsQuery.isFetching || undefined}>
          <dl className={styles.figures}>
            <div>
              <dt>Jobs total</dt>
              <dd>{metrics.metrics.jobs.total.toLocaleString()}</dd>
            </div>
            <div>
              <dt>New in {metrics.days} days</dt>
              <dd>{metrics.metrics.jobs.new_in_window.toLocaleString()}</dd>
            </div>
            <div>
              <dt>Runs in {metrics.days} days</dt>
              <dd>{metrics.metrics.runs.runs.toLocaleString()}</dd>
            </div>
          </dl>
          <RecentRunsTable runs={metrics.metrics.runs.recent} />
        </div>
      ) : (
        metricsQuery.isLoading && <p className={styles.hint}>Loading metrics…</p>
      )}

      <RunNowDialog
        open={runOpen}
        onOpenChange={(open) => {
          if (!queueing) setRunOpen(open);
        }}
        initial={runOptions}
        onRun={(o) => void onRun(o)}
        busy={queueing}
        error={runError}
      />

      <Modal open={testOpen} onOpenChange={setTestOpen} title="Scheduler metrics" size="lg" footer={<Button onClick={() => setTestOpen(false)}>Close</Button>}>
        {metrics ? (
          <MetricsSummary metrics={metrics} />
        ) : metricsQuery.isError ? (
          <p className={styles.error}>{detail(metricsQuery.error)}</p>
        ) : (
          <p>No metrics loaded yet.</p>
        )}
      </Modal>
    </section>
  );
}

/** Running / Stopped, and when the schedule fires next. */
function StatusLine({ status, loading }: { status: SchedulerStatusDto | undefined; loading: boolean }) {
  const next = status?.running ? status.schedules.map((s) => s.next).find(Boolean) : null;
  return (
    <p className={styles.status} role="status">
      <span>Status:</span>{' '}
      {status ? <Badge tone={status.running ? 'success' : 'neutral'}>{status.running ? 'Running' : 'Stopped'}</Badge> : <span>{loading ? 'Loading…' : 'Unknown'}</span>}
      {next && (
        <span className={styles.next}>
          next run <RelativeTime date={next} />
        </span>
      )}
    </p>
  );
}

/** Collections running now, each as a progress bar (done / total for the current source), and the queue. */
function Collections({ status }: { status: SchedulerStatusDto }) {
  if (status.active.length === 0 && status.waiting === 0) return null;
  return (
    <div className={styles.collections}>
      {status.active.map((a) => {
        const p = a.progress;
        const label = p ? `Collecting from ${p.source}: ${p.done} of ${p.total}` : 'Collection starting';
        return (
          <div key={a.id} className={styles.collection}>
            <div className={styles.collectionText}>
              <span>{p ? `Collecting from ${p.source}` : 'Starting collection…'}</span>
              <span className={styles.trigger}>({a.trigger})</span>
              {p && (
                <span className={styles.count}>
                  {p.done} / {p.total} ({percent(p.done, p.total)}%)
                </span>
              )}
            </div>
            {p ? <progress className={styles.progress} value={p.done} max={Math.max(p.total, 1)} aria-label={label} /> : <progress className={styles.progress} aria-label={label} />}
          </div>
        );
      })}
      {status.waiting > 0 && (
        <p className={styles.hint}>
          {status.waiting} collection{status.waiting === 1 ? '' : 's'} queued
        </p>
      )}
    </div>
  );
}
