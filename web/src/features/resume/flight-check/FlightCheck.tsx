import { format } from 'date-fns';
import { Component, type ErrorInfo, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { type FeedbackResultDto, useGetResumeFeedbackMutation } from '../../../api/resumes';
import { Badge, Button, Card, cx, ErrorState, LoadingState } from '../../../components';
import { BriefFeedbackCards } from '../feedback/BriefFeedbackCards';
import { FeedbackMarkdownFrame } from '../feedback/FeedbackMarkdownFrame';
import { postprocessBrief, postprocessFull } from '../feedback/postprocess';
import styles from './FlightCheck.module.css';

export interface FlightCheckProps {
  resumeId: string;
  resumeName: string;
  onClose: () => void;
}

export type FeedbackType = FeedbackResultDto['feedbackType'];
export type FeedbackModel = FeedbackResultDto['model'];
interface Choice {
  feedbackType: FeedbackType;
  model: FeedbackModel;
}

export const TYPE_OPTIONS: { value: FeedbackType; label: string }[] = [
  { value: 'brief', label: 'Brief' },
  { value: 'full', label: 'Full' },
];
export const MODEL_OPTIONS: { value: FeedbackModel; label: string }[] = [
  { value: 'primary', label: 'Primary' },
  { value: 'secondary', label: 'Assistant (experimental)' },
];
export const FEEDBACK_FAILED = 'Failed to get feedback';
export const NO_RESUME = 'No resume selected or not authenticated';
const FIRST_CHOICE: Choice = { feedbackType: 'brief', model: 'primary' };

const typeLabel = (t: FeedbackType) => TYPE_OPTIONS.find((o) => o.value === t)?.label ?? t;
const modelLabel = (m: FeedbackModel) => MODEL_OPTIONS.find((o) => o.value === m)?.label ?? m;
const sameChoice = (a: Choice, b: Choice) => a.feedbackType === b.feedbackType && a.model === b.model;

/** The server's sentence from an RTK error (`data.detail`), and whether it was a 401. */
function readError(error: unknown): { message: string; unauthenticated: boolean } {
  const e = error as { status?: unknown; data?: { detail?: unknown } } | undefined;
  const detail = e?.data?.detail;
  return {
    message: typeof detail === 'string' && detail.trim() !== '' ? detail : FEEDBACK_FAILED,
    unauthenticated: e?.status === 401,
  };
}

type Outcome =
  | { kind: 'success'; choice: Choice; result: FeedbackResultDto; at: Date; serial: number }
  | { kind: 'failed'; choice: Choice; message: string; at: Date; serial: number };

/**
 * AI Resume Feedback, the Flight Check sub-view (part 2 §2.2, §4 Feedback): asks for brief
 * feedback from the primary instructor on opening, shows it (brief as cards, full as markdown),
 * and lets the member ask again with another type or instructor. A result rendered for earlier
 * choices is marked stale.
 */
export function FlightCheck({ resumeId, resumeName, onClose }: FlightCheckProps) {
  const [getFeedback] = useGetResumeFeedbackMutation();
  const [choice, setChoice] = useState<Choice>(FIRST_CHOICE);
  const [loading, setLoading] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [unauthenticated, setUnauthenticated] = useState(false);
  const [controlsOpen, setControlsOpen] = useState(true);
  const serial = useRef(0);
  const requestedFor = useRef<string | null>(null);
  const mounted = useRef(true);
  const ids = useId();
  const titleId = `${ids}-title`;
  const controlsId = `${ids}-controls`;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const request = useCallback(
    async (asked: Choice) => {
      if (!resumeId) return;
      serial.current += 1;
      const mine = serial.current;
      setLoading(true);
      setError(null);
      const done = (next: () => void) => {
        // Only the latest request speaks (and nothing after the sub-view closed).
        if (mounted.current && mine === serial.current) next();
      };
      try {
        const result = await getFeedback({ id: resumeId, feedbackRequestDto: asked }).unwrap();
        done(() => {
          if (result.success) {
            setOutcome({ kind: 'success', choice: asked, result, at: new Date(), serial: mine });
          } else {
            const message = result.error?.trim() || FEEDBACK_FAILED;
            setError(message);
            setOutcome({ kind: 'failed', choice: asked, message, at: new Date(), serial: mine });
          }
        });
      } catch (e) {
        const { message, unauthenticated: is401 } = readError(e);
        done(() => {
          if (is401) setUnauthenticated(true);
          setError(message);
          setOutcome({ kind: 'failed', choice: asked, message, at: new Date(), serial: mine });
        });
      } finally {
        done(() => setLoading(false));
      }
    },
    [getFeedback, resumeId],
  );

  // On opening (and for another resume) the first feedback is asked for by itself.
  useEffect(() => {
    if (!resumeId || requestedFor.current === resumeId) return;
    requestedFor.current = resumeId;
    setChoice(FIRST_CHOICE);
    setOutcome(null);
    void request(FIRST_CHOICE);
  }, [resumeId, request]);

  const stale = outcome !== null && !sameChoice(outcome.choice, choice);
  const current = outcome?.kind === 'success' && !stale;
  const canAsk = Boolean(resumeId) && !loading && !current;

  const header = (
    <div className={styles.header}>
      <div className={styles.heading}>
        <h2 id={titleId} className={styles.title}>
          Resume Feedback - Flight Check
        </h2>
        {resumeName && (
          <p className={styles.resumeName}>
            <span className={styles.muted}>Resume: </span>
            {resumeName}
          </p>
        )}
      </div>
      <Button onClick={onClose}>Close</Button>
    </div>
  );

  if (unauthenticated)
    return (
      <section aria-labelledby={titleId} className={styles.view}>
        {header}
        <ErrorState title="Authentication Required" message="Please log in to access AI Resume Feedback." />
      </section>
    );
  if (!resumeId)
    return (
      <section aria-labelledby={titleId} className={styles.view}>
        {header}
        <ErrorState title="Feedback unavailable" message={NO_RESUME} />
      </section>
    );

  return (
    <section aria-labelledby={titleId} className={styles.view}>
      {header}

      {error && (
        <div className={styles.errorBox} role="alert">
          <p className={styles.errorTitle}>Feedback failed</p>
          <p className={styles.errorText}>{error}</p>
        </div>
      )}

      {loading && (
        <div className={styles.loading}>
          <LoadingState label="Getting instructor feedback..." />
        </div>
      )}

      {outcome && (
        <FeedbackErrorBoundary key={outcome.serial} onBack={onClose}>
          <ResultPanel outcome={outcome} stale={stale} />
        </FeedbackErrorBoundary>
      )}

      <div className={styles.controls}>
        <button
          type="button"
          className={styles.disclosure}
          aria-expanded={controlsOpen}
          aria-controls={controlsOpen ? controlsId : undefined}
          onClick={() => setControlsOpen((open) => !open)}
        >
          <svg className={styles.chevron} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          Get more feedback...
        </button>
        {controlsOpen && (
          <div id={controlsId} className={styles.controlsBody}>
            <div className={styles.choices}>
              <ChoiceGroup
                legend="Feedback type"
                name={`${ids}-type`}
                options={TYPE_OPTIONS}
                value={choice.feedbackType}
                disabled={loading}
                onChange={(feedbackType) => setChoice((c) => ({ ...c, feedbackType }))}
              />
              <ChoiceGroup
                legend="Instructor"
                name={`${ids}-model`}
                options={MODEL_OPTIONS}
                value={choice.model}
                disabled={loading}
                onChange={(model) => setChoice((c) => ({ ...c, model }))}
              />
            </div>
            <div className={styles.askRow}>
              <Button variant="primary" disabled={!canAsk && !loading} loading={loading} onClick={() => void request(choice)}>
                Get Feedback Now
              </Button>
              {current && <span className={styles.muted}>These results match your choices. Change a choice to ask again.</span>}
            </div>
          </div>
        )}
      </div>

      <aside className={styles.help} aria-labelledby={`${ids}-options`}>
        <h3 id={`${ids}-options`} className={styles.helpTitle}>
          Options
        </h3>
        <dl className={styles.helpList}>
          <div>
            <dt>Brief</dt>
            <dd>A quick review in four cards: professional summary, strengths, resume quality and recommendations.</dd>
          </div>
          <div>
            <dt>Full</dt>
            <dd>A detailed written review of the whole resume, section by section. It takes longer.</dd>
          </div>
          <div>
            <dt>Primary</dt>
            <dd>The main instructor model: the most dependable feedback.</dd>
          </div>
          <div>
            <dt>Assistant (experimental)</dt>
            <dd>A second model for another point of view; its answers may vary more.</dd>
          </div>
        </dl>
      </aside>
    </section>
  );
}

interface ChoiceGroupProps<T extends string> {
  legend: string;
  name: string;
  options: { value: T; label: string }[];
  value: T;
  disabled: boolean;
  onChange: (value: T) => void;
}

function ChoiceGroup<T extends string>({ legend, name, options, value, disabled, onChange }: ChoiceGroupProps<T>) {
  return (
    <fieldset className={styles.group} disabled={disabled}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.segments}>
        {options.map((o) => (
          <label key={o.value} className={cx(styles.segment, value === o.value && styles.segmentOn)}>
            <input type="radio" name={name} value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} className={styles.radio} />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function ResultPanel({ outcome, stale }: { outcome: Outcome; stale: boolean }) {
  const { choice } = outcome;
  const responseTime = outcome.kind === 'success' && outcome.result.responseTime > 0 ? `${outcome.result.responseTime} ms` : 'N/A';
  const heading = `${typeLabel(choice.feedbackType)} feedback`;
  return (
    <Card
      title={heading}
      actions={
        outcome.kind === 'failed' ? (
          <Badge tone="danger">Failed</Badge>
        ) : stale ? (
          <Badge tone="warning">Previous choices</Badge>
        ) : (
          <Badge tone="success">Current</Badge>
        )
      }
      className={cx(styles.result, stale && styles.stale)}
    >
      {stale && (
        <p className={styles.staleNote} role="status">
          These results are for the previous choices ({typeLabel(choice.feedbackType)}, {modelLabel(choice.model)}). Select Get Feedback Now for feedback with
          your new choices.
        </p>
      )}
      <ul className={styles.meta}>
        <li>
          Instructor: {modelLabel(choice.model)}
          {outcome.kind === 'success' && outcome.result.modelName ? ` (${outcome.result.modelName})` : ''}
        </li>
        <li>Response time: {responseTime}</li>
        {outcome.kind === 'success' && (
          <li>
            Last obtained: <time dateTime={outcome.at.toISOString()}>{format(outcome.at, 'p, PP')}</time>
          </li>
        )}
      </ul>
      {outcome.kind === 'success' ? (
        <FeedbackBody result={outcome.result} />
      ) : (
        <p className={styles.failed}>No feedback was obtained for these choices. Try again, or choose the other instructor.</p>
      )}
    </Card>
  );
}

function FeedbackBody({ result }: { result: FeedbackResultDto }) {
  if (result.feedbackType === 'full') return <FeedbackMarkdownFrame markdown={postprocessFull(result.feedback)} />;
  const brief = postprocessBrief(result.feedback);
  if (brief.kind === 'json') return <BriefFeedbackCards feedback={brief.data} />;
  return <pre className={styles.plain}>{brief.text}</pre>;
}

interface BoundaryProps {
  onBack: () => void;
  children: ReactNode;
}

/** Catches a failure while drawing the feedback (part 2 §2.2): the sub-view stays, with a way back. */
export class FeedbackErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Flight check feedback failed to render', error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className={styles.renderError} role="alert">
        <p className={styles.errorTitle}>Rendering Error</p>
        <p className={styles.errorText}>Something went wrong while rendering the feedback page</p>
        <Button onClick={this.props.onBack}>Go Back</Button>
      </div>
    );
  }
}
