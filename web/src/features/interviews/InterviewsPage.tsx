import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import {
  type InterviewDetailDto,
  useImportLocalMutation,
  useInterviewLandingQuery,
  useLazyGetInterviewQuery,
  useLazyLatestQuizQuery,
  useLazyQuizQuestionsQuery,
  useLazyRandomQuizQuery,
  useStartInterviewMutation,
  useStartQuizSessionMutation,
} from '../../api/learning';
import { Badge, Button, Card, EmptyState, ErrorState, Grid, LoadingState, PageHeader, RelativeTime, Stack, StatCard, useToast } from '../../components';
import { LiveSession } from './components/LiveSession';
import { ReviewDialog } from './components/ReviewDialog';
import { TopicPicker } from './components/TopicPicker';
import { formatMinutes, INTERVIEW_CARDS, type InterviewCard, minutesOf, TYPE_LABEL } from './lib/interviewTypes';
import styles from './InterviewsPage.module.css';

/** Part 2 §9: a quiz is 10 questions. */
const QUIZ_SIZE = 10;

/**
 * Mock Interviews (part 2 §2.5, §4): stats and recent sessions from the member's own sessions,
 * the interview type cards, the topic picker for quizzes, and the live session.
 */
export function InterviewsPage() {
  const { toast } = useToast();
  const landing = useInterviewLandingQuery();
  const [live, setLive] = useState<InterviewDetailDto | null>(null);
  const [picking, setPicking] = useState<InterviewCard | null>(null);
  const [starting, setStarting] = useState(false);
  const [loadInterview, review] = useLazyGetInterviewQuery();
  const [reviewing, setReviewing] = useState(false);
  const [randomQuiz] = useLazyRandomQuizQuery();
  const [latestQuiz] = useLazyLatestQuizQuery();
  const [quizQuestions] = useLazyQuizQuestionsQuery();
  const [importLocal] = useImportLocalMutation();
  const [startQuizSession] = useStartQuizSessionMutation();
  const [startInterview] = useStartInterviewMutation();

  const startBehavioral = async (card: InterviewCard) => {
    setStarting(true);
    try {
      setLive(await startInterview({ startInterviewDto: { type: 'behavioral', duration_minutes: minutesOf(card.duration) } }).unwrap());
    } catch (err) {
      toast({ tone: 'error', title: errorMessage(err as never) || 'Failed to start the interview' });
    } finally {
      setStarting(false);
    }
  };

  /** The spec's fetch order: random 10 for the topic; failing that, the latest quiz and 10 questions by its slug. */
  const startQuiz = async (card: InterviewCard, topic: { topic_slug: string; topic_name: string; file: string; cached: boolean }) => {
    setStarting(true);
    try {
      if (!topic.cached) {
        await importLocal({ importLocalDto: { topic_slug: topic.topic_slug, topic_name: topic.topic_name, local_file: topic.file, kind: card.topicKind ?? undefined } }).unwrap();
      }
      const quiz = await randomQuiz({ topic: topic.topic_slug })
        .unwrap()
        .catch(async () => {
          const latest = await latestQuiz({ topic: topic.topic_slug }).unwrap();
          return quizQuestions({ slug: latest.slug, limit: QUIZ_SIZE }).unwrap();
        });
      if (!quiz.questions.length) throw new Error('This topic has no questions.');
      const ids = quiz.questions.map((q) => q.id);
      const session = await startQuizSession({
        startQuizSessionDto: { topic_slug: topic.topic_slug, quiz_slug: quiz.quiz.slug, score_total: ids.length, question_ids: ids },
      }).unwrap();
      setLive(await startInterview({ startInterviewDto: { type: card.type, duration_minutes: minutesOf(card.duration), quiz_session_id: session.id } }).unwrap());
      setPicking(null);
    } catch (err) {
      toast({ tone: 'error', title: err instanceof Error ? err.message : errorMessage(err as never) || 'Failed to load quiz' });
    } finally {
      setStarting(false);
    }
  };

  const openReview = (id: string) => {
    setReviewing(true);
    void loadInterview({ id });
  };

  const continueSession = async (id: string) => {
    try {
      setLive(await loadInterview({ id }).unwrap());
    } catch (err) {
      toast({ tone: 'error', title: errorMessage(err as never) || 'Failed to load the session' });
    }
  };

  if (live) {
    return (
      <LiveSession
        key={live.id}
        session={live}
        onDone={(score) => {
          setLive(null);
          toast({ tone: 'success', title: score === null ? 'Session saved' : `Session complete: ${score}%` });
        }}
      />
    );
  }

  const stats = landing.data?.stats;
  return (
    <section aria-labelledby="interviews-title">
      <PageHeader id="interviews-title" title="Mock Interviews" subtitle="Practise answering, against the clock." />
      <Stack gap={5}>
        {landing.isLoading ? (
          <LoadingState label="Loading your sessions…" />
        ) : landing.isError ? (
          <ErrorState message={errorMessage(landing.error)} onRetry={landing.refetch} />
        ) : (
          stats && (
            <Grid minItemWidth="12rem">
              <StatCard label="Sessions Completed" value={`${stats.completed_sessions} of ${stats.total_sessions}`} />
              <StatCard label="Average Score" value={stats.average_score === null ? '—' : `${stats.average_score}%`} />
              <StatCard label="Practice Time" value={formatMinutes(stats.practice_minutes)} />
            </Grid>
          )
        )}

        <section aria-labelledby="types-title">
          <h2 id="types-title" className={styles.heading}>
            Choose Interview Type
          </h2>
          <Grid minItemWidth="16rem">
            {INTERVIEW_CARDS.map((card) => (
              <Card key={card.type} className={styles.card}>
                <h3 className={styles.cardTitle}>{card.title}</h3>
                <p className={styles.muted}>{card.description}</p>
                <p className={styles.duration}>{card.duration}</p>
                <Button
                  variant="primary"
                  disabled={starting}
                  onClick={() => (card.topicKind ? setPicking(card) : void startBehavioral(card))}
                  aria-label={`Start ${card.title}`}
                >
                  Start
                </Button>
              </Card>
            ))}
          </Grid>
        </section>

        <section aria-labelledby="recent-title">
          <h2 id="recent-title" className={styles.heading}>
            Recent Sessions
          </h2>
          {landing.data && landing.data.recent.length === 0 ? (
            <EmptyState title="No sessions yet" message="Start an interview above; your sessions appear here." />
          ) : (
            <ul className={styles.recent}>
              {landing.data?.recent.map((s) => (
                <li key={s.id} className={styles.session}>
                  <div className={styles.sessionText}>
                    <strong>
                      {TYPE_LABEL[s.type]}
                      {s.topic_name ? `: ${s.topic_name}` : ''}
                    </strong>
                    <span className={styles.muted}>
                      <RelativeTime date={s.started_at} /> · {s.duration_minutes} min · {s.question_count} questions
                    </span>
                  </div>
                  {s.completed ? <Badge tone="success">Completed · {s.score}%</Badge> : <Badge tone="warning">In progress · {s.position} of {s.question_count}</Badge>}
                  <div className={styles.sessionActions}>
                    <Button size="sm" onClick={() => openReview(s.id)}>
                      Review
                    </Button>
                    {!s.completed && (
                      <Button size="sm" variant="primary" onClick={() => void continueSession(s.id)}>
                        Continue
                      </Button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      </Stack>

      {picking?.topicKind && (
        <TopicPicker open kind={picking.topicKind} title={picking.title} busy={starting} onPick={(t) => void startQuiz(picking, t)} onClose={() => setPicking(null)} />
      )}
      {reviewing && <ReviewDialog session={review.data} loading={review.isFetching} error={review.error} onClose={() => setReviewing(false)} />}
    </section>
  );
}
