import { useState } from 'react';
import { exportUrl, type ResumeDto, useCheckResumeAtsMutation, useGetResumeQuery, useUpdateResumeMutation } from '../../../api/resumes';
import { Button, Card, ErrorState, LoadingState, Menu } from '../../../components';
import { RestoreDialog } from '../restore/RestoreDialog';
import { failureText } from '../lib/errors';
import { EXPORT_FORMATS, type ExportFormat } from '../lib/format';
import { startDownload } from '../lib/download';
import { draftOf, type ResumeDraft, saveBody } from '../lib/resumeDraft';
import { AiSummaryDialog } from './AiSummaryDialog';
import { AtsReadback } from './AtsReadback';
import { PdfPreviewDialog } from './PdfPreviewDialog';
import { ResumeEditor } from './ResumeEditor';
import { ResumePreview } from './ResumePreview';
import { SkillsEditor } from './SkillsEditor';
import styles from './ResumeDetail.module.css';

const PREVIEW_PDF = 'Preview PDF';

/** The selected resume (the right panel). Mount one per resume (a `key`), so edits never cross over. */
export function ResumeDetail({ resumeId }: { resumeId: string }) {
  const { currentData: resume, isError, error, refetch } = useGetResumeQuery({ id: resumeId });

  if (!resume && !isError) return <LoadingState label="Loading resume details..." />;
  if (isError || !resume)
    return <ErrorState title="Could not load this resume" message={failureText(error) || undefined} onRetry={() => void refetch()} />;
  return <LoadedResume resume={resume} />;
}

/** Viewing ↔ editing (part 2 §4): Edit copies the saved resume, Cancel drops the copy, Save sends it. */
function LoadedResume({ resume }: { resume: ResumeDto }) {
  const [draft, setDraft] = useState<ResumeDraft | null>(null);
  const [updateResume, { isLoading: saving }] = useUpdateResumeMutation();
  const [checkAts, ats] = useCheckResumeAtsMutation();
  const [summaryOpen, setSummaryOpen] = useState(false);
  const [summaryVisit, setSummaryVisit] = useState(0);
  const [restoreOpen, setRestoreOpen] = useState(false);
  const [pdfPreviewOpen, setPdfPreviewOpen] = useState(false);

  const save = async () => {
    if (!draft || saving) return;
    try {
      await updateResume({ id: resume.id, updateResumeDto: saveBody(draft) }).unwrap();
      setDraft(null);
    } catch (err) {
      // Part 2 §4: a failed save is only logged; the edit stays open so nothing typed is lost.
      console.error('Failed to save the resume:', failureText(err));
    }
  };

  const runAtsCheck = () => void checkAts({ id: resume.id, atsCheckDto: { template: resume.template } });

  const exportAs = (format: ExportFormat, usesTemplate: boolean) => {
    startDownload(exportUrl(resume.id, format, usesTemplate ? resume.template : undefined));
    if (format === 'pdf') runAtsCheck();
  };

  // The formats, with Preview PDF after PDF: the same file, shown here in the PDF viewer.
  const exportItems = EXPORT_FORMATS.flatMap(({ format, label, usesTemplate }) => {
    const item = { label, onSelect: () => exportAs(format, usesTemplate) };
    return format === 'pdf' ? [item, { label: PREVIEW_PDF, onSelect: () => setPdfPreviewOpen(true) }] : [item];
  });

  const openSummary = () => {
    setSummaryVisit((n) => n + 1);
    setSummaryOpen(true);
  };

  const title = resume.name || resume.personalInfo.name || 'Untitled resume';

  if (draft) {
    return (
      <div className={styles.detail}>
        <Card
          title={`Editing ${title}`}
          actions={
            <>
              <Button disabled={saving} onClick={() => setDraft(null)}>
                Cancel
              </Button>
              <Button variant="primary" loading={saving} onClick={() => void save()}>
                Save
              </Button>
            </>
          }
        >
          <p className={styles.note}>Name, location and summary are saved as soon as you leave the field; the rest when you press Save. Skills are saved as you change them.</p>
        </Card>
        <ResumeEditor resume={resume} draft={draft} onChange={setDraft} />
        <Card title="Skills" headingLevel={3}>
          <SkillsEditor resumeId={resume.id} skills={resume.skills} />
        </Card>
        <div className={styles.bottomActions}>
          <Button disabled={saving} onClick={() => setDraft(null)}>
            Cancel
          </Button>
          <Button variant="primary" loading={saving} onClick={() => void save()}>
            Save
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.detail}>
      <Card
        title={title}
        actions={
          <>
            <Button variant="primary" onClick={() => setDraft(draftOf(resume))}>
              Edit
            </Button>
            <Menu
              align="end"
              trigger={<Button>Export</Button>}
              items={exportItems}
            />
            <Button onClick={openSummary}>AI Summary</Button>
            {resume.custom_sections_count > 0 && <Button onClick={() => setRestoreOpen(true)}>Review elided sections ({resume.custom_sections_count})</Button>}
          </>
        }
      >
        {!ats.isUninitialized && (
          <div className={styles.ats}>
            <AtsReadback
              result={ats.data}
              loading={ats.isLoading}
              error={ats.isError ? failureText(ats.error) : null}
              onRetry={runAtsCheck}
              onDismiss={() => ats.reset()}
            />
          </div>
        )}
        <ResumePreview resume={resume} />
      </Card>
      <AiSummaryDialog key={summaryVisit} resumeId={resume.id} open={summaryOpen} onOpenChange={setSummaryOpen} />
      <RestoreDialog resumeId={resume.id} open={restoreOpen} onOpenChange={setRestoreOpen} />
      <PdfPreviewDialog
        resumeId={resume.id}
        template={resume.template}
        resumeTitle={title}
        open={pdfPreviewOpen}
        onOpenChange={setPdfPreviewOpen}
        onDownload={() => exportAs('pdf', true)}
      />
    </div>
  );
}
