import { type FormEvent, useRef, useState } from 'react';
import { errorMessage } from '../../../api/errors';
import { useSaveSearchMutation } from '../../../api/jobs';
import { Button, Field, Modal, TextInput, useToast } from '../../../components';
import { describeFilters, type JobFilters, saveSearchBody } from '../lib/filters';

const FORM_ID = 'save-search-form';

export interface SaveSearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The search to save (the one the list shows). */
  filters: JobFilters;
}

/** Asks a name for the current search and saves it. Mount it again (key) for each opening. */
export function SaveSearchDialog({ open, onOpenChange, filters }: SaveSearchDialogProps) {
  const { toast } = useToast();
  const [save, saving] = useSaveSearchMutation();
  const [name, setName] = useState(() => describeFilters(filters));
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError('Give the search a name.');
      return;
    }
    setError(null);
    try {
      await save({ saveSearchDto: saveSearchBody(trimmed, filters) }).unwrap();
      toast({ title: 'Search saved', tone: 'success' });
      onOpenChange(false);
    } catch (err) {
      setError(errorMessage(err as Parameters<typeof errorMessage>[0]));
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      initialFocus={input}
      title="Save this search"
      description="You will see how many new jobs match it each time you come back."
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>Cancel</Button>
          <Button type="submit" form={FORM_ID} variant="primary" loading={saving.isLoading}>
            Save
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={(e) => void submit(e)} noValidate>
        <Field label="Name" required error={error}>
          <TextInput ref={input} value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
        </Field>
      </form>
    </Modal>
  );
}
