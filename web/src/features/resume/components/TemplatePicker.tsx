import { useState } from 'react';
import { type ResumeTemplate, useListTemplatesQuery, useUpdateResumeMutation } from '../../../api/resumes';
import { ErrorState, LoadingState } from '../../../components';
import { failureText } from '../lib/errors';
import { capitalised, TEMPLATE_DESCRIPTIONS } from '../lib/format';
import styles from './TemplatePicker.module.css';

export interface TemplatePickerProps {
  resumeId: string;
  /** The resume's saved template. */
  current: ResumeTemplate | undefined;
}

/**
 * The template of the selected resume, as radio buttons with a line each. Choosing one saves it
 * straight away; a failure is only logged (part 2 §4) and the saved one shows again.
 * Mount one per resume (a `key`).
 */
export function TemplatePicker({ resumeId, current }: TemplatePickerProps) {
  const templates = useListTemplatesQuery();
  const [updateResume] = useUpdateResumeMutation();
  // The choice being saved, shown until the saved resume catches up (or the save fails).
  const [chosen, setChosen] = useState<ResumeTemplate | null>(null);
  const shown = chosen ?? current;

  const choose = async (template: ResumeTemplate) => {
    setChosen(template);
    try {
      await updateResume({ id: resumeId, updateResumeDto: { template } }).unwrap();
    } catch (err) {
      console.error('Failed to change the template:', failureText(err));
      setChosen(null);
    }
  };

  let body;
  if (templates.isLoading) body = <LoadingState label="Loading templates…" />;
  else if (templates.isError || !templates.data)
    body = <ErrorState title="Could not load templates" message={failureText(templates.error)} onRetry={() => void templates.refetch()} />;
  else
    body = (
      <div className={styles.options}>
        {templates.data.map((name) => {
          const id = `template-${resumeId}-${name}`;
          return (
            <div key={name} className={styles.option} data-checked={shown === name || undefined}>
              <input
                id={id}
                type="radio"
                name={`template-${resumeId}`}
                value={name}
                checked={shown === name}
                onChange={() => void choose(name as ResumeTemplate)}
                aria-describedby={TEMPLATE_DESCRIPTIONS[name] ? `${id}-about` : undefined}
                className={styles.radio}
              />
              <label htmlFor={id} className={styles.label}>
                {capitalised(name)}
              </label>
              {TEMPLATE_DESCRIPTIONS[name] && (
                <p id={`${id}-about`} className={styles.about}>
                  {TEMPLATE_DESCRIPTIONS[name]}
                </p>
              )}
            </div>
          );
        })}
      </div>
    );

  return (
    <fieldset className={styles.picker}>
      <legend className={styles.legend}>Template</legend>
      {body}
    </fieldset>
  );
}
