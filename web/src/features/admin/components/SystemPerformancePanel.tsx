import { useGetSystemStatsQuery } from '../../../api/system';
import { errorMessage } from '../../../api/errors';
import { Badge, Card, ErrorState, LoadingState, Meter, type MeterTone } from '../../../components';
import { formatUptime } from '../../../lib/format';
import { type LoadBand, loadBand, STATS_POLL_MS, systemAlerts } from '../lib/systemStats';
import styles from './SystemPerformancePanel.module.css';

const TONE: Record<LoadBand, MeterTone> = { low: 'success', medium: 'warning', high: 'danger' };

function LoadCard({ title, percent, detail }: { title: string; percent: number; detail: string }) {
  const band = loadBand(percent);
  return (
    <div className={styles.card} role="group" aria-label={title}>
      <p className={styles.label}>{title}</p>
      <p className={styles.value} data-band={band}>
        {percent.toFixed(1)}%
      </p>
      <Meter value={percent} label={`${title} used`} tone={TONE[band]} />
      <p className={styles.detail}>{detail}</p>
    </div>
  );
}

/** System performance (spec part 1 §2.10): CPU, memory, disk and network, read every 5 s, with alerts. */
export function SystemPerformancePanel() {
  const { data, error, isLoading, isError, refetch } = useGetSystemStatsQuery(undefined, {
    pollingInterval: STATS_POLL_MS,
    skipPollingIfUnfocused: true,
  });
  const alerts = data ? systemAlerts(data) : [];

  return (
    <Card
      title="System Performance"
      actions={
        <Badge tone={isError ? 'danger' : 'success'}>
          <span className={styles.dot} aria-hidden="true" /> {isError ? 'Offline' : 'Live'}
        </Badge>
      }
    >
      {isLoading ? (
        <LoadingState label="Reading system figures…" />
      ) : !data ? (
        <ErrorState title="Live figures unavailable" message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : (
        <div className={styles.body}>
          <div className={alerts.length ? styles.alerts : styles.allClear} role="status" aria-live="polite">
            <strong>System Alerts:</strong> {alerts.length ? alerts.join(' · ') : 'All systems normal'}
          </div>
          <div className={styles.grid}>
            <LoadCard title="CPU" percent={data.cpu} detail={`Uptime ${formatUptime(data.network.uptime)}`} />
            <LoadCard title="Memory" percent={data.memory.percentage} detail={`${data.memory.used} of ${data.memory.total} GB`} />
            <LoadCard title="Disk" percent={data.disk.percentage} detail={`${data.disk.used} of ${data.disk.total} GB`} />
            <div className={styles.card} role="group" aria-label="Network I/O">
              <p className={styles.label}>Network I/O</p>
              <p className={styles.network}>
                <span>↓ {data.network.rxMBps.toFixed(2)} MB/s</span>
                <span>↑ {data.network.txMBps.toFixed(2)} MB/s</span>
              </p>
              <p className={styles.detail}>{data.network.interfaces.length ? data.network.interfaces.join(', ') : 'No external interface'}</p>
            </div>
          </div>
          {isError && <p className={styles.stale}>Showing the last reading: {errorMessage(error)}</p>}
        </div>
      )}
    </Card>
  );
}
