import { useLocalTopicsQuery } from '../../../api/learning';
import { errorMessage } from '../../../api/errors';
import { Button, EmptyState, ErrorState, LoadingState, Modal } from '../../../components';
import styles from './TopicPicker.module.css';

export interface TopicPickerProps {
  open: boolean;
  kind: 'technical' | 'industry';
  title: string;
  busy: boolean;
  onPick: (topic: { topic_slug: string; topic_name: string; file: string; cached: boolean }) => void;
  onClose: () => void;
}

/** The topic picker of quiz-type interviews (part 2 §2.5): the quiz repository's topics. */
export function TopicPicker({ open, kind, title, busy, onPick, onClose }: TopicPickerProps) {
  const { data, error, isLoading, refetch } = useLocalTopicsQuery(undefined, { skip: !open });
  const topics = data?.topics.filter((t) => t.kind === kind) ?? [];
  return (
    <Modal open={open} onOpenChange={(o) => !o && onClose()} title={`Choose a topic: ${title}`} description="Ten questions from the topic's quiz.">
      {isLoading ? (
        <LoadingState label="Loading topics…" />
      ) : error ? (
        <ErrorState title="Failed to load quiz" message={errorMessage(error) || 'Failed to load quiz'} onRetry={refetch} />
      ) : topics.length === 0 ? (
        <EmptyState title="No topics discovered" message="No topics discovered. Ensure the quiz repository root is configured and the repository exists." />
      ) : (
        <ul className={styles.list}>
          {topics.map((t) => (
            <li key={t.topic_slug}>
              <Button variant="secondary" className={styles.topic} disabled={busy} onClick={() => onPick(t)}>
                {t.topic_name}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
