import { useEffect, useRef, useState } from 'react';
import { type ResumeSkillDto, useAddResumeSkillMutation, useSuggestResumeSkillsMutation } from '../../../api/resumes';
import { Button, LoadingState, Modal, useToast } from '../../../components';
import { failureText } from '../lib/errors';
import styles from './SkillSuggestionsModal.module.css';

/** At most this many suggestions are asked for (part 2 §9). */
export const MAX_SUGGESTIONS = 20;

interface Suggestion {
  name: string;
  reason: string;
}

export interface SkillSuggestionsModalProps {
  resumeId: string;
  /** The resume's skills: a suggestion already among them shows as added. */
  skills: ResumeSkillDto[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * AI Suggested Skills (part 2 §4, §8): asks for suggestions when it opens and lists each with why,
 * and an Add button. A failure counts as none. Mount it afresh for each opening (a `key`).
 */
export function SkillSuggestionsModal({ resumeId, skills, open, onOpenChange }: SkillSuggestionsModalProps) {
  const { toast } = useToast();
  const [suggest] = useSuggestResumeSkillsMutation();
  const [addSkill] = useAddResumeSkillMutation();
  const [suggestions, setSuggestions] = useState<Suggestion[] | null>(null);
  const [adding, setAdding] = useState<string | null>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (!open || asked.current) return; // StrictMode runs effects twice; ask once
    asked.current = true;
    suggest({ suggestSkillsDto: { resumeId, max: MAX_SUGGESTIONS } })
      .unwrap()
      .then((result) => setSuggestions(result.skills ?? []))
      .catch((err: unknown) => {
        console.error('AI skill suggestions failed:', failureText(err));
        setSuggestions([]);
      });
  }, [open, resumeId, suggest]);

  const have = new Set(skills.map((s) => s.skill_name.trim().toLowerCase()));

  const add = async (name: string) => {
    setAdding(name);
    try {
      await addSkill({ id: resumeId, addResumeSkillDto: { skillName: name } }).unwrap();
      toast({ title: `Added skill: ${name}`, tone: 'success' });
    } catch (err) {
      console.error('Failed to add a suggested skill:', failureText(err));
      toast({ title: 'Failed to add', tone: 'error' });
    } finally {
      setAdding(null);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="AI Suggested Skills"
      size="lg"
      footer={
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Done
        </Button>
      }
    >
      {suggestions === null ? (
        <LoadingState label="Finding skills for this resume…" />
      ) : suggestions.length === 0 ? (
        <p className={styles.none}>No suggestions found</p>
      ) : (
        <ul className={styles.list} aria-label="Suggested skills">
          {suggestions.map((s) => {
            const added = have.has(s.name.trim().toLowerCase());
            return (
              <li key={s.name} className={styles.item}>
                <div className={styles.text}>
                  <p className={styles.name}>{s.name}</p>
                  {s.reason && <p className={styles.reason}>{s.reason}</p>}
                </div>
                <Button size="sm" variant={added ? 'ghost' : 'primary'} disabled={added} loading={adding === s.name} aria-label={added ? `${s.name} added` : `Add ${s.name}`} onClick={() => void add(s.name)}>
                  {added ? 'Added' : 'Add'}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
}
