import { useEffect, useId, useRef, useState } from 'react';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { type CoverLetterDraftResponseDto, useDraftCoverLetterMutation, useSavePacketMutation } from '../../../api/applications';
import type { JobDetailDto } from '../../../api/jobs';
import { type ResumeListItemDto, useGetResumeThumbnailQuery, useListResumesQuery } from '../../../api/resumes';
import { Badge, Button, EmptyState, Field, LoadingState, TextArea, TextInput } from '../../../components';
import { applicationDetails, canSavePacket, draftErrorText, isValidWebsite, PACKET_CLOSE_MS, WEBSITE_ERROR } from '../../applications/lib';
import styles from './PacketPreparation.module.css';
import { ResumeThumbnail } from '../../resume/components/ResumeThumbnail';

export interface PacketPreparationProps {
  job: JobDetailDto;
  /** Called PACKET_CLOSE_MS after the packet is saved (the modal closes). */
  onSaved: () => void;
}

export const GALLERY_FAILED = 'Failed to load resume gallery';
export const NO_RESUMES = 'No resumes found';
export const SAVE_FAILED = 'Failed to save packet';
export const NO_OVERLAP = 'nothing in common - retry';

/** The server's one sentence (`detail`) when the error carries one, else null: these texts have their own fallbacks (§8). */
function serverDetail(error: FetchBaseQueryError | SerializedError | undefined): string | null {
  if (!error || !('status' in error)) return null;
  const data = error.data as { detail?: unknown } | undefined;
  return typeof data?.detail === 'string' && data.detail.trim() ? data.detail : null;
}

/**
 * Help Me Prepare (part 3 §2.2, §4, §5): tick a resume (picked from a gallery), a cover letter
 * (drafted on first tick, editable, Retry drafts again) and/or a personal website, then Save the
 * packet. Save reads Saved! and onSaved runs 1.5 s later.
 */
export function PacketPreparation({ job, onSaved }: PacketPreparationProps) {
  const id = useId().replace(/[^\w-]/g, '');
  const [useResume, setUseResume] = useState(false);
  const [chosenResumeId, setChosenResumeId] = useState<string | null>(null);
  const [useCover, setUseCover] = useState(false);
  const [coverText, setCoverText] = useState('');
  const [draft, setDraft] = useState<CoverLetterDraftResponseDto | null>(null);
  const [useWebsite, setUseWebsite] = useState(false);
  const [website, setWebsite] = useState('');
  const [websiteTouched, setWebsiteTouched] = useState(false);
  const [saved, setSaved] = useState(false);

  const resumes = useListResumesQuery(undefined, { skip: !useResume });
  const [draftCoverLetter, drafting] = useDraftCoverLetterMutation();
  const [savePacket, saving] = useSavePacketMutation();
  const latestDraft = useRef(0);

  // The pick must be one of the listed resumes; the first is picked until the member picks another.
  const list = resumes.data ?? [];
  const resumeId = useResume ? (list.find((r) => r.id === chosenResumeId) ?? list[0])?.id ?? null : null;

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(onSaved, PACKET_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [saved, onSaved]);

  async function runDraft() {
    const call = ++latestDraft.current;
    const result = await draftCoverLetter({ draftCoverLetterDto: { jobId: job.id, ...(resumeId ? { resumeId } : {}) } });
    // A later Retry wins over an earlier answer that arrives after it.
    if (call !== latestDraft.current || !('data' in result) || !result.data) return;
    setDraft(result.data);
    setCoverText(result.data.draftText);
  }

  function toggleCover(checked: boolean) {
    setUseCover(checked);
    if (checked && !coverText.trim() && !drafting.isLoading) void runDraft();
  }

  const websiteInvalid = useWebsite && !isValidWebsite(website);
  const canSave = canSavePacket({ useResume, resumeId, useCover, coverText, useWebsite, website, saving: saving.isLoading, saved });

  async function save() {
    if (!canSave) return;
    const result = await savePacket({
      savePacketDto: {
        jobId: job.id,
        ...(useResume && resumeId ? { resumeId } : {}),
        ...(useCover ? { coverLetterText: coverText } : {}),
        ...(useWebsite ? { personalWebsite: website.trim() } : {}),
        details: applicationDetails(job.title, job.company),
      },
    });
    if ('data' in result) setSaved(true);
  }

  const draftError = useCover && drafting.isError ? draftErrorText(serverDetail(drafting.error)) : null;

  return (
    <div className={styles.packet}>
      <fieldset className={styles.choices}>
        <legend className="visually-hidden">What to include in the packet</legend>
        <Check id={`${id}-resume`} label="Resume" checked={useResume} onChange={setUseResume} disabled={saved} />
        <Check id={`${id}-cover`} label="Cover letter" checked={useCover} onChange={toggleCover} disabled={saved} />
        <Check id={`${id}-website`} label="Personal website" checked={useWebsite} onChange={setUseWebsite} disabled={saved} />
      </fieldset>

      {useResume && (
        <div className={styles.part}>
          {resumes.isLoading ? (
            <LoadingState label="Loading resumes…" />
          ) : resumes.isError ? (
            <p className={styles.error} role="alert">
              {GALLERY_FAILED}
            </p>
          ) : list.length === 0 ? (
            <EmptyState title={NO_RESUMES} />
          ) : (
            <fieldset className={styles.gallery}>
              <legend className={styles.label}>Resume to send</legend>
              <div className={styles.cards}>
                {list.map((resume) => (
                  <ResumeCard key={resume.id} name={`${id}-pick`} resume={resume} checked={resume.id === resumeId} onPick={setChosenResumeId} disabled={saved} />
                ))}
              </div>
            </fieldset>
          )}
        </div>
      )}

      {useCover && (
        <div className={styles.part}>
          <Field label="Cover letter" hint={drafting.isLoading ? 'Drafting a letter from your resume…' : undefined}>
            <TextArea rows={10} value={coverText} onChange={(e) => setCoverText(e.target.value)} readOnly={saved} />
          </Field>
          <div className={styles.draftRow}>
            <Button size="sm" onClick={() => void runDraft()} loading={drafting.isLoading} disabled={saved}>
              Retry
            </Button>
            {draft && !draft.overlapFound && !drafting.isLoading && <Badge tone="warning">{NO_OVERLAP}</Badge>}
          </div>
          {draftError && (
            <p className={styles.error} role="alert">
              {draftError}
            </p>
          )}
          {draft && draft.matched.length > 0 && (
            <div className={styles.grounded}>
              <span className={styles.groundedLabel} id={`${id}-grounded`}>
                Grounded on:
              </span>
              <ul className={styles.badges} aria-labelledby={`${id}-grounded`}>
                {draft.matched.map((skill) => (
                  <li key={skill}>
                    <Badge tone="success">{skill}</Badge>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}

      {useWebsite && (
        <div className={styles.part}>
          <Field label="Your website" error={websiteInvalid && websiteTouched ? WEBSITE_ERROR : undefined}>
            <TextInput
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://example.com"
              value={website}
              readOnly={saved}
              onChange={(e) => setWebsite(e.target.value)}
              onBlur={() => setWebsiteTouched(true)}
            />
          </Field>
        </div>
      )}

      <div className={styles.actions}>
        <Button variant="primary" onClick={() => void save()} loading={saving.isLoading} disabled={!canSave && !saving.isLoading}>
          {saved ? 'Saved!' : 'Save'}
        </Button>
        {saving.isError && !saved && (
          <p className={styles.error} role="alert">
            {serverDetail(saving.error) ?? SAVE_FAILED}
          </p>
        )}
      </div>
    </div>
  );
}

function Check({ id, label, checked, onChange, disabled }: { id: string; label: string; checked: boolean; onChange: (checked: boolean) => void; disabled?: boolean }) {
  return (
    <div className={styles.check}>
      <input id={id} type="checkbox" checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** One resume in the gallery: a radio card with its name, a scaled-down preview and its counts. */
function ResumeCard({
  name,
  resume,
  checked,
  onPick,
  disabled,
}: {
  name: string;
  resume: ResumeListItemDto;
  checked: boolean;
  onPick: (id: string) => void;
  disabled?: boolean;
}) {
  const thumb = useGetResumeThumbnailQuery({ id: resume.id });
  const inputId = `${name}-${resume.id.replace(/[^\w-]/g, '')}`;
  return (
    <div className={styles.card} data-checked={checked || undefined}>
      <input className={styles.radio} id={inputId} type="radio" name={name} value={resume.id} checked={checked} disabled={disabled} onChange={() => onPick(resume.id)} />
      <label className={styles.cardLabel} htmlFor={inputId}>
        <ResumeThumbnail previewHtml={thumb.data?.previewHtml} loading={thumb.isLoading} />
        <span className={styles.cardName}>{resume.name || 'Untitled resume'}</span>
        {thumb.data && (
          <span className={styles.cardMeta}>
            {plural(thumb.data.experienceCount, 'job')} · {plural(thumb.data.skillsCount, 'skill')}
          </span>
        )}
      </label>
    </div>
  );
}
