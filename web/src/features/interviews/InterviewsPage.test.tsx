import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InterviewDetailDto, InterviewLandingDto } from '../../api/learning';
import { server } from '../../test/server';
import { renderWithStore } from '../../test/render';
import { LiveSession } from './components/LiveSession';
import { InterviewsPage } from './InterviewsPage';
import { formatClock, minutesOf } from './lib/interviewTypes';
import { renderQuizMarkdown } from './lib/quizMarkdown';

const landing: InterviewLandingDto = {
  stats: { total_sessions: 3, completed_sessions: 2, average_score: 75, practice_minutes: 95 },
  recent: [
    {
      id: '00000000-0000-4000-8000-000000000001',
      type: 'technical',
      topic_name: 'SQL',
      topic_slug: 'sql',
      duration_minutes: 30,
      question_count: 10,
      position: 4,
      elapsed_seconds: 600,
      completed: false,
      score: null,
      started_at: new Date().toISOString(),
      completed_at: null,
    },
  ],
};

const behavioral = (over: Partial<InterviewDetailDto> = {}): InterviewDetailDto => ({
  id: '00000000-0000-4000-8000-000000000002',
  type: 'behavioral',
  topic_name: null,
  topic_slug: null,
  duration_minutes: 45,
  question_count: 2,
  position: 0,
  elapsed_seconds: 0,
  completed: false,
  score: null,
  started_at: new Date().toISOString(),
  completed_at: null,
  questions: [
    { id: 'b01', question: 'Tell me about a conflict.', category: 'Conflict', difficulty: 'easy', guidance: 'Name the situation.' },
    { id: 'b02', question: 'Tell me about a failure.', category: 'Failure', difficulty: 'medium', guidance: 'Own it.' },
  ],
  quiz: null,
  quiz_session_id: null,
  ...over,
});

const quizSession = (): InterviewDetailDto =>
  behavioral({
    type: 'technical',
    topic_name: 'Git',
    topic_slug: 'git',
    question_count: 1,
    questions: [],
    quiz_session_id: 'q1',
    quiz: {
      id: 'q1',
      topic_slug: 'git',
      topic_name: 'Git',
      quiz_slug: 'git-1',
      score_correct: 0,
      score_total: 1,
      percent: 0,
      answered: 0,
      completed_at: null,
      duration_ms: null,
      questions: [
        {
          id: 7,
          number_in_source: 3,
          prompt_md: 'Which commands change history? ![graph](images/branch.png)',
          code_md: null,
          multi: true,
          choices: [
            { id: 70, label_md: '`git rebase`' },
            { id: 71, label_md: '`git status`' },
            { id: 72, label_md: '`git commit --amend`' },
          ],
          explanation_md: null,
          reference_url: null,
          selected_choice_ids: [],
          is_correct: null,
          revealed: false,
        },
      ],
    },
  });

afterEach(() => vi.useRealTimers());

describe('interview helpers', () => {
  it('takes the countdown from the card’s first number, 45 by default', () => {
    expect(minutesOf('30 minutes')).toBe(30);
    expect(minutesOf('about an hour')).toBe(45);
    expect(formatClock(300)).toBe('05:00');
    expect(formatClock(3725)).toBe('1:02:05');
  });

  it('serves quiz images from /quiz-assets/{topic} and drops any other image', () => {
    const html = renderQuizMarkdown('![a](images/q.png) ![b](https://evil.example/x.png)', 'git');
    expect(html).toContain('src="/quiz-assets/git/images/q.png"');
    expect(html).not.toContain('evil.example');
  });
});

describe('InterviewsPage', () => {
  it('shows stats and recent sessions from the member’s sessions, with Review and Continue', async () => {
    server.use(http.get('*/api/interviews', () => HttpResponse.json(landing)));
    renderWithStore(
      <MemoryRouter>
        <InterviewsPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('2 of 3')).toBeInTheDocument();
    expect(screen.getByText('75%')).toBeInTheDocument();
    expect(screen.getByText('1h 35m')).toBeInTheDocument();
    expect(screen.getByText('Technical Quiz: SQL')).toBeInTheDocument();
    expect(screen.getByText('In progress · 4 of 10')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Review' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Start / })).toHaveLength(3);
  });

  it('shows the error with a retry when the sessions cannot load', async () => {
    server.use(http.get('*/api/interviews', () => HttpResponse.json({ detail: 'Database is down' }, { status: 503 })));
    renderWithStore(
      <MemoryRouter>
        <InterviewsPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Database is down')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('LiveSession', () => {
  it('behavioural: Show/Hide answer, Next to Session Complete, Exit finishes', async () => {
    const finished = vi.fn();
    server.use(
      http.put('*/api/interviews/:id/progress', () => HttpResponse.json({})),
      http.post('*/api/interviews/:id/finish', async ({ request }) => {
        finished(await request.json());
        return HttpResponse.json({ ...behavioral(), completed: true, score: 100 });
      }),
    );
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderWithStore(<LiveSession session={behavioral()} onDone={onDone} />);
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('45:00');
    await user.click(screen.getByRole('button', { name: 'Show answer' }));
    expect(screen.getByRole('note')).toHaveTextContent('Name the situation.');
    await user.click(screen.getByRole('button', { name: 'Hide answer' }));
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Session Complete' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Exit' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith(100));
    expect(finished).toHaveBeenCalledWith(expect.objectContaining({ position: 2 }));
  });

  it('turns the countdown red at five minutes', () => {
    vi.useFakeTimers();
    renderWithStore(<LiveSession session={behavioral({ duration_minutes: 6 })} onDone={() => undefined} />);
    const timer = screen.getByRole('timer');
    expect(timer.className).not.toMatch(/warning/);
    act(() => vi.advanceTimersByTime(60_000));
    expect(timer).toHaveTextContent('05:00');
    expect(timer.className).toMatch(/warning/);
  });

  it('quiz: multi-correct takes several choices, Next waits for one, the server’s score is shown', async () => {
    const answers: unknown[] = [];
    server.use(
      http.put('*/api/interviews/:id/progress', () => HttpResponse.json({})),
      http.post('*/api/quiz/session/:id/answer', async ({ request }) => {
        answers.push(await request.json());
        return HttpResponse.json({ is_correct: true, correct_choice_ids: [70, 72], explanation_md: null, reference_url: null, score_correct: 1, answered: 1 });
      }),
    );
    const user = userEvent.setup();
    renderWithStore(<LiveSession session={quizSession()} onDone={() => undefined} />);
    expect(screen.getByText('Select all that apply.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'graph' })).toHaveAttribute('src', '/quiz-assets/git/images/branch.png');
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    const boxes = within(screen.getByRole('group')).getAllByRole('checkbox');
    await user.click(boxes[0]);
    await user.click(boxes[2]);
    expect(boxes[0]).toBeChecked();
    expect(boxes[2]).toBeChecked();
    await user.click(next);
    expect(await screen.findByRole('heading', { name: 'Quiz Complete' })).toBeInTheDocument();
    expect(screen.getByText(/You answered 1 of 1 correctly \(100%\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finish' })).toBeInTheDocument();
    expect(answers).toEqual([{ question_id: 7, selected_choice_ids: [70, 72] }]);
  });
});
