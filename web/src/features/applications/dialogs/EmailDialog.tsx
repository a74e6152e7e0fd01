import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { PacketDto } from '../../../api/applications';
import { type EmailDefaultsDto, useGetEmailDefaultsQuery, useSendEmailMutation, useTestEmailConnectionMutation } from '../../../api/emails';
import { errorMessage } from '../../../api/errors';
import { Button, ErrorState, Field, LoadingState, Modal, TextArea, TextInput } from '../../../components';
import { CONNECTION_MESSAGE_MS, DEFAULT_EMAIL_TO, defaultSubject, EMAIL_CLOSE_MS } from '../lib';
import styles from './EmailDialog.module.css';
import { serverText } from './serverText';

const REQUIRED = 'Please fill in all required fields';
const SEND_FAILED = 'Failed to send email';
const CONNECTION_OK = '✓ Connection test successful!';

export interface EmailDialogProps {
  packet: PacketDto;
  open: boolean;
  onClose: () => void;
}

type ApiError = Parameters<typeof errorMessage>[0];

/**
 * Send Application Email (part 3 §2.3, §4, §5): To (read-only), Subject and Message, all required.
 * After sending, the server's confirmation shows and the modal closes after 2 s; Test connection
 * shows its result for 3 s.
 */
export function EmailDialog({ packet, open, onClose }: EmailDialogProps) {
  const formId = useId();
  const defaults = useGetEmailDefaultsQuery({ packetId: packet.id }, { skip: !open, refetchOnMountOrArgChange: true });
  const [sendEmail, { isLoading: sending }] = useSendEmailMutation();
  const [sent, setSent] = useState(false);
  const ready = open && !!defaults.data && !defaults.isFetching;
  const canSend = ready && !!defaults.data?.canSend;

  let body;
  if (defaults.isError) body = <ErrorState title="Could not load the email form" message={errorMessage(defaults.error)} onRetry={() => void defaults.refetch()} />;
  else if (!ready || !defaults.data) body = <LoadingState label="Loading email…" />;
  else
    body = (
      <EmailForm
        // Mounted afresh on each opening, so it starts from the defaults.
        key={defaults.fulfilledTimeStamp}
        id={formId}
        packet={packet}
        defaults={defaults.data}
        sendEmail={sendEmail}
        sending={sending}
        onSentChange={setSent}
        onClose={onClose}
      />
    );

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Send Application Email"
      description={`${packet.jobTitle} at ${packet.companyName}`}
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="primary" type="submit" form={formId} disabled={!canSend || sent} loading={sending}>
            {sending ? 'Sending…' : 'Send'}
          </Button>
        </>
      }
    >
      {body}
    </Modal>
  );
}

interface EmailFormProps {
  id: string;
  packet: PacketDto;
  defaults: EmailDefaultsDto;
  sendEmail: ReturnType<typeof useSendEmailMutation>[0];
  sending: boolean;
  onSentChange: (sent: boolean) => void;
  onClose: () => void;
}

function EmailForm({ id, packet, defaults, sendEmail, sending, onSentChange, onClose }: EmailFormProps) {
  const values = defaults.defaults;
  const to = values.to || DEFAULT_EMAIL_TO;
  const [subject, setSubject] = useState(values.subject || defaultSubject(packet.jobTitle, packet.companyName));
  const [message, setMessage] = useState(values.body);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const [connection, setConnection] = useState<{ ok: boolean; text: string } | null>(null);
  const [testConnection, testState] = useTestEmailConnectionMutation();
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const connectionTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(
    () => () => {
      clearTimeout(closeTimer.current);
      clearTimeout(connectionTimer.current);
      onSentChange(false);
    },
    [onSentChange],
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!defaults.canSend || sending || result) return;
    setProblem(null);
    if (!to.trim() || !subject.trim() || !message.trim()) {
      setProblem(REQUIRED);
      return;
    }
    try {
      const sent = await sendEmail({ sendEmailDto: { packetId: packet.id, to, subject: subject.trim(), body: message } }).unwrap();
      if (!sent.success) {
        setProblem(sent.message || SEND_FAILED);
        return;
      }
      setResult(sent.message || 'Email sent successfully!');
      onSentChange(true);
      closeTimer.current = setTimeout(onClose, EMAIL_CLOSE_MS);
    } catch (error) {
      setProblem(serverText(error) ?? SEND_FAILED);
    }
  };

  const test = async () => {
    clearTimeout(connectionTimer.current);
    setConnection(null);
    try {
      const answer = await testConnection({ testConnectionDto: {} }).unwrap();
      setConnection(answer.success ? { ok: true, text: CONNECTION_OK } : { ok: false, text: `Connection test failed: ${answer.message}` });
    } catch (error) {
      setConnection({ ok: false, text: `Connection test failed: ${serverText(error) ?? errorMessage(error as ApiError)}` });
    }
    connectionTimer.current = setTimeout(() => setConnection(null), CONNECTION_MESSAGE_MS);
  };

  const locked = sending || !!result;
  return (
    <form id={id} className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      {!defaults.canSend && (
        <p className={styles.error} role="alert">
          {defaults.reason || 'This application cannot be e-mailed.'}
        </p>
      )}
      <Field label="To" required hint={values.toAddress ?? undefined}>
        <TextInput value={to} readOnly />
      </Field>
      <Field label="Subject" required>
        <TextInput value={subject} disabled={locked} maxLength={300} onChange={(e) => setSubject(e.target.value)} />
      </Field>
      <Field label="Message" required>
        <TextArea rows={10} value={message} disabled={locked} onChange={(e) => setMessage(e.target.value)} />
      </Field>
      {!defaults.smtpConfigured && <p className={styles.note}>Sending is not set up yet: the e-mail is kept in your outbox until it is.</p>}
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
      {result && (
        <p className={styles.success} role="status">
          {result}
        </p>
      )}
      <div className={styles.connection}>
        <Button size="sm" loading={testState.isLoading} onClick={() => void test()}>
          Test connection
        </Button>
        <p className={connection?.ok === false ? styles.error : styles.success} role="status" aria-live="polite">
          {connection?.text}
        </p>
      </div>
    </form>
  );
}
