import { Link } from 'react-router-dom';
import styles from './SkillsHint.module.css';

export const SKILLS_HINT = 'Add skills to your profile or resume to get a real match score — until then every job shows 75.';

/** Shown while the member has no skills on record, so every score is the default 75. */
export function SkillsHint({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <div className={styles.hint} role="note">
      <p className={styles.text}>{SKILLS_HINT}</p>
      <Link className={styles.link} to="/profile" onClick={onNavigate}>
        Add skills in your profile
      </Link>
    </div>
  );
}
