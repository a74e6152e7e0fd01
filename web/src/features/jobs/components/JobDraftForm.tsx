import { type FormEvent, useState } from 'react';
import type { ImportedJobDto, JobDraftDto } from '../../../api/jobs';
import { Field, Select, TextArea, TextInput } from '../../../components';
import { type DraftErrors, type DraftForm, draftToForm, formToDraft, METHOD_TEXT } from '../lib/draft';
import { JOB_TYPES, type JobType } from '../lib/filters';
import styles from './JobDraftForm.module.css';

export interface JobDraftFormProps {
  /** The form's id, for the dialog's Save button (form attribute). */
  id: string;
  imported: ImportedJobDto;
  onSubmit: (draft: JobDraftDto) => void;
  /** The server's answer to the last save, if it failed. */
  saveError: string | null;
}

/** The job as read, for the member to check and correct before saving, with the reader's warnings. */
export function JobDraftForm({ id, imported, onSubmit, saveError }: JobDraftFormProps) {
  const [form, setForm] = useState<DraftForm>(() => draftToForm(imported.draft));
  const [errors, setErrors] = useState<DraftErrors>({});
  const set = <K extends keyof DraftForm>(key: K, value: DraftForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = formToDraft(form, imported.draft);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onSubmit(result.draft);
  };

  return (
    <form id={id} className={styles.form} onSubmit={submit} noValidate aria-label="Review the job">
      <p className={styles.method}>{METHOD_TEXT[imported.method]}</p>
      {imported.warnings.length > 0 && (
        <div className={styles.warnings} role="note" aria-labelledby={`${id}-warnings`}>
          <p id={`${id}-warnings`} className={styles.warningsTitle}>
            Check these before saving:
          </p>
          <ul>
            {imported.warnings.map((w, i) => (
              <li key={i}>{w}</li>
            ))}
          </ul>
        </div>
      )}
      <div className={styles.grid}>
        <Field label="Title" required error={errors.title} className={styles.wide}>
          <TextInput value={form.title} maxLength={300} onChange={(e) => set('title', e.target.value)} />
        </Field>
        <Field label="Company">
          <TextInput value={form.company} maxLength={200} onChange={(e) => set('company', e.target.value)} />
        </Field>
        <Field label="Location">
          <TextInput value={form.location} maxLength={200} onChange={(e) => set('location', e.target.value)} />
        </Field>
        <Field label="Job type">
          <Select value={form.job_type} onChange={(e) => set('job_type', e.target.value as JobType | '')}>
            <option value="">Not given</option>
            {JOB_TYPES.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </Select>
        </Field>
        <div className={styles.check}>
          <input id={`${id}-remote`} type="checkbox" checked={form.remote} onChange={(e) => set('remote', e.target.checked)} />
          <label htmlFor={`${id}-remote`}>Remote</label>
        </div>
        <Field label="Salary from (per year)" error={errors.salary_min}>
          <TextInput inputMode="numeric" value={form.salary_min} onChange={(e) => set('salary_min', e.target.value)} />
        </Field>
        <Field label="Salary to (per year)" error={errors.salary_max}>
          <TextInput inputMode="numeric" value={form.salary_max} onChange={(e) => set('salary_max', e.target.value)} />
        </Field>
        <Field label="Currency" hint="Three letters, like USD or EUR." error={errors.salary_currency}>
          <TextInput value={form.salary_currency} maxLength={3} autoCapitalize="characters" onChange={(e) => set('salary_currency', e.target.value)} />
        </Field>
        <Field label="Link to the posting" error={errors.url} className={styles.wide}>
          <TextInput type="url" value={form.url} maxLength={2000} placeholder="https://…" onChange={(e) => set('url', e.target.value)} />
        </Field>
        <Field label="Description" required error={errors.description} className={styles.wide}>
          <TextArea rows={10} value={form.description} maxLength={100_000} onChange={(e) => set('description', e.target.value)} />
        </Field>
      </div>
      {saveError && (
        <p className={styles.error} role="alert">
          {saveError}
        </p>
      )}
    </form>
  );
}
