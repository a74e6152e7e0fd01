import { errorMessage } from '../../../api/errors';
import type { InterviewDetailDto } from '../../../api/learning';
import { Badge, ErrorState, LoadingState, Modal } from '../../../components';
import { TYPE_LABEL } from '../lib/interviewTypes';
import { renderQuizMarkdown } from '../lib/quizMarkdown';
import styles from './ReviewDialog.module.css';

export interface ReviewDialogProps {
  session: InterviewDetailDto | undefined;
  loading: boolean;
  error: unknown;
  onClose: () => void;
}

/** Review: a session's questions with what a strong answer covers, or for a quiz the member's answers and the right ones. */
export function ReviewDialog({ session, loading, error, onClose }: ReviewDialogProps) {
  const open = loading || Boolean(session) || Boolean(error);
  const title = session ? `${TYPE_LABEL[session.type]}${session.topic_name ? `: ${session.topic_name}` : ''}` : 'Review';
  return (
    <Modal open={open} onOpenChange={(o) => !o && onClose()} title={title} size="lg">
      {loading ? (
        <LoadingState label="Loading the session…" />
      ) : error ? (
        <ErrorState message={errorMessage(error as never)} />
      ) : session?.quiz ? (
        <ol className={styles.list}>
          {session.quiz.questions.map((q) => (
            <li key={q.id} className={styles.item}>
              <div className={styles.prompt} dangerouslySetInnerHTML={{ __html: renderQuizMarkdown(q.prompt_md, session.topic_slug ?? '') }} />
              {q.code_md && <div dangerouslySetInnerHTML={{ __html: renderQuizMarkdown(q.code_md, session.topic_slug ?? '') }} />}
              <ul className={styles.choices}>
                {q.choices.map((c) => (
                  <li key={c.id}>
                    <span dangerouslySetInnerHTML={{ __html: renderQuizMarkdown(c.label_md, session.topic_slug ?? '', true) }} />{' '}
                    {c.is_correct && <Badge tone="success">Correct</Badge>} {q.selected_choice_ids.includes(c.id) && <Badge tone="info">Your answer</Badge>}
                  </li>
                ))}
              </ul>
              {q.is_correct === null ? <Badge>Not answered</Badge> : q.is_correct ? <Badge tone="success">Right</Badge> : <Badge tone="danger">Wrong</Badge>}
              {q.explanation_md && <div className={styles.note} dangerouslySetInnerHTML={{ __html: renderQuizMarkdown(q.explanation_md, session.topic_slug ?? '') }} />}
            </li>
          ))}
        </ol>
      ) : (
        <ol className={styles.list}>
          {session?.questions.map((q, i) => (
            <li key={q.id} className={styles.item}>
              <p className={styles.prompt}>{q.question}</p>
              <p className={styles.note}>{q.guidance}</p>
              {i >= (session?.position ?? 0) && <Badge>Not reached</Badge>}
            </li>
          ))}
        </ol>
      )}
    </Modal>
  );
}
