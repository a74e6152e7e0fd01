import { Badge, Grid } from '../../../components';
import styles from './Achievements.module.css';

/** The counts the server reads from the member's interviews, courses and applications (the profile's `achievements`). */
export interface AchievementCounts {
  interviews_completed: number;
  courses_completed: number;
  applications_sent: number;
}

/** The fixed achievements (part 1 §2.6, §9), each with the count it is measured by. */
export const ACHIEVEMENTS = [
  { key: 'interview-ace', title: 'Interview Ace', description: 'Complete 10 mock interviews', count: 'interviews_completed', goal: 10 },
  { key: 'skill-builder', title: 'Skill Builder', description: 'Complete 5 training courses', count: 'courses_completed', goal: 5 },
  { key: 'job-hunter', title: 'Job Hunter', description: 'Apply to 25 positions', count: 'applications_sent', goal: 25 },
] as const;

/** Earned, or progress 'N of goal', from the counts the profile carries. */
export function Achievements({ counts }: { counts: AchievementCounts | undefined }) {
  return (
    <div role="list" aria-label="Achievements">
      <Grid minItemWidth="13rem" gap={3}>
        {ACHIEVEMENTS.map((a) => {
          const count = counts?.[a.count] ?? 0;
          const earned = count >= a.goal;
          return (
            <div key={a.key} role="listitem" className={styles.achievement} data-earned={earned} aria-label={a.title}>
              <span className={styles.icon} aria-hidden="true">
                <Medal />
              </span>
              <div className={styles.text}>
                <h3 className={styles.title}>{a.title}</h3>
                <p className={styles.description}>{a.description}</p>
                {earned ? (
                  <Badge tone="success">Earned</Badge>
                ) : (
                  <div className={styles.progress}>
                    <progress value={count} max={a.goal} aria-label={`${a.title} progress`} />
                    <span>
                      {count} of {a.goal}
                    </span>
                  </div>
                )}
              </div>
            </div>
          );
        })}
      </Grid>
    </div>
  );
}

/** A medal drawn in SVG: emoji need a colour-emoji font that many Linux desktops lack (they show as empty boxes). */
function Medal() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M7 3h10l-3 6h-4z" />
      <circle cx="12" cy="15" r="6" />
      <path d="M12 12.5l.9 1.8 2 .3-1.45 1.4.35 2-1.8-.95-1.8.95.35-2-1.45-1.4 2-.3z" />
    </svg>
  );
}
