import { type FormEvent, type ReactNode, useState } from 'react';
import { errorMessage } from '../../../api/errors';
import { type ImportedJobDto, type JobDraftDto, useAddJobMutation, useImportJobFromTextMutation, useImportJobFromUrlMutation } from '../../../api/jobs';
import { Button, Field, Modal, Tabs, TextArea, TextInput, useToast } from '../../../components';
import { importJobFromFile, JOB_FILE_ACCEPT, jobFileProblem } from '../lib/jobFile';
import styles from './AddJobDialog.module.css';
import { JobDraftForm } from './JobDraftForm';

type Source = 'url' | 'text' | 'file';

const REVIEW_FORM_ID = 'add-job-review';
const HTTP_URL = /^https?:\/\/\S+$/i;

type ApiError = Parameters<typeof errorMessage>[0];

export interface AddJobDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The saved (or already stored) job's id, to open its detail. */
  onSaved: (id: string) => void;
}

/**
 * Add a job (from a link, pasted text or a file): the server reads the posting, the member reviews
 * the fields and saves. Mount it again (key) for each opening, so it starts empty.
 */
export function AddJobDialog({ open, onOpenChange, onSaved }: AddJobDialogProps) {
  const { toast } = useToast();
  const [source, setSource] = useState<Source>('url');
  const [url, setUrl] = useState('');
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  // What to fix before sending (field errors), and what the server answered (per tab).
  const [inputError, setInputError] = useState<Partial<Record<Source, string>>>({});
  const [failure, setFailure] = useState<Partial<Record<Source, string>>>({});
  const [readingFile, setReadingFile] = useState(false);
  const [imported, setImported] = useState<ImportedJobDto | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);

  const [importUrl, urlState] = useImportJobFromUrlMutation();
  const [importText, textState] = useImportJobFromTextMutation();
  const [addJob, saving] = useAddJobMutation();

  const fail = (tab: Source, message: string) => setFailure((f) => ({ ...f, [tab]: message }));
  const clear = (tab: Source) => {
    setInputError((e) => ({ ...e, [tab]: undefined }));
    setFailure((f) => ({ ...f, [tab]: undefined }));
  };

  const readUrl = async (e: FormEvent) => {
    e.preventDefault();
    clear('url');
    const value = url.trim();
    if (!HTTP_URL.test(value)) {
      setInputError({ url: 'Enter a valid http(s) URL.' });
      return;
    }
    try {
      setImported(await importUrl({ importUrlDto: { url: value } }).unwrap());
    } catch (err) {
      fail('url', errorMessage(err as ApiError));
    }
  };

  const readText = async (e: FormEvent) => {
    e.preventDefault();
    clear('text');
    if (!text.trim()) {
      setInputError({ text: 'Paste the text of the job posting.' });
      return;
    }
    try {
      setImported(await importText({ importTextDto: { text } }).unwrap());
    } catch (err) {
      fail('text', errorMessage(err as ApiError));
    }
  };

  const readFile = async (e: FormEvent) => {
    e.preventDefault();
    clear('file');
    const problem = jobFileProblem(file);
    if (problem || !file) {
      setInputError({ file: problem ?? undefined });
      return;
    }
    setReadingFile(true);
    try {
      setImported(await importJobFromFile(file));
    } catch (err) {
      fail('file', err instanceof Error ? err.message : String(err));
    } finally {
      setReadingFile(false);
    }
  };

  const save = async (draft: JobDraftDto) => {
    setSaveError(null);
    try {
      const saved = await addJob({ jobDraftDto: draft }).unwrap();
      toast({ title: saved.created ? 'Job saved' : 'This job was already saved', tone: 'success' });
      onSaved(saved.id);
    } catch (err) {
      setSaveError(errorMessage(err as ApiError));
    }
  };

  if (imported) {
    return (
      <Modal
        open={open}
        onOpenChange={onOpenChange}
        size="lg"
        title="Review the job"
        description="Check what was read from the posting and correct it before saving."
        footer={
          <>
            <Button
              onClick={() => {
                setImported(null);
                setSaveError(null);
              }}
            >
              Back
            </Button>
            <Button type="submit" form={REVIEW_FORM_ID} variant="primary" loading={saving.isLoading}>
              Save job
            </Button>
          </>
        }
      >
        <JobDraftForm id={REVIEW_FORM_ID} imported={imported} onSubmit={(draft) => void save(draft)} saveError={saveError} />
      </Modal>
    );
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title="Add a job"
      description="Add a posting from a link, its text or a file. You check what was read before it is saved."
      footer={<Button onClick={() => onOpenChange(false)}>Cancel</Button>}
    >
      <Tabs
        aria-label="Where the job comes from"
        value={source}
        onValueChange={(v) => setSource(v as Source)}
        items={[
          {
            value: 'url',
            label: 'From a link',
            content: (
              <SourceForm onSubmit={readUrl} submitLabel="Read the posting" busy={urlState.isLoading} failure={failure.url} failureAction={
                <Button size="sm" onClick={() => setSource('text')}>
                  Paste the text instead
                </Button>
              }>
                <Field label="Link to the job posting" error={inputError.url}>
                  <TextInput type="url" value={url} maxLength={2000} placeholder="https://…" onChange={(e) => setUrl(e.target.value)} />
                </Field>
              </SourceForm>
            ),
          },
          {
            value: 'text',
            label: 'Paste text',
            content: (
              <SourceForm onSubmit={readText} submitLabel="Read the text" busy={textState.isLoading} failure={failure.text}>
                <Field label="Job posting text" hint="Copy the whole posting from the page, including the title and company." error={inputError.text}>
                  <TextArea rows={10} value={text} maxLength={100_000} onChange={(e) => setText(e.target.value)} />
                </Field>
              </SourceForm>
            ),
          },
          {
            value: 'file',
            label: 'From a file',
            content: (
              <SourceForm onSubmit={readFile} submitLabel="Read the file" busy={readingFile} failure={failure.file}>
                <Field label="Job posting file" hint="PDF, DOCX or TXT, at most 5 MB." error={inputError.file}>
                  <input className={styles.file} type="file" accept={JOB_FILE_ACCEPT} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
                </Field>
              </SourceForm>
            ),
          },
        ]}
      />
    </Modal>
  );
}

interface SourceFormProps {
  onSubmit: (e: FormEvent) => Promise<void>;
  submitLabel: string;
  busy: boolean;
  /** The server's sentence when reading failed. */
  failure?: string;
  /** Offered beside a failure (the link tab's "Paste the text instead"). */
  failureAction?: ReactNode;
  children: ReactNode;
}

function SourceForm({ onSubmit, submitLabel, busy, failure, failureAction, children }: SourceFormProps) {
  return (
    <form className={styles.source} onSubmit={(e) => void onSubmit(e)} noValidate>
      {children}
      {failure && (
        <div className={styles.failure} role="alert">
          <p className={styles.failureText}>{failure}</p>
          {failureAction}
        </div>
      )}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
