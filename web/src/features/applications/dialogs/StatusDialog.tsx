import { type FormEvent, useId, useState } from 'react';
import { type PacketDto, useUpdateApplicationStatusMutation } from '../../../api/applications';
import { Badge, Button, Field, Modal, Select, TextInput } from '../../../components';
import { type ApplicationStatus, isApplicationStatus, nextStatuses, preselectedStatus, STATUS_LABELS, STATUS_MEANINGS, statusLabel, statusTone } from '../lib';
import { serverText } from './serverText';
import styles from './StatusDialog.module.css';

const STATUS_FAILED = 'Failed to update status';

export interface StatusDialogProps {
  packet: PacketDto;
  open: boolean;
  onClose: () => void;
}

/**
 * Update Application Status (part 3 §2.4, §4): a select of the statuses after the current one, the
 * first preselected, and an optional interview or deadline date that becomes a calendar event.
 * Moves cannot be undone. On failure the modal stays open with the server's text (§8).
 */
export function StatusDialog({ packet, open, onClose }: StatusDialogProps) {
  const formId = useId();
  const current = packet.applicationStatus;
  const options = nextStatuses(current);
  const [update, { isLoading: saving }] = useUpdateApplicationStatusMutation();
  const [newStatus, setNewStatus] = useState<ApplicationStatus | ''>('');
  const [eventAt, setEventAt] = useState('');
  const [dateError, setDateError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  /** After a move with a date: the event is saved; offer its .ics before closing. */
  const [scheduled, setScheduled] = useState(false);

  // Each opening (or a packet that moved meanwhile) starts afresh from the first status offered.
  const opening = open ? `${packet.id}:${current}` : null;
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  if (opening !== openedFor) {
    setOpenedFor(opening);
    setNewStatus(preselectedStatus(current) ?? '');
    setEventAt('');
    setDateError(null);
    setFailure(null);
    setScheduled(false);
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!newStatus || saving) return;
    setFailure(null);
    // datetime-local is the member's local time; the server takes an instant.
    const when = eventAt ? new Date(eventAt) : null;
    if (when && Number.isNaN(when.getTime())) {
      setDateError('Enter a valid date and time');
      return;
    }
    setDateError(null);
    try {
      await update({ jobId: packet.jobId, updateStatusDto: { newStatus, ...(when ? { eventAt: when.toISOString() } : {}) } }).unwrap();
      if (when) setScheduled(true);
      else onClose();
    } catch (error) {
      setFailure(serverText(error) ?? STATUS_FAILED);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      size="sm"
      title="Update Application Status"
      description={`${packet.jobTitle} at ${packet.companyName}`}
      footer={
        scheduled ? (
          <Button variant="primary" onClick={onClose}>
            Done
          </Button>
        ) : (
          <>
            <Button onClick={onClose}>Cancel</Button>
            <Button variant="primary" type="submit" form={formId} disabled={!newStatus || saving}>
              {saving ? 'Saving…' : 'Confirm'}
            </Button>
          </>
        )
      }
    >
      {scheduled ? (
        <p className={styles.note} role="status">
          Status updated. The date is in your application calendar:{' '}
          <a href={`/api/applications/${encodeURIComponent(packet.jobId)}/calendar.ics`} download>
            Add to calendar (.ics)
          </a>
        </p>
      ) : (
        <form id={formId} className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
          <p className={styles.current}>
            Current status: <Badge tone={statusTone(current)}>{statusLabel(current)}</Badge>
          </p>
          {options.length === 0 ? (
            <p className={styles.note}>This application is at the end of the pipeline; its status cannot change.</p>
          ) : (
            <>
              <Field label="New status" hint={newStatus ? STATUS_MEANINGS[newStatus] : undefined}>
                <Select value={newStatus} disabled={saving} onChange={(e) => setNewStatus(isApplicationStatus(e.target.value) ? e.target.value : '')}>
                  {options.map((status) => (
                    <option key={status} value={status}>
                      {STATUS_LABELS[status]}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field label="Interview or deadline date (optional)" hint="When set, it becomes an event in your application calendar." error={dateError}>
                <TextInput type="datetime-local" value={eventAt} disabled={saving} onChange={(e) => setEventAt(e.target.value)} />
              </Field>
              <p className={styles.note}>Status updates cannot be undone.</p>
            </>
          )}
          {failure && (
            <p className={styles.error} role="alert">
              {failure}
            </p>
          )}
        </form>
      )}
    </Modal>
  );
}
