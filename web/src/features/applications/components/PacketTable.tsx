import { createColumnHelper } from '@tanstack/react-table';
import { format, isValid, parseISO } from 'date-fns';
import { useMemo, useState } from 'react';
import type { PacketDto } from '../../../api/applications';
import { Badge, Button, ContextMenu, DataTable } from '../../../components';
import { CoverLetterDialog, EmailDialog, ResumePdfDialog, StatusDialog } from '../dialogs';
import { coverLetterFileName, downloadBlob, emailBadge, isLocked, LOCKED_TOOLTIP, type PacketEmail, resumeFileName, statusLabel, statusTone } from '../lib';
import styles from './PacketTable.module.css';

type DialogKind = 'resume' | 'cover' | 'email' | 'status';

/** "2026-11-20T…" → "Nov 20, 2026". */
const createdText = (iso: string): string => {
  const d = parseISO(iso);
  return isValid(d) ? format(d, 'MMM d, yyyy') : iso;
};

/** The resume PDF, downloaded by the browser under resume_{title}.pdf. */
export function downloadResume(packet: PacketDto): void {
  const link = document.createElement('a');
  link.href = `/api/applications/packets/${encodeURIComponent(packet.id)}/resume.pdf`;
  link.download = resumeFileName(packet.jobTitle);
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
  }
}

/** The cover letter as a text file, cover_letter_{title}.txt. */
export function downloadCoverLetter(packet: PacketDto): void {
  downloadBlob(new Blob([packet.coverLetterText ?? ''], { type: 'text/plain;charset=utf-8' }), coverLetterFileName(packet.jobTitle));
}

const hasCover = (packet: PacketDto): boolean => Boolean(packet.coverLetterText?.trim());

/**
 * The packet's last e-mail as a badge under Send email: queued, sending, sent, failed or held. Why it
 * failed (or is held, or waits for a retry) is its tooltip, and is read out after the label.
 */
export function EmailStatus({ email }: { email: PacketEmail }) {
  const { label, tone, detail } = emailBadge(email);
  return (
    <span className={styles.email} title={detail ?? undefined} data-email-status={email.status}>
      <Badge tone={tone}>{label}</Badge>
      {detail && <span className="visually-hidden">: {detail}</span>}
    </span>
  );
}

const column = createColumnHelper<PacketDto>();

export interface PacketTableProps {
  packets: PacketDto[];
}

/**
 * The tracker's table of packets (part 3 §2.4). The Resume and Cover badges open their viewers on
 * click and offer View/Download on right-click; they are active only when there is something to
 * show (§5). Under Send email, a badge gives the last e-mail's state. The nine columns fit the card
 * on a 1280 px screen; on a narrower one the table scrolls sideways inside its frame.
 */
export function PacketTable({ packets }: PacketTableProps) {
  const [dialog, setDialog] = useState<{ kind: DialogKind; packet: PacketDto } | null>(null);
  const close = () => setDialog(null);

  const columns = useMemo(() => {
    const open = (kind: DialogKind, packet: PacketDto) => setDialog({ kind, packet });
    return [
      column.accessor('createdAt', {
        header: 'Created',
        cell: (info) => (
          <time dateTime={info.getValue()} className={styles.nowrap}>
            {createdText(info.getValue())}
          </time>
        ),
      }),
      column.accessor((p) => statusLabel(p.applicationStatus), {
        id: 'status',
        header: 'Status',
        cell: (info) => <Badge tone={statusTone(info.row.original.applicationStatus)}>{info.getValue()}</Badge>,
      }),
      column.accessor('jobTitle', { header: 'Position', cell: (info) => <span className={styles.wrap}>{info.getValue()}</span> }),
      column.accessor('companyName', { header: 'Company', cell: (info) => <span className={styles.wrap}>{info.getValue()}</span> }),
      column.display({
        id: 'jobReq',
        header: 'JobReq',
        cell: ({ row: { original: p } }) =>
          p.jobUrl ? (
            <a href={p.jobUrl} target="_blank" rel="noopener noreferrer">
              Link<span className="visually-hidden"> to the {p.jobTitle} posting (opens in a new tab)</span>
            </a>
          ) : (
            <span className={styles.none}>No Link</span>
          ),
      }),
      column.display({
        id: 'resume',
        header: 'Resume',
        cell: ({ row: { original: p } }) => {
          const button = (
            <button
              type="button"
              className={styles.badgeButton}
              disabled={!p.hasResumePdf}
              aria-label={p.hasResumePdf ? `View resume PDF for ${p.jobTitle}` : `No resume PDF for ${p.jobTitle}`}
              onClick={() => open('resume', p)}
            >
              <Badge tone={p.hasResumePdf ? 'info' : 'neutral'}>PDF</Badge>
            </button>
          );
          return p.hasResumePdf ? (
            <ContextMenu
              label={`Resume for ${p.jobTitle}`}
              items={[
                { label: 'View', onSelect: () => open('resume', p) },
                { label: 'Download', onSelect: () => downloadResume(p) },
              ]}
            >
              {button}
            </ContextMenu>
          ) : (
            button
          );
        },
      }),
      column.display({
        id: 'cover',
        header: 'Cover',
        cell: ({ row: { original: p } }) => {
          const active = hasCover(p);
          const button = (
            <button
              type="button"
              className={styles.badgeButton}
              disabled={!active}
              aria-label={active ? `View cover letter for ${p.jobTitle}` : `No cover letter for ${p.jobTitle}`}
              onClick={() => open('cover', p)}
            >
              <Badge tone={active ? 'info' : 'neutral'}>Letter</Badge>
            </button>
          );
          return active ? (
            <ContextMenu
              label={`Cover letter for ${p.jobTitle}`}
              items={[
                { label: 'View', onSelect: () => open('cover', p) },
                { label: 'Download', onSelect: () => downloadCoverLetter(p) },
              ]}
            >
              {button}
            </ContextMenu>
          ) : (
            button
          );
        },
      }),
      column.display({
        id: 'site',
        header: 'Your Site',
        cell: ({ row: { original: p } }) =>
          p.personalWebsite ? (
            <a href={p.personalWebsite} target="_blank" rel="noopener noreferrer" className={styles.site} title={p.personalWebsite}>
              {p.personalWebsite}
            </a>
          ) : (
            <span className={styles.none}>No website</span>
          ),
      }),
      column.display({
        id: 'actions',
        header: 'Actions',
        cell: ({ row: { original: p } }) => {
          const locked = isLocked(p.applicationStatus);
          return (
            <div className={styles.actions}>
              <Button size="sm" onClick={() => open('email', p)} aria-label={`Send email for ${p.jobTitle}`}>
                Send email
              </Button>
              {p.lastEmail && <EmailStatus email={p.lastEmail} />}
              {/* A disabled button shows no tooltip in some browsers, so the wrapper carries it too. */}
              <span title={locked ? LOCKED_TOOLTIP : undefined}>
                <Button size="sm" disabled={locked} title={locked ? LOCKED_TOOLTIP : undefined} onClick={() => open('status', p)} aria-label={`Edit status for ${p.jobTitle}`}>
                  Edit status
                </Button>
              </span>
            </div>
          );
        },
      }),
    ];
  }, []);

  return (
    <>
      <div className={styles.packets}>
        <DataTable
          caption="Application packets"
          columns={columns}
          data={packets}
          getRowId={(p) => p.id}
          initialSorting={[{ id: 'createdAt', desc: true }]}
          emptyMessage="No packets match the status filter."
        />
      </div>
      {dialog?.kind === 'resume' && <ResumePdfDialog packet={dialog.packet} open onClose={close} />}
      {dialog?.kind === 'cover' && <CoverLetterDialog packet={dialog.packet} open onClose={close} />}
      {dialog?.kind === 'email' && <EmailDialog packet={dialog.packet} open onClose={close} />}
      {dialog?.kind === 'status' && <StatusDialog packet={dialog.packet} open onClose={close} />}
    </>
  );
}
