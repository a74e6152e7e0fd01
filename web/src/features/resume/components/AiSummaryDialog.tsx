import { useCallback, useEffect, useRef, useState } from 'react';
import { useAcceptResumeSummaryMutation, useGenerateResumeSummaryMutation } from '../../../api/resumes';
import { Button, Field, LoadingState, Modal, Select, Stack, TextArea, useToast } from '../../../components';
import { failureText } from '../lib/errors';
import { hintBody, SUMMARY_HINTS, type SummaryHint } from '../lib/format';
import styles from './AiSummaryDialog.module.css';

export interface AiSummaryDialogProps {
  resumeId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * AI Generated Summary (part 2 §2.1, §4): generates a summary when it opens, Regenerate makes a
 * new one with the chosen hint, Accept applies it to the resume and closes. Mount it afresh for
 * each opening (a `key`).
 */
export function AiSummaryDialog({ resumeId, open, onOpenChange }: AiSummaryDialogProps) {
  const { toast } = useToast();
  const [generate, { isLoading: generating }] = useGenerateResumeSummaryMutation();
  const [accept, { isLoading: accepting }] = useAcceptResumeSummaryMutation();
  const [hint, setHint] = useState<SummaryHint>('');
  const [text, setText] = useState('');
  const started = useRef(false);

  const run = useCallback(
    async (withHint: SummaryHint, failure: string) => {
      try {
        const result = await generate({ id: resumeId, resumeSummaryHintDto: hintBody(withHint) }).unwrap();
        setText(result.ai_summary ?? '');
      } catch (err) {
        console.error(`${failure}:`, failureText(err));
        toast({ title: failure, tone: 'error' });
      }
    },
    [generate, resumeId, toast],
  );

  useEffect(() => {
    if (!open || started.current) return; // StrictMode runs effects twice; generate once
    started.current = true;
    void run('', 'Failed to generate AI summary');
  }, [open, run]);

  const apply = async () => {
    if (!text.trim()) return; // part 2 §5
    try {
      await accept({ id: resumeId, resumeSummaryHintDto: hintBody(hint) }).unwrap();
      toast({ title: 'AI summary applied', tone: 'success' });
      onOpenChange(false);
    } catch (err) {
      console.error('Failed to apply AI summary:', failureText(err));
      toast({ title: 'Failed to apply AI summary', tone: 'error' });
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !accepting && onOpenChange(next)}
      title="AI Generated Summary"
      description="A summary drafted from this resume. Accept it to make it the resume's summary."
      size="lg"
      footer={
        <>
          <Button variant="secondary" disabled={accepting} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="primary" loading={accepting} disabled={generating || text.trim() === ''} onClick={() => void apply()}>
            Accept
          </Button>
        </>
      }
    >
      <Stack gap={3}>
        <div className={styles.controls}>
          <Field label="Hint" className={styles.hint}>
            <Select value={hint} disabled={generating || accepting} onChange={(e) => setHint(e.target.value as SummaryHint)}>
              {SUMMARY_HINTS.map((h) => (
                <option key={h.value} value={h.value}>
                  {h.label}
                </option>
              ))}
            </Select>
          </Field>
          <Button loading={generating} disabled={accepting} onClick={() => void run(hint, 'Failed to regenerate AI summary')}>
            Regenerate
          </Button>
        </div>
        {generating && <LoadingState label="Generating a summary…" />}
        <Field label="AI summary">
          <TextArea readOnly rows={8} value={text} placeholder={generating ? '' : 'No summary yet. Choose a hint and press Regenerate.'} />
        </Field>
      </Stack>
    </Modal>
  );
}
