import { exportUrl } from '../../../api/resumes';
import { Button, ErrorState, LoadingState, Modal, PdfViewer } from '../../../components';
import { capitalised } from '../lib/format';
import { PDF_LOAD_FAILED, useExportedPdf } from '../lib/useExportedPdf';

export interface PdfPreviewDialogProps {
  resumeId: string;
  /** The template the PDF is drawn in (the resume's chosen one). */
  template: string;
  /** The resume's name, for the description and the viewer's accessible name. */
  resumeTitle: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Download PDF: the Export menu's PDF item (download plus the ATS read-back). */
  onDownload: () => void;
}

/**
 * Export → Preview PDF: the very PDF that PDF export downloads, in this template, drawn by the
 * shared PdfViewer, so each template's look can be checked before sending it anywhere.
 */
export function PdfPreviewDialog({ resumeId, template, resumeTitle, open, onOpenChange, onDownload }: PdfPreviewDialogProps) {
  const pdf = useExportedPdf(open ? exportUrl(resumeId, 'pdf', template) : null);
  const look = `${capitalised(template)} template`;

  let body;
  if (pdf.error) body = <ErrorState title={PDF_LOAD_FAILED} message={pdf.error === PDF_LOAD_FAILED ? undefined : pdf.error} onRetry={pdf.retry} />;
  else if (pdf.loading) body = <LoadingState label="Loading PDF…" />;
  else body = <PdfViewer data={pdf.bytes} title={`${resumeTitle} PDF, ${look}`} />;

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title="Preview PDF"
      description={`${resumeTitle} · ${look}`}
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>Close</Button>
          <Button variant="primary" onClick={onDownload}>
            Download PDF
          </Button>
        </>
      }
    >
      {body}
    </Modal>
  );
}
