import { useMemo } from 'react';
import { type PacketDto, useGetPacketQuery } from '../../../api/applications';
import { errorMessage } from '../../../api/errors';
import { Button, ErrorState, LoadingState, Modal, PdfViewer } from '../../../components';
import { resumeFileName } from '../lib';
import styles from './ResumePdfDialog.module.css';

const UNAVAILABLE = 'PDF data unavailable';
const LOAD_FAILED = 'Failed to load PDF';

export interface ResumePdfDialogProps {
  packet: PacketDto;
  open: boolean;
  onClose: () => void;
}

/** base64 → bytes; null when there is nothing, and an empty array when the text is not base64 (PdfViewer then says unavailable). */
function decodeBase64(text: string | null | undefined): Uint8Array | null {
  if (!text) return null;
  try {
    const binary = atob(text);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return new Uint8Array(0);
  }
}

/**
 * The packet's resume PDF (part 3 §2.3), drawn from the single-packet fetch, with a download under
 * resume_{title}.pdf (§5). Errors: PDF data unavailable, Failed to load PDF (§8).
 */
export function ResumePdfDialog({ packet, open, onClose }: ResumePdfDialogProps) {
  const detail = useGetPacketQuery({ id: packet.id }, { skip: !open });
  const base64 = detail.data?.resume_pdf_data;
  // One array per payload: a new one would make the viewer reopen the document.
  const bytes = useMemo(() => decodeBase64(base64), [base64]);
  const title = `Resume PDF for ${packet.jobTitle}`;

  let body;
  if (detail.isError) body = <ErrorState title={LOAD_FAILED} message={errorMessage(detail.error)} onRetry={() => void detail.refetch()} />;
  else if (!detail.data) body = <LoadingState label="Loading PDF…" />;
  else body = <PdfViewer data={bytes} title={title} unavailableText={UNAVAILABLE} errorText={LOAD_FAILED} />;

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      size="lg"
      title="Resume PDF"
      description={`${packet.jobTitle} at ${packet.companyName}`}
      footer={
        <>
          <Button onClick={onClose}>Close</Button>
          {packet.hasResumePdf && (
            <a className={styles.download} href={`/api/applications/packets/${encodeURIComponent(packet.id)}/resume.pdf`} download={resumeFileName(packet.jobTitle)}>
              Download
            </a>
          )}
        </>
      }
    >
      {body}
    </Modal>
  );
}
