import { useState } from 'react';
import { type ResumeListItemDto, useDeleteResumeMutation } from '../../../api/resumes';
import { ConfirmDialog, IconButton } from '../../../components';
import { failureText } from '../lib/errors';
import { formatModified } from '../lib/format';
import { TrashIcon } from './icons';
import styles from './ResumeList.module.css';

export interface ResumeListProps {
  resumes: ResumeListItemDto[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/** The member's resumes, most recently changed first; each can be selected or deleted (after a confirmation). */
export function ResumeList({ resumes, selectedId, onSelect }: ResumeListProps) {
  const [deleteResume] = useDeleteResumeMutation();
  const [doomed, setDoomed] = useState<ResumeListItemDto | null>(null);

  const confirmDelete = async () => {
    if (!doomed) return;
    try {
      await deleteResume({ id: doomed.id }).unwrap();
    } catch (err) {
      // ConfirmDialog stays open and shows the message of what it catches.
      throw new Error(failureText(err));
    }
  };

  return (
    <>
      <ul className={styles.list} aria-label="Resumes">
        {resumes.map((resume) => {
          const selected = resume.id === selectedId;
          return (
            <li key={resume.id} className={styles.item} data-selected={selected || undefined}>
              <button type="button" className={styles.select} aria-current={selected ? 'true' : undefined} onClick={() => onSelect(resume.id)}>
                <span className={styles.name}>{resume.name || 'Untitled resume'}</span>
                <span className={styles.date}>
                  <span className={styles.srOnly}>Last modified </span>
                  {formatModified(resume.last_modified)}
                </span>
              </button>
              <IconButton aria-label={`Delete ${resume.name || 'Untitled resume'}`} size="sm" onClick={() => setDoomed(resume)}>
                <TrashIcon />
              </IconButton>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={doomed !== null}
        onOpenChange={(open) => !open && setDoomed(null)}
        title="Delete resume?"
        message={`“${doomed?.name || 'Untitled resume'}” and everything in it will be deleted. This cannot be undone.`}
        confirmLabel="Delete"
        tone="danger"
        onConfirm={confirmDelete}
      />
    </>
  );
}
