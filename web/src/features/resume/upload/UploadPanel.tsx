import { type ChangeEvent, type DragEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { ResumeTemplate, UploadResumeResultDto } from '../../../api/resumes';
import { RESUME_MAX_BYTES, resumeFileProblem } from '../../../lib/resumeFile';
import { Button, Card, cx, Field, Select, Stack } from '../../../components';
import { isAbortError, UPLOAD_FAILED, UPLOAD_SHARE, type UploadModel, uploadResume } from './uploadResume';
import styles from './UploadPanel.module.css';

export interface UploadPanelProps {
  /** Called 1 second after a successful upload, with the server's result. */
  onSuccess: (result: UploadResumeResultDto) => void;
  /** Called by Cancel when no upload is in flight. */
  onCancel: () => void;
}

/** The file types the picker offers (the server reads .docx too; lib/resumeFile.ts). */
export const RESUME_ACCEPT = '.pdf,.docx,.json,.txt';
/** How long the success message shows before onSuccess (part 2 §4, §9). */
export const UPLOAD_SUCCESS_DELAY_MS = 1000;

const TEMPLATES: { value: ResumeTemplate | ''; label: string }[] = [
  { value: '', label: 'Default' },
  { value: 'modern', label: 'Modern' },
  { value: 'classic', label: 'Classic' },
  { value: 'creative', label: 'Creative' },
  { value: 'minimal', label: 'Minimal' },
];
const MODELS: { value: UploadModel; label: string }[] = [
  { value: 'primary', label: 'Primary' },
  { value: 'secondary', label: 'Secondary' },
];

type Phase = 'idle' | 'uploading' | 'parsing' | 'success' | 'error';

const MAX_MB = RESUME_MAX_BYTES / (1024 * 1024);

function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * Upload a resume (part 2 §2.1, §4 Upload): pick or drop a file, optionally choose the parsing
 * model and template, then send it with real upload progress. The bytes fill the bar to 90 %,
 * "Parsing your resume…" covers the server's work, and success fills it and hands the result on
 * after a second. Cancel aborts an upload in flight, else leaves the panel.
 */
export function UploadPanel({ onSuccess, onCancel }: UploadPanelProps) {
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [result, setResult] = useState<UploadResumeResultDto | null>(null);
  const [dragging, setDragging] = useState(false);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const [model, setModel] = useState<UploadModel>('primary');
  const [template, setTemplate] = useState<ResumeTemplate | ''>('');
  const abortRef = useRef<AbortController | null>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const barRef = useRef<HTMLDivElement>(null);
  const onSuccessRef = useRef(onSuccess);
  const ids = useId();
  const inputId = `${ids}-file`;
  const hintId = `${ids}-hint`;
  const problemId = `${ids}-problem`;
  const advancedId = `${ids}-advanced`;

  useEffect(() => {
    onSuccessRef.current = onSuccess;
  }, [onSuccess]);

  // Leaving the panel stops an upload in flight and the pending success callback.
  useEffect(
    () => () => {
      abortRef.current?.abort();
      clearTimeout(timerRef.current);
    },
    [],
  );

  const problem = file ? resumeFileProblem(file) : null;
  const busy = phase === 'uploading' || phase === 'parsing';
  const locked = busy || phase === 'success';

  // The bar's width is a CSS custom property set through the DOM (no style attribute: CSP).
  useLayoutEffect(() => {
    barRef.current?.style.setProperty('--upload-progress', `${progress}%`);
  }, [progress, locked]);
  const canUpload = file !== null && problem === null && !locked;

  const choose = (picked: File | null | undefined) => {
    if (!picked || locked) return;
    setFile(picked);
    setError(null);
    setNotice(null);
    setProgress(0);
    setPhase('idle');
  };

  const onPick = (e: ChangeEvent<HTMLInputElement>) => choose(e.target.files?.[0]);

  const onDragOver = (e: DragEvent<HTMLElement>) => {
    e.preventDefault();
    if (locked) return;
    e.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDragLeave = (e: DragEvent<HTMLElement>) => {
    if (e.currentTarget.contains(e.relatedTarget as Node | null)) return;
    setDragging(false);
  };
  const onDrop = (e: DragEvent<HTMLElement>) => {
    e.preventDefault();
    setDragging(false);
    choose(e.dataTransfer.files?.[0]);
  };

  const start = async () => {
    if (!file || resumeFileProblem(file)) return;
    const controller = new AbortController();
    abortRef.current = controller;
    setError(null);
    setNotice(null);
    setProgress(0);
    setPhase('uploading');
    try {
      const answer = await uploadResume(
        file,
        { model, template },
        (percent) => {
          setProgress(percent);
          if (percent >= UPLOAD_SHARE) setPhase('parsing');
        },
        controller.signal,
      );
      setProgress(100);
      setResult(answer);
      setPhase('success');
      timerRef.current = setTimeout(() => onSuccessRef.current(answer), UPLOAD_SUCCESS_DELAY_MS);
    } catch (e) {
      setProgress(0);
      if (isAbortError(e)) {
        setPhase('idle');
        setNotice('Upload cancelled.');
      } else {
        setPhase('error');
        setError(e instanceof Error && e.message ? e.message : UPLOAD_FAILED);
      }
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
    }
  };

  const cancel = () => {
    if (busy && abortRef.current) abortRef.current.abort();
    else onCancel();
  };

  const status =
    phase === 'uploading'
      ? `Uploading… ${progress}%`
      : phase === 'parsing'
        ? 'Parsing your resume…'
        : phase === 'success'
          ? result?.message || 'Resume uploaded successfully.'
          : (notice ?? '');

  return (
    <Card title="Upload Resume" className={styles.panel}>
      <Stack gap={4}>
        <div>
          <label
            className={cx(styles.zone, dragging && styles.dragging, locked && styles.zoneLocked, problem && styles.zoneInvalid)}
            htmlFor={inputId}
            onDragEnter={onDragOver}
            onDragOver={onDragOver}
            onDragLeave={onDragLeave}
            onDrop={onDrop}
            data-testid="resume-drop-zone"
          >
            <input
              id={inputId}
              className="visually-hidden"
              type="file"
              accept={RESUME_ACCEPT}
              aria-label="Resume file"
              aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
              aria-invalid={problem ? true : undefined}
              disabled={locked}
              onChange={onPick}
            />
            <svg className={styles.zoneIcon} viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
              <path
                d="M12 16V4m0 0l-4 4m4-4l4 4M4 16v3a1 1 0 001 1h14a1 1 0 001-1v-3"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <span className={styles.zoneTitle}>Resume file</span>
            <span id={hintId} className={styles.zoneHint}>
              {file ? (
                <>
                  Selected: <strong className={styles.fileName}>{file.name}</strong> ({fileSize(file.size)}). Drop or choose another file to replace it.
                </>
              ) : (
                <>
                  Drag and drop your resume here, or <span className={styles.browse}>choose a file</span>.
                </>
              )}
            </span>
          </label>
          {problem && (
            <p id={problemId} className={styles.problem} role="alert">
              {problem}
            </p>
          )}
        </div>

        <div className={styles.advanced}>
          <button
            type="button"
            className={styles.disclosure}
            aria-expanded={advancedOpen}
            aria-controls={advancedOpen ? advancedId : undefined}
            onClick={() => setAdvancedOpen((open) => !open)}
          >
            <svg className={styles.chevron} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            Advanced Settings (Experimental)
          </button>
          {advancedOpen && (
            <div id={advancedId} className={styles.advancedBody}>
              <Field label="AI model" hint="The model that reads your file. Secondary is experimental.">
                <Select value={model} disabled={locked} onChange={(e) => setModel(e.target.value as UploadModel)}>
                  {MODELS.map((m) => (
                    <option key={m.value} value={m.value}>
                      {m.label}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field label="Template" hint="The look of the new resume; you can change it later.">
                <Select value={template} disabled={locked} onChange={(e) => setTemplate(e.target.value as ResumeTemplate | '')}>
                  {TEMPLATES.map((t) => (
                    <option key={t.value || 'default'} value={t.value}>
                      {t.label}
                    </option>
                  ))}
                </Select>
              </Field>
            </div>
          )}
        </div>

        {(busy || phase === 'success') && (
          <div
            ref={barRef}
            className={styles.progress}
            role="progressbar"
            aria-label="Upload progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            aria-valuetext={phase === 'parsing' ? 'Parsing your resume…' : `${progress}%`}
            data-phase={phase}
          >
            <div className={styles.progressFill} />
          </div>
        )}
        <p className={cx(styles.status, phase === 'success' && styles.success)} role="status" aria-live="polite">
          {status}
        </p>

        {phase === 'error' && error && (
          <div className={styles.error} role="alert">
            <p className={styles.errorTitle}>Upload failed</p>
            {error !== UPLOAD_FAILED && <p className={styles.errorText}>{error}</p>}
            <p className={styles.errorText}>Check the file and select Upload Resume to try again.</p>
          </div>
        )}

        <div className={styles.actions}>
          <Button onClick={cancel} disabled={phase === 'success'}>
            Cancel
          </Button>
          <Button variant="primary" onClick={() => void start()} disabled={!canUpload && !busy} loading={busy}>
            Upload Resume
          </Button>
        </div>

        <aside className={styles.help} aria-labelledby={`${ids}-help`}>
          <h3 id={`${ids}-help`} className={styles.helpTitle}>
            Supported formats
          </h3>
          <ul className={styles.helpList}>
            <li>PDF (.pdf)</li>
            <li>Word (.docx)</li>
            <li>JSON Resume (.json)</li>
            <li>Plain text (.txt)</li>
          </ul>
          <p className={styles.helpNote}>Maximum file size: {MAX_MB} MB. Your file is read and turned into an editable resume.</p>
        </aside>
      </Stack>
    </Card>
  );
}
