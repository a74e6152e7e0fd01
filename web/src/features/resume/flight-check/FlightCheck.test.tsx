import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeedbackResultDto } from '../../../api/resumes';
import { renderWithStore } from '../../../test/render';
import { server } from '../../../test/server';
import { FULL_SIGN_OFF } from '../feedback/postprocess';
import { FlightCheck } from './FlightCheck';

// The cards can be made to throw, to reach the error boundary.
const boom = vi.hoisted(() => ({ on: false }));
vi.mock('../feedback/BriefFeedbackCards', async (importOriginal) => {
  const real = await importOriginal<typeof import('../feedback/BriefFeedbackCards')>();
  return {
    ...real,
    BriefFeedbackCards: (props: ComponentProps<typeof real.BriefFeedbackCards>) => {
      if (boom.on) throw new Error('boom');
      return <real.BriefFeedbackCards {...props} />;
    },
  };
});

const apiError = (status: number, detail: string) => HttpResponse.json({ statusCode: status, error: 'Error', message: detail, detail, requestId: 'req-1' }, { status });

const BRIEF_TEXT = `Sure! Here is your feedback:
\`\`\`json
${JSON.stringify({
  'Professional Summary': 'A backend engineer with eight years of Node.js.',
  Strengths: ['Clear impact statements', 'Modern stack'],
  'Resume Quality': { Formatting: 'Consistent' },
  Recommendations: ['Quantify the 2021 migration'],
})}
\`\`\``;

const answer = (over: Partial<FeedbackResultDto> = {}): FeedbackResultDto => ({
  success: true,
  feedback: BRIEF_TEXT,
  feedbackType: 'brief',
  model: 'primary',
  modelName: 'llama3.1:8b',
  responseTime: 1234,
  ...over,
});

type Asked = { feedbackType: string; model?: string };

/** The feedback endpoint: answers with `reply(body)` and records what was asked. */
function fakeFeedbackApi(reply: (body: Asked) => Response | Promise<Response> = (body) => HttpResponse.json(answer(body as Partial<FeedbackResultDto>))) {
  const asked: Asked[] = [];
  server.use(
    http.post('*/api/resumes/:id/ai-feedback', async ({ request, params }) => {
      expect(params.id).toBe('r1');
      const body = (await request.json()) as Asked;
      asked.push(body);
      return reply(body);
    }),
  );
  return asked;
}

function setup(resumeId = 'r1') {
  const onClose = vi.fn();
  const user = userEvent.setup();
  renderWithStore(<FlightCheck resumeId={resumeId} resumeName="Backend CV 2026" onClose={onClose} />);
  return { user, onClose };
}

const askButton = () => screen.getByRole('button', { name: 'Get Feedback Now' });

afterEach(() => {
  boom.on = false;
  vi.restoreAllMocks();
});

describe('FlightCheck', () => {
  it('asks for brief feedback from the primary instructor on opening and shows it as cards', async () => {
    const asked = fakeFeedbackApi(async (body) => {
      await delay(30);
      return HttpResponse.json(answer(body as Partial<FeedbackResultDto>));
    });
    const { user, onClose } = setup();
    expect(screen.getByRole('heading', { level: 2, name: 'Resume Feedback - Flight Check' })).toBeInTheDocument();
    expect(screen.getByText('Backend CV 2026')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Getting instructor feedback...');
    expect(askButton()).toHaveAttribute('aria-busy', 'true');

    expect(await screen.findByRole('heading', { name: 'Professional Summary' })).toBeInTheDocument();
    expect(screen.getByText('A backend engineer with eight years of Node.js.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Recommendations' })).toBeInTheDocument();
    expect(asked).toEqual([{ feedbackType: 'brief', model: 'primary' }]);
    expect(screen.queryByText('Getting instructor feedback...')).not.toBeInTheDocument();
    expect(screen.getByText('Response time: 1234 ms')).toBeInTheDocument();
    expect(screen.getByText(/Last obtained:/)).toBeInTheDocument();
    expect(screen.getByText(/Instructor: Primary \(llama3\.1:8b\)/)).toBeInTheDocument();
    expect(askButton()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows the choices in an expanded "Get more feedback..." panel that collapses, and an Options help box', async () => {
    fakeFeedbackApi();
    const { user } = setup();
    await screen.findByRole('heading', { name: 'Professional Summary' });
    const toggle = screen.getByRole('button', { name: 'Get more feedback...' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const type = screen.getByRole('group', { name: 'Feedback type' });
    expect(within(type).getByRole('radio', { name: 'Brief' })).toBeChecked();
    expect(within(type).getByRole('radio', { name: 'Full' })).not.toBeChecked();
    const instructor = screen.getByRole('group', { name: 'Instructor' });
    expect(within(instructor).getByRole('radio', { name: 'Primary' })).toBeChecked();
    expect(within(instructor).getByRole('radio', { name: 'Assistant (experimental)' })).not.toBeChecked();
    expect(screen.getByRole('complementary', { name: 'Options' })).toHaveTextContent('Assistant (experimental)');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Feedback type' })).not.toBeInTheDocument();
  });

  it('marks the result stale when a choice changes and asks again with the new choices', async () => {
    const asked = fakeFeedbackApi((body) =>
      HttpResponse.json(
        body.feedbackType === 'full'
          ? answer({ feedbackType: 'full', model: 'secondary', feedback: '# Review\n\nStrong resume.\n\nBest regards,\n[Your Name]', responseTime: 0 })
          : answer(),
      ),
    );
    const { user } = setup();
    await screen.findByRole('heading', { name: 'Professional Summary' });
    expect(screen.queryByText(/These results are for the previous choices/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Full' }));
    expect(screen.getByText(/These results are for the previous choices \(Brief, Primary\)/)).toBeInTheDocument();
    expect(askButton()).toBeEnabled();
    // Back to the choices the result is for: current again.
    await user.click(screen.getByRole('radio', { name: 'Brief' }));
    expect(screen.queryByText(/These results are for the previous choices/)).not.toBeInTheDocument();
    expect(askButton()).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'Full' }));
    await user.click(screen.getByRole('radio', { name: 'Assistant (experimental)' }));
    await user.click(askButton());
    expect(await screen.findByTitle('Full feedback')).toBeInTheDocument();
    expect(asked).toEqual([
      { feedbackType: 'brief', model: 'primary' },
      { feedbackType: 'full', model: 'secondary' },
    ]);
    expect(screen.getByText('Response time: N/A')).toBeInTheDocument();
    expect(screen.queryByText(/These results are for the previous choices/)).not.toBeInTheDocument();
    expect(askButton()).toBeDisabled();
    // The viewer page never answers in jsdom, so the in-page renderer takes over, signed off.
    expect(await screen.findByText('Strong resume.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(FULL_SIGN_OFF))).toBeInTheDocument();
    expect(screen.queryByText(/\[Your Name\]/)).not.toBeInTheDocument();
  }, 10_000);

  it('shows brief feedback without JSON as plain text', async () => {
    fakeFeedbackApi(() => HttpResponse.json(answer({ feedback: 'Your resume reads well; add numbers to your achievements.' })));
    setup();
    expect(await screen.findByText('Your resume reads well; add numbers to your achievements.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Professional Summary' })).not.toBeInTheDocument();
  });

  it("shows the server's detail and a failed result, and lets the member try again", async () => {
    let calls = 0;
    fakeFeedbackApi(() => {
      calls += 1;
      return calls === 1 ? apiError(503, 'The AI service is not answering.') : HttpResponse.json(answer());
    });
    const { user } = setup();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The AI service is not answering.');
    expect(screen.getByText('Failed')).toBeInTheDocument();
    expect(screen.getByText('Response time: N/A')).toBeInTheDocument();
    expect(askButton()).toBeEnabled();

    await user.click(askButton());
    expect(await screen.findByRole('heading', { name: 'Professional Summary' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['an error without detail', () => new HttpResponse('bad gateway', { status: 502 }), 'Failed to get feedback'],
    ['an unsuccessful answer with its error', () => HttpResponse.json(answer({ success: false, feedback: '', error: 'Model timed out' })), 'Model timed out'],
    ['an unsuccessful answer without error', () => HttpResponse.json(answer({ success: false, feedback: '' })), 'Failed to get feedback'],
  ])('says why for %s', async (_name, reply, message) => {
    fakeFeedbackApi(reply);
    setup();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByText('Failed')).toBeInTheDocument();
  });

  it('asks the member to log in on a 401', async () => {
    fakeFeedbackApi(() => apiError(401, 'Not authenticated'));
    setup();
    expect(await screen.findByText('Authentication Required')).toBeInTheDocument();
    expect(screen.getByText('Please log in to access AI Resume Feedback.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get Feedback Now' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('asks nothing without a resume', () => {
    // No handler: a request would fail the test (onUnhandledRequest: 'error').
    setup('');
    expect(screen.getByRole('alert')).toHaveTextContent('No resume selected or not authenticated');
    expect(screen.queryByText('Getting instructor feedback...')).not.toBeInTheDocument();
  });

  it('shows a rendering error with Go Back when the feedback cannot be drawn', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    boom.on = true;
    fakeFeedbackApi();
    const { user, onClose } = setup();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Rendering Error');
    expect(alert).toHaveTextContent('Something went wrong while rendering the feedback page');
    // The rest of the sub-view stays usable.
    expect(screen.getByRole('button', { name: 'Get more feedback...' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Go Back' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps Get Feedback Now disabled while a request is in flight', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    fakeFeedbackApi(async (body) => {
      calls += 1;
      if (calls === 2) await gate;
      return HttpResponse.json(answer(body as Partial<FeedbackResultDto>));
    });
    const { user } = setup();
    await screen.findByRole('heading', { name: 'Professional Summary' });
    await user.click(screen.getByRole('radio', { name: 'Assistant (experimental)' }));
    await user.click(askButton());
    await waitFor(() => expect(askButton()).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByRole('radio', { name: 'Brief' })).toBeDisabled();
    await user.click(askButton());
    release();
    await waitFor(() => expect(askButton()).toBeDisabled());
    expect(askButton()).not.toHaveAttribute('aria-busy');
    expect(calls).toBe(2);
  });
});
