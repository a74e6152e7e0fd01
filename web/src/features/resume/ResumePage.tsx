import { type ReactNode, useState } from 'react';
import { useListResumesQuery } from '../../api/resumes';
import { LOGIN_PATH } from '../../api/paths';
import { Button, Card, EmptyState, ErrorState, LoadingState, PageHeader, useToast } from '../../components';
import { FlightCheck } from './flight-check/FlightCheck';
import { UploadPanel } from './upload/UploadPanel';
import { ResumeDetail } from './components/ResumeDetail';
import { ResumeList } from './components/ResumeList';
import { TemplatePicker } from './components/TemplatePicker';
import { failureText, isUnauthorized } from './lib/errors';
import styles from './ResumePage.module.css';

const TITLE_ID = 'resume-builder-title';

type View = 'main' | 'upload' | 'flight-check';

/**
 * Resume Builder (part 2 §2.1, §4): the member's resumes and a template picker on the left, the
 * selected resume on the right (preview, or edit mode). Upload and Flight Check are sub-views
 * that replace the panels.
 */
export function ResumePage() {
  const { toast } = useToast();
  const list = useListResumesQuery();
  const [view, setView] = useState<View>('main');
  const [chosenId, setChosenId] = useState<string | null>(null);

  const resumes = list.data ?? [];
  // The chosen resume while it is in the list; otherwise (first visit, after a delete) the first one.
  const selected = resumes.find((r) => r.id === chosenId) ?? resumes[0] ?? null;

  const uploaded = async () => {
    toast({ title: 'Resume uploaded', tone: 'success' });
    setView('main');
    try {
      const fresh = await list.refetch().unwrap();
      // Most recently changed first: the new resume heads the list.
      setChosenId(fresh[0]?.id ?? null);
    } catch (err) {
      console.error('Failed to refresh after upload:', failureText(err));
      toast({ title: 'Failed to refresh after upload', tone: 'error' });
    }
  };

  const frame = (actions: ReactNode, body: ReactNode) => (
    <section aria-labelledby={TITLE_ID} className={styles.page}>
      <PageHeader id={TITLE_ID} title="Resume Builder" actions={actions} />
      {body}
    </section>
  );

  const actions = (
    <>
      <Button disabled={!selected} onClick={() => setView('flight-check')}>
        Flight Check
      </Button>
      <Button variant="primary" onClick={() => setView('upload')}>
        New Resume
      </Button>
    </>
  );

  // A sub-view replaces the panels; they stay mounted (hidden) so an open edit survives a visit.
  const subView =
    view === 'upload' ? (
      <UploadPanel onSuccess={() => void uploaded()} onCancel={() => setView('main')} />
    ) : view === 'flight-check' && selected ? (
      <FlightCheck resumeId={selected.id} resumeName={selected.name} onClose={() => setView('main')} />
    ) : null;
  const page = (pageActions: ReactNode, main: ReactNode) =>
    frame(
      subView ? null : pageActions,
      <>
        {subView}
        <div hidden={subView !== null}>{main}</div>
      </>,
    );

  if (list.isLoading) return page(actions, <LoadingState label="Loading..." />);
  if (list.isError && isUnauthorized(list.error))
    return page(
      null,
      <EmptyState
        title="Authentication Required"
        message="Please log in to access your resumes."
        action={
          <a className={styles.loginLink} href={LOGIN_PATH}>
            Log in
          </a>
        }
      />,
    );
  if (list.isError && !list.data)
    return page(actions, <ErrorState title="Could not load your resumes" message={failureText(list.error)} onRetry={() => void list.refetch()} />);
  if (!selected)
    return page(
      actions,
      <EmptyState
        title="No Resumes Found"
        message="Upload a resume (PDF, JSON or TXT) to start building."
        action={
          <Button variant="primary" onClick={() => setView('upload')}>
            Upload Resume
          </Button>
        }
      />,
    );

  return page(
    actions,
    <div className={styles.panels}>
      <aside className={styles.side} aria-label="Your resumes">
        <Card title="Resumes">
          <ResumeList resumes={resumes} selectedId={selected.id} onSelect={setChosenId} />
        </Card>
        <Card>
          <TemplatePicker key={selected.id} resumeId={selected.id} current={selected.template} />
        </Card>
      </aside>
      <div className={styles.main}>
        <ResumeDetail key={selected.id} resumeId={selected.id} />
      </div>
    </div>,
  );
}
