import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../../api/errors';
import {
  type ElidedItemDto,
  useApplyCustomSectionMutation,
  useListCustomSectionsQuery,
  useMapCustomSectionContentMutation,
  useSuggestCustomSectionsMutation,
} from '../../../api/resumes';
import { Button, EmptyState, ErrorState, Field, LoadingState, Modal, Select, Stack, useToast } from '../../../components';
import styles from './RestoreDialog.module.css';

export interface RestoreDialogProps {
  resumeId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export type RestoreTarget = 'experience' | 'education' | 'skills' | 'certificates' | 'personalinfo';

/** Where elided text can go, the default first (part 2 §3, §9). */
export const RESTORE_TARGETS: { value: RestoreTarget; label: string }[] = [
  { value: 'experience', label: 'Experience' },
  { value: 'education', label: 'Education' },
  { value: 'skills', label: 'Skills' },
  { value: 'certificates', label: 'Certificates' },
  { value: 'personalinfo', label: 'Personal info' },
];
export const DEFAULT_RESTORE_TARGET: RestoreTarget = 'experience';
export const RESTORE_UNAVAILABLE = 'Restoration service unavailable. Please contact administrator to enable AI services for content restoration.';
export const RESTORE_FAILED = 'Restore failed - please deselect failed items and retry.';
export const mappingFailed = (section: string) => `AI mapping failed for ${section} - no structured data returned.`;
export const restored = (section: string, target: RestoreTarget) => `Restored ${section} to ${targetLabel(target)}`;

const targetLabel = (target: RestoreTarget) => RESTORE_TARGETS.find((t) => t.value === target)?.label ?? target;
const keyOf = (item: Pick<ElidedItemDto, 'sectionId' | 'subIndex'>) => `${item.sectionId}:${item.subIndex}`;
const PREVIEW_CHARS = 80;

function preview(content: string): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  return flat.length > PREVIEW_CHARS ? `${flat.slice(0, PREVIEW_CHARS - 1).trimEnd()}…` : flat;
}

/**
 * Review Text from Elided Sections (part 2 §2.1, §4 Custom-section restore): the sections the
 * import could not place, each with a target section. The selected ones are AI-mapped to their
 * target and applied one by one; a restored item leaves the list (it refetches by cache tag).
 */
export function RestoreDialog({ resumeId, open, onOpenChange }: RestoreDialogProps) {
  const { toast } = useToast();
  const list = useListCustomSectionsQuery({ id: resumeId }, { skip: !open || !resumeId });
  const [suggest] = useSuggestCustomSectionsMutation();
  const [mapContent] = useMapCustomSectionContentMutation();
  const [apply] = useApplyCustomSectionMutation();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [targets, setTargets] = useState<Record<string, RestoreTarget>>({});
  const [confirmed, setConfirmed] = useState(false);
  const [restoring, setRestoring] = useState(false);
  const [progress, setProgress] = useState('');
  const suggestedFor = useRef<string | null>(null);
  const confirmId = useId();

  // Another resume starts afresh (items are keyed by their place in the resume).
  const [shownFor, setShownFor] = useState(resumeId);
  if (shownFor !== resumeId) {
    setShownFor(resumeId);
    setSelected(new Set());
    setTargets({});
    setConfirmed(false);
  }

  const data = list.data;
  const sections = useMemo(() => data?.sections ?? [], [data]);
  const available = data?.available ?? false;

  // Preselect each item's target with the server's suggestion, once per resume, unless the member chose one already.
  useEffect(() => {
    if (!open || !available || sections.length === 0 || suggestedFor.current === resumeId) return;
    suggestedFor.current = resumeId;
    suggest({ id: resumeId, suggestCustomSectionDto: {} })
      .unwrap()
      .then((suggestions) => {
        setTargets((chosen) => {
          const next = { ...chosen };
          for (const s of suggestions) {
            if (s.sectionId === undefined || s.subIndex === undefined) continue;
            const key = keyOf({ sectionId: s.sectionId, subIndex: s.subIndex });
            if (!(key in next)) next[key] = s.targetSection;
          }
          return next;
        });
      })
      .catch(() => {
        // A suggestion is only a head start: without one every item starts at the default.
      });
  }, [open, available, sections.length, resumeId, suggest]);

  // Only what is still listed counts as selected (a restored item drops out when the list refetches).
  const chosen = sections.filter((item) => selected.has(keyOf(item)));
  const canRestore = available && chosen.length > 0 && confirmed && !restoring;

  const toggle = (key: string, on: boolean) =>
    setSelected((was) => {
      const next = new Set(was);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  const restore = async () => {
    if (!canRestore) return;
    setRestoring(true);
    let applyFailed = false;
    for (const item of chosen) {
      const key = keyOf(item);
      const targetSection = targets[key] ?? DEFAULT_RESTORE_TARGET;
      const where = { targetSection, sectionId: item.sectionId, subIndex: item.subIndex };
      setProgress(`Restoring ${item.section_name}…`);
      const mapped = await mapContent({ id: resumeId, mapContentDto: where })
        .unwrap()
        .catch(() => null);
      if (!mapped || mapped.empty) {
        toast({ title: mappingFailed(item.section_name), tone: 'error' });
        continue;
      }
      try {
        await apply({ id: resumeId, applyCustomSectionDto: { ...where, mappedData: mapped.mappedData } }).unwrap();
        toast({ title: restored(item.section_name, targetSection), tone: 'success' });
        toggle(key, false);
      } catch {
        applyFailed = true;
      }
    }
    if (applyFailed) toast({ title: RESTORE_FAILED, tone: 'error' });
    setProgress('');
    setRestoring(false);
  };

  let body;
  if (!resumeId) body = <EmptyState title="No resume selected." message="Choose a resume first." />;
  else if (list.isLoading || (list.isFetching && !data)) body = <LoadingState label="Loading elided sections…" />;
  else if (list.isError || !data)
    body = <ErrorState title="Could not load the elided sections" message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  else
    body = (
      <Stack gap={4}>
        {!available && (
          <p className={styles.notice} role="status">
            {RESTORE_UNAVAILABLE}
          </p>
        )}
        {sections.length === 0 ? (
          <EmptyState title="No elided sections left." message="Everything from your uploaded file is on the resume." />
        ) : (
          <>
            <p className={styles.intro}>
              These parts of your file did not fit a resume section. Select the ones to keep, choose where each goes, and restore them.
            </p>
            <ul className={styles.items}>
              {sections.map((item) => (
                <ElidedItem
                  key={keyOf(item)}
                  item={item}
                  checked={selected.has(keyOf(item))}
                  onCheckedChange={(on) => toggle(keyOf(item), on)}
                  target={targets[keyOf(item)] ?? DEFAULT_RESTORE_TARGET}
                  onTargetChange={(target) => setTargets((was) => ({ ...was, [keyOf(item)]: target }))}
                  disabled={!available || restoring}
                />
              ))}
            </ul>
            <div className={styles.confirm}>
              <input
                id={confirmId}
                type="checkbox"
                className={styles.checkbox}
                checked={confirmed}
                disabled={!available || restoring}
                onChange={(e) => setConfirmed(e.target.checked)}
              />
              <label htmlFor={confirmId}>Add the selected text to my resume</label>
            </div>
          </>
        )}
        <p className={styles.progress} role="status" aria-live="polite">
          {progress}
        </p>
      </Stack>
    );

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title="Review Text from Elided Sections"
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>Close</Button>
          <Button variant="primary" disabled={!canRestore && !restoring} loading={restoring} onClick={() => void restore()}>
            Restore selected{chosen.length > 0 ? ` (${chosen.length})` : ''}
          </Button>
        </>
      }
    >
      {body}
    </Modal>
  );
}

interface ElidedItemProps {
  item: ElidedItemDto;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  target: RestoreTarget;
  onTargetChange: (target: RestoreTarget) => void;
  disabled: boolean;
}

function ElidedItem({ item, checked, onCheckedChange, target, onTargetChange, disabled }: ElidedItemProps) {
  const id = useId();
  return (
    <li className={styles.item} data-selected={checked || undefined}>
      <div className={styles.itemHead}>
        <input
          id={`${id}-check`}
          type="checkbox"
          className={styles.checkbox}
          checked={checked}
          disabled={disabled}
          onChange={(e) => onCheckedChange(e.target.checked)}
        />
        <label htmlFor={`${id}-check`} className={styles.itemLabel}>
          <span className={styles.name}>{item.section_name}</span>{' '}
          <span className={styles.preview}>{preview(item.section_content)}</span>
        </label>
      </div>
      {/* Long text scrolls inside its box, so the box takes keyboard focus too. */}
      <div className={styles.contentBox} role="region" aria-label={`Text of ${item.section_name}`} tabIndex={0}>
        <pre className={styles.content}>{item.section_content}</pre>
      </div>
      <Field
        className={styles.target}
        label={
          <>
            Restore to <span className="visually-hidden">(for {item.section_name})</span>
          </>
        }
      >
        <Select value={target} disabled={disabled} onChange={(e) => onTargetChange(e.target.value as RestoreTarget)}>
          {RESTORE_TARGETS.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </Select>
      </Field>
    </li>
  );
}
