import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { type FormEvent, useId, useState } from 'react';
import { type AccountResponseDto, type PdfSizeDto, type UpdatePreferencesDto, useGetAccountQuery, useGetPdfSizesQuery, useUpdatePreferencesMutation } from '../../api/account';
import { useConfigureEmailProxyMutation } from '../../api/email-proxy';
import { errorMessage } from '../../api/errors';
import { Button, Card, ErrorState, Field, LoadingState, PageHeader, Select, Stack, TextInput } from '../../components';
import styles from './SettingsPage.module.css';

const TITLE_ID = 'settings-title';

/** PDF defaults and the margin's range (part 3 §5, §9). */
export const PDF_DEFAULTS = { pageSize: 'A4', margin: 50, minMargin: 10, maxMargin: 144 } as const;
const MARGIN_PROBLEM = `Margin must be a whole number of points from ${PDF_DEFAULTS.minMargin} to ${PDF_DEFAULTS.maxMargin}, or blank for the default (${PDF_DEFAULTS.margin}).`;

type PageSize = NonNullable<UpdatePreferencesDto['pdf_page_size']>;
type Outcome = { tone: 'success' | 'error'; text: string } | null;

const sizeLabel = (s: PdfSizeDto) => (s.dim_in.length === 2 ? `${s.name} (${s.dim_in[0]} × ${s.dim_in[1]} in)` : s.name);

/** The margin as the server takes it: null for blank (the default), a number, or undefined when invalid. */
export function parseMargin(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const n = Number(trimmed);
  return Number.isInteger(n) && n >= PDF_DEFAULTS.minMargin && n <= PDF_DEFAULTS.maxMargin ? n : undefined;
}

/** The server's `detail` when it sent one, else the fallback (part 3 §8 'server message or Failed to save'). */
function serverMessage(err: unknown, fallback: string): string {
  const e = err as FetchBaseQueryError | SerializedError;
  const hasDetail = 'status' in e && typeof (e.data as { detail?: unknown } | undefined)?.detail === 'string';
  return hasDetail ? errorMessage(e) : fallback;
}

/** Settings (part 3 §2.6): PDF page size and margin, mail forwarding, Save Preferences. */
export function SettingsPage() {
  const account = useGetAccountQuery();
  const sizes = useGetPdfSizesQuery();

  return (
    <section aria-labelledby={TITLE_ID} className={styles.page}>
      <PageHeader id={TITLE_ID} title="Settings" subtitle="How your documents are laid out and where your mail goes." />
      {account.isLoading ? (
        <LoadingState label="Loading your preferences…" />
      ) : account.isError || !account.data ? (
        <ErrorState title="Could not load your preferences" message={errorMessage(account.error)} onRetry={() => void account.refetch()} />
      ) : (
        <PreferencesForm account={account.data} sizes={sizes.data} sizesLoading={sizes.isLoading} sizesFailed={sizes.isError} />
      )}
    </section>
  );
}

interface PreferencesFormProps {
  account: AccountResponseDto;
  sizes: PdfSizeDto[] | undefined;
  sizesLoading: boolean;
  sizesFailed: boolean;
}

function PreferencesForm({ account, sizes, sizesLoading, sizesFailed }: PreferencesFormProps) {
  const [pageSize, setPageSize] = useState(account.pdf_page_size || account.effective_pdf_page_size || PDF_DEFAULTS.pageSize);
  const [margin, setMargin] = useState(account.pdf_margin == null ? '' : String(account.pdf_margin));
  // Text a number input cannot read (Firefox lets letters in) leaves its value blank: remember it.
  const [marginUnreadable, setMarginUnreadable] = useState(false);
  const [forward, setForward] = useState(account.wip_email_proxy);
  const [marginError, setMarginError] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [saving, setSaving] = useState(false);
  const [updatePreferences] = useUpdatePreferencesMutation();
  const [configureProxy] = useConfigureEmailProxyMutation();
  const forwardId = useId();

  // The list from the server, plus the current size should it be missing there (or the list failed).
  const options = sizes?.length ? sizes.map((s) => ({ value: s.name, label: sizeLabel(s) })) : [];
  if (!options.some((o) => o.value === pageSize)) options.unshift({ value: pageSize, label: pageSize === account.effective_pdf_page_size ? account.pdf_page_size_label : pageSize });

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    const pdfMargin = marginUnreadable ? undefined : parseMargin(margin);
    setOutcome(null);
    if (pdfMargin === undefined) {
      setMarginError(MARGIN_PROBLEM);
      return;
    }
    setMarginError('');
    setSaving(true);
    setOutcome(await savePreferences(pdfMargin));
    setSaving(false);
  };

  /** PUT the preferences, then (when forwarding changed) configure the mail server (part 3 §8 messages). */
  const savePreferences = async (pdfMargin: number | null): Promise<Outcome> => {
    const proxyChanged = forward !== account.wip_email_proxy;
    try {
      // A member on the default size who leaves it alone stays on the default (null), as a blank margin does.
      const followsDefault = account.pdf_page_size == null && pageSize === account.effective_pdf_page_size;
      const pdfPageSize = followsDefault ? null : (pageSize as PageSize);
      const saved = await updatePreferences({ updatePreferencesDto: { pdf_page_size: pdfPageSize, pdf_margin: pdfMargin, wip_email_proxy: forward } }).unwrap();
      if (!saved.success) return { tone: 'error', text: saved.message || 'Failed to save' };
    } catch (err) {
      return { tone: 'error', text: serverMessage(err, 'Failed to save') };
    }
    if (proxyChanged) {
      const failed = (message: string): Outcome => ({ tone: 'error', text: `Preferences saved, but email proxy configuration failed: ${message}` });
      try {
        const result = await configureProxy({ configureEmailProxyDto: { enableProxy: forward } }).unwrap();
        if (!result.success) return failed(result.message || 'Unknown error');
      } catch (err) {
        return failed(serverMessage(err, 'Unknown error'));
      }
    }
    return { tone: 'success', text: 'Preferences saved' };
  };

  return (
    <form onSubmit={(e) => void save(e)} noValidate aria-label="Preferences">
      <Stack gap={5}>
        <Card title="PDF Documents">
          <Stack gap={4}>
            <Field label="Page size" hint={sizesFailed ? 'The list of page sizes could not be loaded.' : sizesLoading ? 'Loading page sizes…' : `Used for resumes and cover letters you download. Default: ${PDF_DEFAULTS.pageSize}.`}>
              <Select value={pageSize} onChange={(e) => setPageSize(e.target.value)} disabled={saving}>
                {options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </Select>
            </Field>
            <Field
              label="Margin (points)"
              hint={`${PDF_DEFAULTS.minMargin} to ${PDF_DEFAULTS.maxMargin} points (72 points = 1 inch). Leave blank for the default, ${PDF_DEFAULTS.margin}.`}
              error={marginError || undefined}
            >
              <TextInput
                type="number"
                inputMode="numeric"
                min={PDF_DEFAULTS.minMargin}
                max={PDF_DEFAULTS.maxMargin}
                step={1}
                placeholder={String(PDF_DEFAULTS.margin)}
                value={margin}
                disabled={saving}
                onChange={(e) => {
                  setMargin(e.target.value);
                  setMarginUnreadable(e.target.validity.badInput);
                }}
                className={styles.margin}
              />
            </Field>
            <p className={styles.note}>More template options are coming soon.</p>
          </Stack>
        </Card>

        <Card title="Email Settings">
          <div className={styles.check}>
            <input id={forwardId} type="checkbox" checked={forward} disabled={saving} onChange={(e) => setForward(e.target.checked)} aria-describedby={`${forwardId}-hint`} />
            <label htmlFor={forwardId}>Forward emails to my personal address</label>
            <p id={`${forwardId}-hint`} className={styles.checkHint}>
              Mail to your internal mailbox is also sent to the address your identity provider has for you.
            </p>
          </div>
        </Card>

        <div className={styles.actions}>
          {outcome &&
            (outcome.tone === 'success' ? (
              <p className={styles.outcome} data-tone="success" role="status">
                {outcome.text}
              </p>
            ) : (
              <p className={styles.outcome} data-tone="error" role="alert">
                {outcome.text}
              </p>
            ))}
          <Button type="submit" variant="primary" loading={saving}>
            Save Preferences
          </Button>
        </div>
      </Stack>
    </form>
  );
}
