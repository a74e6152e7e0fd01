import { useId } from 'react';
import { errorMessage } from '../../../api/errors';
import { type LearningPathDto, useStartLearningPathMutation } from '../../../api/training';
import { Button, Card, useToast } from '../../../components';
import { pathStarted, plural } from '../lib';
import styles from './LearningPaths.module.css';

/** The learning path cards; starting one enrolls in each of its courses not yet enrolled. */
export function LearningPaths({ paths }: { paths: LearningPathDto[] }) {
  return (
    <Card title="Learning Paths">
      {paths.length === 0 ? (
        <p className={styles.empty}>No learning paths yet.</p>
      ) : (
        <ul className={styles.list} aria-label="Learning paths">
          {paths.map((path) => (
            <li key={path.slug}>
              <PathCard path={path} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function PathCard({ path }: { path: LearningPathDto }) {
  const titleId = useId();
  const { toast } = useToast();
  const [start, { isLoading }] = useStartLearningPathMutation();
  const started = pathStarted(path);

  const startPath = async () => {
    try {
      const result = await start({ slug: path.slug }).unwrap();
      if (result.enrolled > 0) toast({ title: `Enrolled in ${plural(result.enrolled, 'course')}`, tone: 'success' });
      else toast({ title: `You are already enrolled in every course of ${path.title}`, tone: 'info' });
    } catch (err) {
      toast({ title: `Could not start ${path.title}`, description: errorMessage(err as Parameters<typeof errorMessage>[0]), tone: 'error' });
    }
  };

  return (
    <article className={styles.path} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {path.title}
      </h3>
      <p className={styles.description}>{path.description}</p>
      <p className={styles.progress}>
        {path.enrolled_count.toLocaleString('en-US')} of {plural(path.course_ids.length, 'course')} enrolled
      </p>
      <Button className={styles.action} variant={started ? 'secondary' : 'primary'} disabled={started} loading={isLoading} aria-describedby={titleId} onClick={() => void startPath()}>
        {started ? 'Path started' : 'Start Learning Path'}
      </Button>
    </article>
  );
}
