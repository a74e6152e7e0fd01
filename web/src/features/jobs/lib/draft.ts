import type { ImportedJobDto, JobDraftDto } from '../../../api/jobs';
import { type JobType, MAX_SALARY } from './filters';

/** The review form's fields, as typed. */
export interface DraftForm {
  title: string;
  company: string;
  location: string;
  job_type: JobType | '';
  remote: boolean;
  salary_min: string;
  salary_max: string;
  salary_currency: string;
  url: string;
  description: string;
}

export type DraftErrors = Partial<Record<keyof DraftForm, string>>;

export function draftToForm(draft: JobDraftDto): DraftForm {
  return {
    title: draft.title ?? '',
    company: draft.company ?? '',
    location: draft.location ?? '',
    job_type: draft.job_type ?? '',
    remote: draft.remote ?? false,
    salary_min: draft.salary_min == null ? '' : String(draft.salary_min),
    salary_max: draft.salary_max == null ? '' : String(draft.salary_max),
    salary_currency: draft.salary_currency ?? '',
    url: draft.url ?? '',
    description: draft.description ?? '',
  };
}

const HTTP_URL = /^https?:\/\/\S+$/i;

/** A whole amount, '' for none, or undefined when it is not one. */
function amount(text: string): number | null | undefined {
  const cleaned = text.replace(/[\s,]/g, '');
  if (!cleaned) return null;
  if (!/^\d+$/.test(cleaned)) return undefined;
  const n = Number(cleaned);
  return n <= MAX_SALARY ? n : undefined;
}

/**
 * The reviewed job to save, or what to fix first (the server's JobDraftDto rules). Fields the form
 * does not show (posted date, company website) are kept from the draft as read.
 */
export function formToDraft(form: DraftForm, original: JobDraftDto): { draft: JobDraftDto } | { errors: DraftErrors } {
  const errors: DraftErrors = {};
  const title = form.title.trim();
  const description = form.description.trim();
  const url = form.url.trim();
  const currency = form.salary_currency.trim().toUpperCase();
  const min = amount(form.salary_min);
  const max = amount(form.salary_max);
  if (!title) errors.title = 'Enter the job title.';
  if (!description) errors.description = 'Enter the job description.';
  if (url && !HTTP_URL.test(url)) errors.url = 'Enter a valid http(s) URL.';
  if (currency && !/^[A-Z]{3}$/.test(currency)) errors.salary_currency = 'Use a three-letter currency code such as USD.';
  if (min === undefined) errors.salary_min = 'Enter a whole yearly amount, like 65000.';
  if (max === undefined) errors.salary_max = 'Enter a whole yearly amount, like 85000.';
  if (typeof min === 'number' && typeof max === 'number' && min > max) errors.salary_max = 'The maximum is below the minimum.';
  if (Object.keys(errors).length) return { errors };

  return {
    draft: {
      title,
      description,
      company: form.company.trim(),
      location: form.location.trim(),
      job_type: form.job_type || null,
      remote: form.remote,
      salary_min: min ?? null,
      salary_max: max ?? null,
      salary_currency: currency || null,
      ...(url ? { url } : {}),
      ...(original.posted_date ? { posted_date: original.posted_date } : {}),
      ...(original.company_website ? { company_website: original.company_website } : {}),
    },
  };
}

/** How the fields were found, in words. */
export const METHOD_TEXT: Record<ImportedJobDto['method'], string> = {
  'json-ld': "Read from the page's structured job data.",
  text: 'Read from the text of the posting.',
  file: 'Read from the file.',
};
