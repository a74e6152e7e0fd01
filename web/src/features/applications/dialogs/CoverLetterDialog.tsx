import type { PacketDto } from '../../../api/applications';
import { Button, Modal } from '../../../components';
import { coverLetterFileName, downloadBlob } from '../lib';
import styles from './CoverLetterDialog.module.css';

export interface CoverLetterDialogProps {
  packet: PacketDto;
  open: boolean;
  onClose: () => void;
}

/** The packet's cover letter as sent (part 3 §2.3), line breaks kept, with a download as cover_letter_{title}.txt (§5). */
export function CoverLetterDialog({ packet, open, onClose }: CoverLetterDialogProps) {
  const text = packet.coverLetterText ?? '';
  const hasText = text.trim() !== '';

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      size="lg"
      title="Cover Letter"
      description={`${packet.jobTitle} at ${packet.companyName}`}
      footer={
        <>
          <Button onClick={onClose}>Close</Button>
          <Button
            variant="primary"
            disabled={!hasText}
            onClick={() => downloadBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), coverLetterFileName(packet.jobTitle))}
          >
            Download
          </Button>
        </>
      }
    >
      {hasText ? <div className={styles.letter}>{text}</div> : <p className={styles.empty}>This packet has no cover letter.</p>}
    </Modal>
  );
}
