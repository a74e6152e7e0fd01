import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../api/errors';
import { type SkillGapDto, useSkillGapPlanQuery } from '../../../api/training';
import { Badge, Button, Card, EmptyState, ErrorState, LoadingState } from '../../../components';
import { isHighConfidence, plural } from '../lib';
import styles from './SkillGapPlan.module.css';

export const EMPTY_PLAN_TEXT = 'No gaps found yet. View or apply to jobs and your plan appears here.';
export const NO_SKILLS_TEXT = 'Add skills to your profile or resume for a sharper plan.';

/**
 * The skills the member's jobs ask for and the member lacks, most wanted first, each with the
 * crawled programs, quizzes and catalogue courses that teach it.
 */
export function SkillGapPlan() {
  const plan = useSkillGapPlanQuery();
  const data = plan.data;

  return (
    <Card title="Your Skill-Gap Plan">
      {plan.isLoading ? (
        <LoadingState label="Loading your skill-gap plan…" />
      ) : !data ? (
        <ErrorState title="Could not load your skill-gap plan" message={errorMessage(plan.error)} onRetry={() => void plan.refetch()} />
      ) : data.gaps.length === 0 ? (
        <EmptyState title={EMPTY_PLAN_TEXT} message={data.member_skill_count === 0 ? NO_SKILLS_TEXT : undefined} />
      ) : (
        <div className={styles.plan}>
          <p className={styles.intro}>
            Skills the {plural(data.jobs_considered, 'job')} you applied to or viewed lately ask for and your profile lacks, most wanted first.
            {data.member_skill_count === 0 && ` ${NO_SKILLS_TEXT}`}
          </p>
          <ol className={styles.gaps} aria-label="Skill gaps">
            {data.gaps.map((gap) => (
              <li key={gap.skill}>
                <GapItem gap={gap} />
              </li>
            ))}
          </ol>
        </div>
      )}
    </Card>
  );
}

function GapItem({ gap }: { gap: SkillGapDto }) {
  const navigate = useNavigate();
  const titleId = useId();
  const nothingLinked = gap.programs.length === 0 && gap.quizzes.length === 0 && gap.courses.length === 0;

  return (
    <article className={styles.gap} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.skill}>
        {gap.skill}
      </h3>
      <p className={styles.demand}>Asked for by {plural(gap.job_count, 'job')}</p>
      {gap.jobs.length > 0 && (
        <ul className={styles.jobs} aria-label={`Jobs asking for ${gap.skill}`}>
          {gap.jobs.slice(0, 3).map((job) => (
            <li key={job.id}>
              {job.title}
              {job.company && <span className={styles.company}> at {job.company}</span>}
            </li>
          ))}
        </ul>
      )}

      {nothingLinked ? (
        <div className={styles.none}>
          <p className={styles.noneText}>No programs found yet — search for one in Training Search.</p>
          <Button size="sm" className={styles.wrap} onClick={() => navigate('/training-search')}>
            Open Training Search
          </Button>
        </div>
      ) : (
        <>
          {gap.programs.length > 0 && (
            <ul className={styles.links} aria-label={`Programs for ${gap.skill}`}>
              {gap.programs.map((program) => (
                <li key={program.id} className={styles.program}>
                  <a href={program.url} target="_blank" rel="noopener noreferrer" className={styles.programLink}>
                    {program.title}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                  <span className={styles.platform}>{program.platform}</span>
                  {isHighConfidence(program.ai_confidence_score) && <Badge tone="success">High confidence</Badge>}
                  {program.is_free && <Badge tone="info">Free</Badge>}
                </li>
              ))}
            </ul>
          )}
          {gap.quizzes.length > 0 && (
            <ul className={styles.actions} aria-label={`Quizzes for ${gap.skill}`}>
              {gap.quizzes.map((quiz) => (
                <li key={quiz.topic_slug}>
                  <Button size="sm" className={styles.wrap} onClick={() => navigate('/interviews', { state: { quizTopic: quiz.topic_slug } })}>
                    Take the {quiz.topic_name} quiz
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {gap.courses.length > 0 && (
            <div className={styles.courses}>
              <p className={styles.coursesLabel}>In the catalogue:</p>
              <ul aria-label={`Catalogue courses for ${gap.skill}`}>
                {gap.courses.map((course) => (
                  <li key={course.id}>
                    {course.title}
                    <span className={styles.company}> · {course.provider}</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
    </article>
  );
}
