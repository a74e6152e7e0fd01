import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../api/errors';
import { useAcceptProfileSummaryMutation, useGenerateProfileSummaryMutation, useGetLatestProfileSummaryQuery } from '../../../api/profile';
import { Button, Field, LoadingState, Modal, Select, Stack, TextArea, useToast } from '../../../components';
import { failureText, hintBody, SUMMARY_HINTS, type SummaryHint } from '../lib/profileForm';
import styles from './AiSummaryModal.module.css';

export interface AiSummaryModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The profile's summary is locked: accepting will be refused until it is unlocked. */
  locked: boolean;
}

/**
 * AI Summary Preview (part 1 §2.7, §4). Opening loads the latest generated summary and generates
 * one when there is none; Regenerate makes a new one with the chosen hint; Accept applies it to the
 * profile. Mount it afresh for each opening (a `key`), so every visit starts from the latest.
 */
export function AiSummaryModal({ open, onOpenChange, locked }: AiSummaryModalProps) {
  const { toast } = useToast();
  const latest = useGetLatestProfileSummaryQuery(undefined, { skip: !open, refetchOnMountOrArgChange: true });
  const [generate, { isLoading: generating }] = useGenerateProfileSummaryMutation();
  const [accept, { isLoading: accepting }] = useAcceptProfileSummaryMutation();
  const [hint, setHint] = useState<SummaryHint>('none');
  const [generated, setGenerated] = useState<string | null>(null);
  const [failure, setFailure] = useState('');
  const firstGeneration = useRef(false);

  const text = generated ?? latest.data?.ai_summary ?? '';
  const loading = latest.isFetching && generated === null;

  const regenerate = useCallback(
    async (withHint: SummaryHint) => {
      setFailure('');
      try {
        const result = await generate({ summaryHintDto: hintBody(withHint) }).unwrap();
        setGenerated(result.ai_summary);
      } catch (err) {
        console.warn('AI summary generation failed:', err);
        setFailure(`The summary could not be generated: ${failureText(err)}`);
      }
    },
    [generate],
  );

  // No summary stored yet: generate the first one straight away.
  useEffect(() => {
    if (!open || latest.isFetching || !latest.isSuccess || firstGeneration.current) return;
    if (latest.data.ai_summary.trim() !== '') return;
    firstGeneration.current = true;
    void regenerate(hint);
  }, [open, latest.isFetching, latest.isSuccess, latest.data, regenerate, hint]);

  const apply = async () => {
    setFailure('');
    try {
      await accept({ summaryHintDto: hintBody(hint) }).unwrap();
      toast({ title: 'Summary updated', description: 'Your profile now uses the AI summary.', tone: 'success' });
      onOpenChange(false);
    } catch (err) {
      // A locked summary answers 409 with the sentence to show.
      setFailure(failureText(err));
    }
  };

  const busy = generating || accepting;
  const loadFailure = latest.isError && generated === null ? `The latest summary could not be loaded: ${errorMessage(latest.error)}` : '';

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !accepting && onOpenChange(next)}
      title="AI Summary Preview"
      description="A summary drafted from your profile and skills. Accept it to make it your profile summary."
      size="lg"
      footer={
        <>
          <Button variant="secondary" disabled={accepting} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="primary" loading={accepting} disabled={generating || loading || text.trim() === ''} onClick={() => void apply()}>
            Accept
          </Button>
        </>
      }
    >
      <Stack gap={3}>
        {locked && (
          <p className={styles.note}>Your summary is locked. Unlock it in Edit Profile before accepting a new one.</p>
        )}
        <div className={styles.controls}>
          <Field label="Hint" className={styles.hint}>
            <Select value={hint} disabled={busy} onChange={(e) => setHint(e.target.value as SummaryHint)}>
              {SUMMARY_HINTS.map((h) => (
                <option key={h.value} value={h.value}>
                  {h.label}
                </option>
              ))}
            </Select>
          </Field>
          <Button loading={generating} disabled={accepting || loading} onClick={() => void regenerate(hint)}>
            Regenerate
          </Button>
        </div>
        {(loading || generating) && <LoadingState label={generating ? 'Generating a summary…' : 'Loading the latest summary…'} />}
        <Field label="AI summary">
          <TextArea readOnly rows={8} value={text} placeholder={busy || loading ? '' : 'No summary yet. Choose a hint and press Regenerate.'} />
        </Field>
        {(failure || loadFailure) && (
          <p className={styles.failure} role="alert">
            {failure || loadFailure}
          </p>
        )}
      </Stack>
    </Modal>
  );
}
