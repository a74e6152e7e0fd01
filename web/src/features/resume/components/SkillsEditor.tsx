import { type FormEvent, useState } from 'react';
import {
  type ResumeSkillDto,
  useAddResumeSkillMutation,
  useDeleteResumeSkillMutation,
  useUpdateResumeSkillMutation,
} from '../../../api/resumes';
import { Button, Field, IconButton, Select, TextInput, useToast } from '../../../components';
import type { ProficiencyLevel } from '../lib/apiTypes';
import { failureText } from '../lib/errors';
import { capitalised, PROFICIENCY_LEVELS } from '../lib/format';
import { TrashIcon } from './icons';
import { SkillSuggestionsModal } from './SkillSuggestionsModal';
import styles from './SkillsEditor.module.css';

export interface SkillsEditorProps {
  resumeId: string;
  skills: ResumeSkillDto[];
}

/**
 * The resume's skills, each saved on its own (part 2 §4, §5): a name on blur, a level when chosen,
 * years on blur; add, delete, and the AI Suggested Skills modal. Update and delete failures are only logged.
 */
export function SkillsEditor({ resumeId, skills }: SkillsEditorProps) {
  const { toast } = useToast();
  const [addSkill, { isLoading: adding }] = useAddResumeSkillMutation();
  const [name, setName] = useState('');
  const [level, setLevel] = useState<ProficiencyLevel>('intermediate');
  const [suggesting, setSuggesting] = useState(false);
  const [visit, setVisit] = useState(0);

  const add = async (e: FormEvent) => {
    e.preventDefault();
    const skillName = name.trim();
    if (!skillName || adding) return;
    try {
      await addSkill({ id: resumeId, addResumeSkillDto: { skillName, proficiencyLevel: level } }).unwrap();
      setName('');
      toast({ title: 'Skill added', tone: 'success' });
    } catch (err) {
      console.error('Failed to add skill:', failureText(err));
      toast({ title: 'Failed to add skill', tone: 'error' });
    }
  };

  const openSuggestions = () => {
    setVisit((n) => n + 1);
    setSuggesting(true);
  };

  return (
    <div className={styles.skills}>
      {skills.length === 0 ? (
        <p className={styles.muted}>No skills yet. Add one below or ask for AI suggestions.</p>
      ) : (
        <ul className={styles.rows} aria-label="Resume skills">
          {skills.map((skill, i) => (
            <SkillRow key={skill.id} resumeId={resumeId} skill={skill} n={i + 1} />
          ))}
        </ul>
      )}

      <form className={styles.addRow} onSubmit={(e) => void add(e)} aria-label="Add a skill">
        <Field label="New skill" className={styles.nameField}>
          <TextInput value={name} onChange={(e) => setName(e.target.value)} placeholder="e.g. SQL" />
        </Field>
        <Field label="New skill proficiency" className={styles.levelField}>
          <Select value={level} onChange={(e) => setLevel(e.target.value as ProficiencyLevel)}>
            {PROFICIENCY_LEVELS.map((l) => (
              <option key={l} value={l}>
                {capitalised(l)}
              </option>
            ))}
          </Select>
        </Field>
        <div className={styles.addButtons}>
          <Button type="submit" variant="primary" loading={adding}>
            Add skill
          </Button>
          <Button onClick={openSuggestions}>AI Suggestions</Button>
        </div>
      </form>

      <SkillSuggestionsModal key={visit} resumeId={resumeId} skills={skills} open={suggesting} onOpenChange={setSuggesting} />
    </div>
  );
}

/** One skill: its name, level and years, saved as they change; a delete button. */
function SkillRow({ resumeId, skill, n }: { resumeId: string; skill: ResumeSkillDto; n: number }) {
  const [updateSkill] = useUpdateResumeSkillMutation();
  const [deleteSkill, { isLoading: deleting }] = useDeleteResumeSkillMutation();
  const [name, setName] = useState(skill.skill_name);
  const [years, setYears] = useState(skill.years_experience == null ? '' : String(skill.years_experience));
  const [level, setLevel] = useState<ProficiencyLevel>(skill.proficiency_level);

  const update = async (updateResumeSkillDto: Parameters<typeof updateSkill>[0]['updateResumeSkillDto']) => {
    try {
      await updateSkill({ id: resumeId, skillId: skill.id, updateResumeSkillDto }).unwrap();
      return true;
    } catch (err) {
      console.error('Failed to update skill:', failureText(err));
      return false;
    }
  };

  const chooseLevel = async (next: ProficiencyLevel) => {
    setLevel(next);
    if (!(await update({ proficiencyLevel: next }))) setLevel(skill.proficiency_level);
  };

  const saveName = () => {
    const skillName = name.trim();
    if (!skill.id || !skillName || skillName === skill.skill_name) return;
    void update({ skillName });
  };

  const saveYears = () => {
    if (!name.trim() || years.trim() === '') return;
    const value = Number(years);
    if (!Number.isFinite(value) || value < 0 || value === skill.years_experience) return;
    void update({ yearsExperience: value });
  };

  const remove = async () => {
    try {
      await deleteSkill({ id: resumeId, skillId: skill.id }).unwrap();
    } catch (err) {
      console.error('Failed to delete skill:', failureText(err));
    }
  };

  const label = skill.skill_name || `skill ${n}`;
  return (
    <li className={styles.row}>
      <Field label={<>Skill<span className={styles.srOnly}> {n} name</span></>} className={styles.nameField}>
        <TextInput value={name} onChange={(e) => setName(e.target.value)} onBlur={saveName} />
      </Field>
      <Field label={<>Level<span className={styles.srOnly}> of skill {n}</span></>} className={styles.levelField}>
        <Select value={level} onChange={(e) => void chooseLevel(e.target.value as ProficiencyLevel)}>
          {PROFICIENCY_LEVELS.map((l) => (
            <option key={l} value={l}>
              {capitalised(l)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={<>Years<span className={styles.srOnly}> of skill {n}</span></>} className={styles.yearsField}>
        <TextInput type="number" min={0} step={1} inputMode="numeric" value={years} onChange={(e) => setYears(e.target.value)} onBlur={saveYears} />
      </Field>
      <IconButton aria-label={`Delete skill ${label}`} loading={deleting} className={styles.delete} onClick={() => void remove()}>
        <TrashIcon />
      </IconButton>
    </li>
  );
}
