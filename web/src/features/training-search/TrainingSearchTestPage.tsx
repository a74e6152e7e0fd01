import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useRef, useState } from 'react';
import { trainingSearch } from '../../api/training-search';
import type { AppDispatch } from '../../app/store';
import { useAppDispatch } from '../../app/hooks';
import { Badge, Button } from '../../components';
import { BackToApiTests } from '../admin-tools/components/BackToApiTests';
import { failureText } from './lib';
import styles from './TrainingSearchTestPage.module.css';

type CallError = FetchBaseQueryError | SerializedError;

/** What an RTK Query call settles to, for a query or a mutation alike. */
interface Settled {
  data?: unknown;
  error?: CallError;
}

interface Call {
  key: string;
  label: string;
  request: string;
  /** The success status the API documents for it (RTK Query keeps no status for a success). */
  okStatus: number;
  run: (dispatch: AppDispatch) => Promise<Settled>;
}

// A fresh request each click, with no subscription left behind.
const FRESH = { subscribe: false, forceRefetch: true } as const;
const PATH = '/api/training-search';

const CALLS: Call[] = [
  { key: 'health', label: 'Health', request: `GET ${PATH}/health`, okStatus: 200, run: (d) => d(trainingSearch.endpoints.trainingHealth.initiate(undefined, FRESH)) },
  { key: 'domains', label: 'Domains', request: `GET ${PATH}/domains`, okStatus: 200, run: (d) => d(trainingSearch.endpoints.trainingDomains.initiate(undefined, FRESH)) },
  { key: 'platforms', label: 'Platforms', request: `GET ${PATH}/platforms`, okStatus: 200, run: (d) => d(trainingSearch.endpoints.trainingPlatforms.initiate(undefined, FRESH)) },
  { key: 'stats', label: 'Stats', request: `GET ${PATH}/stats`, okStatus: 200, run: (d) => d(trainingSearch.endpoints.trainingStats.initiate(undefined, FRESH)) },
  { key: 'status', label: 'Crawler status', request: `GET ${PATH}/crawler/status`, okStatus: 200, run: (d) => d(trainingSearch.endpoints.crawlerStatus.initiate(undefined, FRESH)) },
  { key: 'sessions', label: 'Crawl sessions', request: `GET ${PATH}/crawler/sessions`, okStatus: 200, run: (d) => d(trainingSearch.endpoints.crawlSessions.initiate(undefined, FRESH)) },
];

const CRAWL_ALL: Call = {
  key: 'crawl-all',
  label: 'Crawl all domains',
  request: `POST ${PATH}/crawler/crawl-all`,
  okStatus: 202,
  run: async (d) => {
    const call = d(trainingSearch.endpoints.crawlAllDomains.initiate());
    const settled = await call;
    call.reset(); // the answer is shown here; the store need not keep it
    return settled;
  },
};

interface Outcome {
  call: Call;
  /** "HTTP 200", "HTTP 403", or what stood in for a status (a network error). */
  status: string;
  ok: boolean;
  body: unknown;
  /** The server's sentence for a failure. */
  detail: string;
  ms: number;
}

function statusOf(error: CallError): string {
  if (!('status' in error)) return 'Error';
  if (typeof error.status === 'number') return `HTTP ${error.status}`;
  if (error.status === 'PARSING_ERROR') return `HTTP ${error.originalStatus}`;
  if (error.status === 'FETCH_ERROR') return 'Network error';
  return error.status;
}

function bodyOf(error: CallError): unknown {
  if ('status' in error) return 'data' in error && error.data !== undefined ? error.data : error;
  return error;
}

/**
 * Training search test (admin; tab training-search-test): calls each of the training-program
 * search service's read endpoints, or starts a crawl of every domain, and shows the raw answer.
 */
export function TrainingSearchTestPage() {
  const dispatch = useAppDispatch();
  const [running, setRunning] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Only the latest click may show its answer.
  const latest = useRef(0);

  const invoke = async (call: Call) => {
    const id = ++latest.current;
    setRunning(call.key);
    const started = performance.now();
    const settled = await call.run(dispatch);
    if (id !== latest.current) return;
    const ms = Math.round(performance.now() - started);
    setRunning(null);
    setOutcome(
      settled.error
        ? { call, status: statusOf(settled.error), ok: false, body: bodyOf(settled.error), detail: failureText(settled.error), ms }
        : { call, status: `HTTP ${call.okStatus}`, ok: true, body: settled.data, detail: '', ms },
    );
  };

  const button = (call: Call, variant: 'secondary' | 'danger' = 'secondary') => (
    <Button key={call.key} variant={variant} loading={running === call.key} disabled={running !== null && running !== call.key} onClick={() => void invoke(call)}>
      {call.label}
    </Button>
  );

  return (
    <section aria-labelledby="training-search-test-title" className={`tool-page ${styles.page}`}>
      <div className="page-head">
        <h1 id="training-search-test-title">Training Search Test</h1>
        <BackToApiTests />
      </div>
      <p className="muted">Calls the training-program search service and shows its raw JSON answer with the HTTP status.</p>

      <section className="panel" aria-labelledby="ts-read-title">
        <h2 id="ts-read-title">Read endpoints</h2>
        <div className={styles.buttons}>{CALLS.map((c) => button(c))}</div>
      </section>

      <section className="panel" aria-labelledby="ts-crawl-title">
        <h2 id="ts-crawl-title">Crawler</h2>
        <p className="muted">Queues a crawl of every domain’s platform catalogue pages (admins only).</p>
        <div className={styles.buttons}>{button(CRAWL_ALL, 'danger')}</div>
      </section>

      {outcome && !outcome.ok && (
        <p className={styles.banner} role="alert">
          <strong>{outcome.status}</strong> {outcome.detail}
        </p>
      )}

      <section className="panel" aria-labelledby="ts-output-title">
        <h2 id="ts-output-title">Output</h2>
        {!outcome ? (
          <p className="muted">Choose a call above; its answer shows here.</p>
        ) : (
          <>
            <p className={styles.request}>
              <code>{outcome.call.request}</code>
              <Badge tone={outcome.ok ? 'success' : 'danger'}>{outcome.status}</Badge>
              <span className="muted">{outcome.ms} ms</span>
            </p>
            <pre className={`json ${styles.output}`} aria-label="Response body" tabIndex={0}>
              {JSON.stringify(outcome.body, null, 2)}
            </pre>
          </>
        )}
      </section>
    </section>
  );
}
