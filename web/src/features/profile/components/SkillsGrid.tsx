import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../api/errors';
import { type UserSkillDto, useListSkillsQuery, useSyncSkillsMutation } from '../../../api/skills';
import { Badge, type BadgeTone, EmptyState, ErrorState, Grid, LoadingState } from '../../../components';
import styles from './SkillsGrid.module.css';

/** Advanced and intermediate have their own look; any other level (beginner, expert…) the default one (part 1 §3). */
const TONES: Record<string, BadgeTone> = { advanced: 'success', intermediate: 'info' };

const years = (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`;
const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * Syncs skills from the member's resumes once per visit of the profile, when `enabled` (the profile
 * has loaded). Answers whether the sync has finished; a failed sync is only logged.
 */
export function useSkillsSync(enabled: boolean): boolean {
  const [sync] = useSyncSkillsMutation();
  const [synced, setSynced] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (!enabled || started.current) return; // StrictMode runs effects twice; the sync is sent once
    started.current = true;
    void sync().then((result) => {
      if ('error' in result) console.warn('Skills sync failed:', errorMessage(result.error));
      setSynced(true);
    });
  }, [enabled, sync]);

  return synced;
}

/** The member's skills, listed once the sync from the resumes has finished (`synced`). */
export function SkillsGrid({ synced }: { synced: boolean }) {
  const { data, isLoading, isError, error, refetch } = useListSkillsQuery(undefined, { skip: !synced });

  if (!synced || isLoading) return <LoadingState label="Loading skills…" />;
  if (isError) return <ErrorState title="Could not load skills" message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (!data?.length) return <EmptyState title="No skills yet" message="Skills from your resumes appear here once you upload one." />;

  return (
    <div role="list" aria-label="Skills">
      <Grid minItemWidth="11rem" gap={3}>
        {data.map((skill) => (
          <SkillItem key={skill.id} skill={skill} />
        ))}
      </Grid>
    </div>
  );
}

function SkillItem({ skill }: { skill: UserSkillDto }) {
  const level = skill.proficiency_level.toLowerCase();
  return (
    <div role="listitem" className={styles.skill} data-proficiency={level in TONES ? level : 'default'}>
      <span className={styles.name}>{skill.skill_name}</span>
      <span className={styles.meta}>
        {level && <Badge tone={TONES[level] ?? 'neutral'}>{capitalised(level)}</Badge>}
        {skill.years_experience != null && <span className={styles.years}>{years(skill.years_experience)}</span>}
      </span>
    </div>
  );
}
