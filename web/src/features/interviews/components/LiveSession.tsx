import { useMemo, useState } from 'react';
import { errorMessage } from '../../../api/errors';
import {
  type InterviewDetailDto,
  useAnswerQuestionMutation,
  useFinishInterviewMutation,
  useRevealAnswerMutation,
  useSaveInterviewProgressMutation,
} from '../../../api/learning';
import { Badge, Button, Card, cx, Stack, useToast } from '../../../components';
import { formatClock, TYPE_LABEL, WARNING_SECONDS } from '../lib/interviewTypes';
import { renderQuizMarkdown } from '../lib/quizMarkdown';
import { useCountdown } from '../lib/useCountdown';
import styles from './LiveSession.module.css';

export interface LiveSessionProps {
  session: InterviewDetailDto;
  /** After Finish, Exit or End Interview (the session is saved as finished). */
  onDone: (score: number | null) => void;
}

interface Revealed {
  correct: number[];
  explanation: string | null;
  reference: string | null;
}

/**
 * The live session (part 2 §4): countdown from the card's minutes (red at ≤ 300 s), question n of
 * total, the score, Show/Hide answer, single or multi-correct choices, Next, and Session / Quiz
 * Complete with Exit / Finish. Every Next saves the position, so Continue resumes here.
 */
export function LiveSession({ session, onDone }: LiveSessionProps) {
  const { toast } = useToast();
  const quiz = session.quiz;
  const quizQuestions = useMemo(() => quiz?.questions ?? [], [quiz]);
  const total = quiz ? quizQuestions.length : session.questions.length;
  const firstOpen = quiz ? Math.max(0, quizQuestions.findIndex((q) => q.selected_choice_ids.length === 0)) : Math.min(session.position, total);
  const [index, setIndex] = useState(quiz && quizQuestions.every((q) => q.selected_choice_ids.length) ? total : firstOpen);
  const [score, setScore] = useState(quiz?.score_correct ?? 0);
  const [selected, setSelected] = useState<number[]>([]);
  const [showAnswer, setShowAnswer] = useState(false);
  const [revealed, setRevealed] = useState<Revealed | null>(null);
  const [finished, setFinished] = useState(false);
  const { left, elapsed } = useCountdown(Math.max(0, session.duration_minutes * 60 - session.elapsed_seconds), session.elapsed_seconds, !finished);
  const [answer, answering] = useAnswerQuestionMutation();
  const [reveal, revealing] = useRevealAnswerMutation();
  const [saveProgress] = useSaveInterviewProgressMutation();
  const [finish, finishing] = useFinishInterviewMutation();

  const complete = index >= total || left === 0;
  const topic = session.topic_slug ?? '';

  const advance = (next: number) => {
    setIndex(next);
    setSelected([]);
    setShowAnswer(false);
    setRevealed(null);
    void saveProgress({ id: session.id, interviewProgressDto: { position: next, elapsed_seconds: elapsed.current } });
  };

  const next = async () => {
    if (quiz) {
      const question = quizQuestions[index];
      try {
        const result = await answer({ id: quiz.id, answerDto: { question_id: question.id, selected_choice_ids: selected } }).unwrap();
        setScore(result.score_correct);
      } catch (err) {
        toast({ tone: 'error', title: errorMessage(err as never) || 'Failed to save the answer' });
        return;
      }
    }
    advance(index + 1);
  };

  const toggleAnswer = async () => {
    if (showAnswer) return setShowAnswer(false);
    if (quiz && !revealed) {
      try {
        const r = await reveal({ id: quiz.id, revealDto: { question_id: quizQuestions[index].id } }).unwrap();
        setRevealed({ correct: r.correct_choice_ids, explanation: r.explanation_md, reference: r.reference_url });
      } catch (err) {
        toast({ tone: 'error', title: errorMessage(err as never) || 'Failed to load the answer' });
        return;
      }
    }
    setShowAnswer(true);
  };

  const end = async () => {
    setFinished(true);
    try {
      const done = await finish({ id: session.id, interviewProgressDto: { position: Math.min(index, total), elapsed_seconds: elapsed.current } }).unwrap();
      onDone(done.score);
    } catch (err) {
      setFinished(false);
      toast({ tone: 'error', title: errorMessage(err as never) || 'Failed to end the session' });
    }
  };

  const heading = session.topic_name ? `${TYPE_LABEL[session.type]}: ${session.topic_name}` : TYPE_LABEL[session.type];
  return (
    <section aria-labelledby="live-title" className={styles.live}>
      <header className={styles.bar}>
        <h1 id="live-title" className={styles.title}>
          {heading}
        </h1>
        <div className={styles.meta}>
          <span role="timer" aria-label="Time left" className={cx(styles.timer, left <= WARNING_SECONDS && styles.warning)}>
            {formatClock(left)}
          </span>
          <span>{complete ? `${total} of ${total}` : `Question ${index + 1} of ${total}`}</span>
          {quiz && <span aria-live="polite">Score: {score}</span>}
          <Button variant="danger" size="sm" onClick={() => void end()} loading={finishing.isLoading && !complete}>
            End Interview
          </Button>
        </div>
      </header>

      {complete ? (
        <Card className={styles.complete}>
          <Stack gap={3}>
            <h2>{quiz ? 'Quiz Complete' : 'Session Complete'}</h2>
            {left === 0 && <p>Time is up.</p>}
            {quiz ? (
              <p>
                You answered {score} of {total} correctly ({total ? Math.round((score / total) * 100) : 0}%).
              </p>
            ) : (
              <p>You worked through {Math.min(index, total)} of {total} questions.</p>
            )}
            <div>
              <Button variant="primary" onClick={() => void end()} loading={finishing.isLoading}>
                {quiz ? 'Finish' : 'Exit'}
              </Button>
            </div>
          </Stack>
        </Card>
      ) : quiz ? (
        <Card>
          <QuizQuestion
            question={quizQuestions[index]}
            topic={topic}
            selected={selected}
            onSelect={setSelected}
            revealed={showAnswer ? revealed : null}
          />
          <div className={styles.actions}>
            <Button variant="ghost" onClick={() => void toggleAnswer()} loading={revealing.isLoading} aria-pressed={showAnswer}>
              {showAnswer ? 'Hide answer' : 'Show answer'}
            </Button>
            <Button variant="primary" disabled={selected.length === 0} loading={answering.isLoading} onClick={() => void next()}>
              Next
            </Button>
          </div>
        </Card>
      ) : (
        <Card>
          <Stack gap={3}>
            <div className={styles.badges}>
              <Badge tone="info">{session.questions[index].category}</Badge>
              <Badge>{session.questions[index].difficulty}</Badge>
            </div>
            <p className={styles.prompt}>{session.questions[index].question}</p>
            {showAnswer && (
              <div className={styles.answer} role="note" aria-label="What a strong answer covers">
                {session.questions[index].guidance}
              </div>
            )}
          </Stack>
          <div className={styles.actions}>
            <Button variant="ghost" onClick={() => setShowAnswer((s) => !s)} aria-pressed={showAnswer}>
              {showAnswer ? 'Hide answer' : 'Show answer'}
            </Button>
            <Button variant="primary" onClick={() => advance(index + 1)}>
              Next
            </Button>
          </div>
        </Card>
      )}
    </section>
  );
}

interface QuizQuestionProps {
  question: NonNullable<InterviewDetailDto['quiz']>['questions'][number];
  topic: string;
  selected: number[];
  onSelect: (ids: number[]) => void;
  revealed: Revealed | null;
}

/** One quiz question: the prompt, its code, and the choices (radio, or checkboxes when several are right). */
function QuizQuestion({ question, topic, selected, onSelect, revealed }: QuizQuestionProps) {
  const name = `q-${question.id}`;
  const toggle = (id: number) =>
    question.multi ? onSelect(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]) : onSelect([id]);
  return (
    <fieldset className={styles.question}>
      <legend className={styles.prompt} dangerouslySetInnerHTML={{ __html: renderQuizMarkdown(question.prompt_md, topic) }} />
      {question.code_md && <div className={styles.code} dangerouslySetInnerHTML={{ __html: renderQuizMarkdown(question.code_md, topic) }} />}
      {question.multi && <p className={styles.hint}>Select all that apply.</p>}
      <ul className={styles.choices}>
        {question.choices.map((c) => {
          const correct = revealed?.correct.includes(c.id);
          return (
            <li key={c.id} className={cx(styles.choice, correct && styles.correct)}>
              <label>
                <input
                  type={question.multi ? 'checkbox' : 'radio'}
                  name={name}
                  checked={selected.includes(c.id)}
                  onChange={() => toggle(c.id)}
                />
                <span dangerouslySetInnerHTML={{ __html: renderQuizMarkdown(c.label_md, topic, true) }} />
                {correct && <span className={styles.correctMark}>Correct answer</span>}
              </label>
            </li>
          );
        })}
      </ul>
      {revealed?.explanation && (
        <div className={styles.answer} role="note" aria-label="Explanation" dangerouslySetInnerHTML={{ __html: renderQuizMarkdown(revealed.explanation, topic) }} />
      )}
      {revealed?.reference && (
        <a href={revealed.reference} target="_blank" rel="noopener noreferrer">
          Reference
        </a>
      )}
    </fieldset>
  );
}
