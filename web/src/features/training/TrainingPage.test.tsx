import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation, useParams } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CourseDto, LearningPathDto, SkillGapDto, SkillGapPlanDto, TrainingCatalogueDto } from '../../api/training';
import { makeStore } from '../../app/store';
import { ToastProvider } from '../../components';
import { server } from '../../test/server';
import type { CourseStats } from './lib';
import { TrainingPage } from './TrainingPage';

function course(id: number, overrides: Partial<CourseDto> = {}): CourseDto {
  return {
    id,
    slug: `course-${id}`,
    title: `Course ${id}`,
    provider: 'Provider',
    duration: '6 weeks',
    hours: 10,
    level: 'Beginner',
    category: 'Frontend Development',
    rating: 4.5,
    price: 99,
    description: 'A course.',
    skills: [],
    enrolled: false,
    enrolled_at: null,
    completed: false,
    completed_at: null,
    ...overrides,
  };
}

const COURSES: CourseDto[] = [
  course(1, { title: 'Advanced React Patterns', provider: 'Frontend Masters', duration: '8 weeks', level: 'Advanced', rating: 4.8, price: 199, description: 'Hooks, suspense and render props.' }),
  course(2, { title: 'System Design Interview Prep', provider: 'Educative', category: 'System Design', level: 'Intermediate', rating: 4.6, price: 149 }),
  course(3, { title: 'AWS Solutions Architect', provider: 'A Cloud Guru', category: 'Cloud Computing', rating: 4.7, price: 99 }),
];
const CATEGORIES = ['Frontend Development', 'System Design', 'Cloud Computing', 'Data Science'];

const path = (slug: string, title: string, course_ids: number[], enrolled_count = 0): LearningPathDto => ({
  slug,
  title,
  description: `The ${title} path.`,
  course_ids,
  enrolled_count,
  completed_count: 0,
});

/** The catalogue as the server sends it: its stats are the course figures (see lib.ts). */
type CatalogueBody = Omit<TrainingCatalogueDto, 'stats'> & { stats: CourseStats };

/**
 * A small catalogue server: filters by category, enrolls and completes, records each request.
 * Enrolling changes what the next catalogue answer says, as the real server does.
 */
function fakeTrainingApi(initial: { courses?: CourseDto[]; paths?: LearningPathDto[]; stats?: CourseStats } = {}) {
  const courses = (initial.courses ?? COURSES).map((c) => ({ ...c }));
  const paths = initial.paths ?? [
    path('frontend', 'Frontend Engineer', [1, 2]),
    path('cloud', 'Cloud Architect', [3], 1),
    path('data', 'Data Scientist', [2, 3], 0),
  ];
  const stats: CourseStats = initial.stats ?? { enrolled: 14, completed: 12, completion_rate: 86, hours_learned: 12.5 };
  const calls = { catalogue: [] as (string | null)[], enroll: [] as string[], complete: [] as string[], start: [] as string[] };
  const body = (category: string | null): CatalogueBody => ({
    paths,
    categories: CATEGORIES,
    courses: courses.filter((c) => !category || category === 'all' || c.category === category),
    stats,
  });
  server.use(
    http.get('*/api/training/catalogue', ({ request }) => {
      const category = new URL(request.url).searchParams.get('category');
      calls.catalogue.push(category);
      return HttpResponse.json(body(category));
    }),
    http.post('*/api/training/courses/:id/enroll', ({ params }) => {
      calls.enroll.push(String(params.id));
      const c = courses.find((x) => x.id === Number(params.id))!;
      Object.assign(c, { enrolled: true, enrolled_at: '2026-11-24T10:00:00.000Z' });
      return HttpResponse.json({ course: c, stats });
    }),
    http.post('*/api/training/courses/:id/complete', ({ params }) => {
      calls.complete.push(String(params.id));
      const c = courses.find((x) => x.id === Number(params.id))!;
      Object.assign(c, { completed: true, completed_at: '2026-11-24T11:00:00.000Z' });
      return HttpResponse.json({ course: c, stats });
    }),
    http.post('*/api/training/paths/:slug/start', ({ params }) => {
      calls.start.push(String(params.slug));
      const p = paths.find((x) => x.slug === params.slug)!;
      const enrolled = p.course_ids.length - p.enrolled_count;
      p.enrolled_count = p.course_ids.length;
      return HttpResponse.json({ path: p, enrolled, stats });
    }),
  );
  return calls;
}

const noGaps: SkillGapPlanDto = { member_skill_count: 4, jobs_considered: 0, gaps: [] };

function serveSkillGap(plan: SkillGapPlanDto = noGaps) {
  server.use(http.get('*/api/training/skill-gap', () => HttpResponse.json(plan)));
}

const apiError = (status: number, detail: string) => HttpResponse.json({ statusCode: status, error: 'Error', message: detail, detail, requestId: 'r1' }, { status });

function TabReached() {
  const state = useLocation().state as { quizTopic?: string } | null;
  return (
    <p>
      Tab {useParams().tab}
      {state?.quizTopic ? ` for ${state.quizTopic}` : ''}
    </p>
  );
}

/** The screen as the shell mounts it: store, toasts, and every other tab a placeholder. */
function renderTraining() {
  const store = makeStore();
  const router = createMemoryRouter(
    [
      { path: '/training', element: <TrainingPage /> },
      { path: '/:tab', element: <TabReached /> },
    ],
    { initialEntries: ['/training'] },
  );
  render(
    <Provider store={store}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </Provider>,
  );
  return { router };
}

const stat = (label: string) => screen.getByRole('group', { name: label });
const courseCard = (title: string) => screen.getByRole('article', { name: title });
const pathCard = (title: string) => screen.getByRole('article', { name: title });
const skillGapPlan = () => screen.getByRole('region', { name: 'Your Skill-Gap Plan' });

describe('Training and Courses', () => {
  // jsdom lacks pointer capture, which Radix's toasts ask about.
  beforeAll(() => {
    Element.prototype.hasPointerCapture ??= () => false;
    Element.prototype.releasePointerCapture ??= () => undefined;
  });

  it('shows the stats, the learning paths and the courses from the API', async () => {
    const calls = fakeTrainingApi();
    serveSkillGap();
    renderTraining();
    expect(screen.getByRole('heading', { level: 1, name: 'Training and Courses' })).toBeInTheDocument();
    expect(within(stat('Courses Enrolled')).getByText('—')).toBeInTheDocument();

    const courses = await screen.findByRole('list', { name: 'Courses' });
    expect(within(stat('Courses Enrolled')).getByText('14')).toBeInTheDocument();
    expect(within(stat('Courses Completed')).getByText('12')).toBeInTheDocument();
    expect(within(stat('Completion Rate')).getByText('86%')).toBeInTheDocument();
    expect(within(stat('Hours Learned')).getByText('12.5h')).toBeInTheDocument();

    expect(screen.getByRole('heading', { level: 2, name: 'Learning Paths' })).toBeInTheDocument();
    const paths = within(screen.getByRole('list', { name: 'Learning paths' })).getAllByRole('listitem');
    expect(paths).toHaveLength(3);
    expect(pathCard('Frontend Engineer')).toHaveTextContent('The Frontend Engineer path.');
    expect(pathCard('Frontend Engineer')).toHaveTextContent('0 of 2 courses enrolled');
    expect(within(pathCard('Frontend Engineer')).getByRole('button', { name: 'Start Learning Path' })).toBeEnabled();
    // Every course of the path enrolled: nothing left to start.
    expect(pathCard('Cloud Architect')).toHaveTextContent('1 of 1 course enrolled');
    expect(within(pathCard('Cloud Architect')).getByRole('button', { name: 'Path started' })).toBeDisabled();

    expect(within(courses).getAllByRole('listitem')).toHaveLength(3);
    const react = courseCard('Advanced React Patterns');
    for (const text of ['Frontend Masters', '8 weeks', 'Advanced', 'Frontend Development', '★ 4.8', '$199', 'Hooks, suspense and render props.']) {
      expect(within(react).getByText(text)).toBeInTheDocument();
    }
    expect(within(courseCard('System Design Interview Prep')).getByText('$149')).toBeInTheDocument();
    expect(within(courseCard('AWS Solutions Architect')).getByText('$99')).toBeInTheDocument();
    expect(within(react).getByRole('button', { name: 'Enroll' })).toBeInTheDocument();
    expect(calls.catalogue).toEqual([null]);
  });

  it('filters the courses by category through the API', async () => {
    const calls = fakeTrainingApi();
    serveSkillGap();
    renderTraining();
    const filter = await screen.findByRole('group', { name: 'Filter courses by category' });
    expect(within(filter).getAllByRole('button').map((b) => b.textContent)).toEqual(['All', ...CATEGORIES]);
    expect(within(filter).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(within(filter).getByRole('button', { name: 'System Design' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Courses' })).getAllByRole('listitem')).toHaveLength(1));
    expect(courseCard('System Design Interview Prep')).toBeInTheDocument();
    expect(within(filter).getByRole('button', { name: 'System Design' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls.catalogue).toEqual([null, 'System Design']);

    await userEvent.click(within(filter).getByRole('button', { name: 'Data Science' }));
    expect(await screen.findByText('No courses in this category.')).toBeInTheDocument();
    expect(calls.catalogue).toEqual([null, 'System Design', 'Data Science']);
    // The paths and stats stay in place while the courses change.
    expect(pathCard('Frontend Engineer')).toBeInTheDocument();
  });

  it('enrolls in a course with a toast, then marks it complete', async () => {
    const calls = fakeTrainingApi();
    serveSkillGap();
    renderTraining();
    await screen.findByRole('list', { name: 'Courses' });
    await userEvent.click(within(courseCard('Advanced React Patterns')).getByRole('button', { name: 'Enroll' }));

    expect(await screen.findByText('Enrolled in Advanced React Patterns')).toBeInTheDocument();
    expect(calls.enroll).toEqual(['1']);
    const complete = await within(courseCard('Advanced React Patterns')).findByRole('button', { name: 'Mark complete' });
    expect(within(courseCard('Advanced React Patterns')).getByText('Enrolled')).toBeInTheDocument();

    await userEvent.click(complete);
    expect(await screen.findByText('Completed Advanced React Patterns')).toBeInTheDocument();
    expect(calls.complete).toEqual(['1']);
    await waitFor(() => expect(within(courseCard('Advanced React Patterns')).queryByRole('button')).toBeNull());
    expect(within(courseCard('Advanced React Patterns')).getByText('Completed')).toBeInTheDocument();
  });

  it('toasts the server sentence when enrolling fails', async () => {
    fakeTrainingApi();
    serveSkillGap();
    server.use(http.post('*/api/training/courses/:id/enroll', () => apiError(404, 'Course not found.')));
    renderTraining();
    await screen.findByRole('list', { name: 'Courses' });
    await userEvent.click(within(courseCard('AWS Solutions Architect')).getByRole('button', { name: 'Enroll' }));
    expect(await screen.findByText('Could not enroll in AWS Solutions Architect')).toBeInTheDocument();
    expect(screen.getByText('Course not found.')).toBeInTheDocument();
  });

  it('starts a learning path and says how many courses it enrolled in', async () => {
    const calls = fakeTrainingApi();
    serveSkillGap();
    renderTraining();
    await screen.findByRole('list', { name: 'Courses' });
    await userEvent.click(within(pathCard('Frontend Engineer')).getByRole('button', { name: 'Start Learning Path' }));
    expect(await screen.findByText('Enrolled in 2 courses')).toBeInTheDocument();
    expect(calls.start).toEqual(['frontend']);
    expect(await within(pathCard('Frontend Engineer')).findByRole('button', { name: 'Path started' })).toBeDisabled();
    expect(pathCard('Frontend Engineer')).toHaveTextContent('2 of 2 courses enrolled');
  });

  it('shows the empty skill-gap plan, with a nudge when the member has no skills', async () => {
    fakeTrainingApi();
    serveSkillGap({ member_skill_count: 0, jobs_considered: 0, gaps: [] });
    renderTraining();
    expect(await within(skillGapPlan()).findByText('No gaps found yet. View or apply to jobs and your plan appears here.')).toBeInTheDocument();
    expect(within(skillGapPlan()).getByText('Add skills to your profile or resume for a sharper plan.')).toBeInTheDocument();
  });

  it('leaves the nudge out when the member has skills', async () => {
    fakeTrainingApi();
    serveSkillGap(noGaps);
    renderTraining();
    expect(await within(skillGapPlan()).findByText('No gaps found yet. View or apply to jobs and your plan appears here.')).toBeInTheDocument();
    expect(screen.queryByText('Add skills to your profile or resume for a sharper plan.')).toBeNull();
  });

  it('lists each gap with its jobs, program links, quizzes and courses', async () => {
    const program = (id: number, title: string, score: number, is_free: boolean | null): SkillGapDto['programs'][number] => ({
      id,
      url: `https://learn.example.org/${id}`,
      title,
      platform: 'Coursera',
      domain: null,
      description: '',
      provider: null,
      category: null,
      ai_category: 'Cloud Computing',
      ai_confidence_score: score,
      ai_provider: 'ollama',
      is_free,
      price: null,
      currency: null,
      difficulty_level: null,
      duration_text: null,
      ai_summary: '',
      skills: [],
      extracted_from: 'page',
      scraped_at: '2026-11-20T10:00:00.000Z',
    });
    fakeTrainingApi();
    serveSkillGap({
      member_skill_count: 3,
      jobs_considered: 5,
      gaps: [
        {
          skill: 'Kubernetes',
          score: 5,
          job_count: 4,
          jobs: [
            { id: 'j1', title: 'Platform Engineer', company: 'Acme' },
            { id: 'j2', title: 'SRE', company: 'Globex' },
            { id: 'j3', title: 'DevOps Engineer', company: 'Initech' },
          ],
          programs: [program(7, 'Kubernetes for Developers', 0.9, true), program(8, 'Intro to Containers', 0.5, false)],
          quizzes: [{ topic_slug: 'kubernetes', topic_name: 'Kubernetes' }],
          courses: [{ id: 3, title: 'AWS Solutions Architect', provider: 'A Cloud Guru' }],
        },
        { skill: 'Rust', score: 1, job_count: 1, jobs: [{ id: 'j4', title: 'Systems Engineer', company: 'Hooli' }], programs: [], quizzes: [], courses: [] },
      ],
    });
    const { router } = renderTraining();
    const gaps = await within(skillGapPlan()).findByRole('list', { name: 'Skill gaps' });
    expect(gaps.tagName).toBe('OL');
    const [k8s, rust] = [screen.getByRole('article', { name: 'Kubernetes' }), screen.getByRole('article', { name: 'Rust' })];
    // Most wanted first.
    expect(k8s.compareDocumentPosition(rust) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(k8s).toHaveTextContent('Asked for by 4 jobs');
    expect(within(within(k8s).getByRole('list', { name: 'Jobs asking for Kubernetes' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Platform Engineer at Acme',
      'SRE at Globex',
      'DevOps Engineer at Initech',
    ]);

    const link = within(k8s).getByRole('link', { name: /^Kubernetes for Developers/ });
    expect(link).toHaveAttribute('href', 'https://learn.example.org/7');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const programs = within(within(k8s).getByRole('list', { name: 'Programs for Kubernetes' })).getAllByRole('listitem');
    expect(programs[0]).toHaveTextContent('Coursera');
    expect(within(programs[0]).getByText('High confidence')).toBeInTheDocument();
    expect(within(programs[1]).queryByText('High confidence')).toBeNull();
    expect(within(k8s).getByRole('list', { name: 'Catalogue courses for Kubernetes' })).toHaveTextContent('AWS Solutions Architect');

    expect(rust).toHaveTextContent('Asked for by 1 job');
    expect(rust).toHaveTextContent('No programs found yet — search for one in Training Search.');

    await userEvent.click(within(k8s).getByRole('button', { name: 'Take the Kubernetes quiz' }));
    expect(router.state.location.pathname).toBe('/interviews');
    expect(await screen.findByText('Tab interviews for kubernetes')).toBeInTheDocument();
  });

  it('sends a gap with nothing linked to Training Search', async () => {
    fakeTrainingApi();
    serveSkillGap({ member_skill_count: 2, jobs_considered: 1, gaps: [{ skill: 'Rust', score: 1, job_count: 1, jobs: [], programs: [], quizzes: [], courses: [] }] });
    const { router } = renderTraining();
    const rust = await screen.findByRole('article', { name: 'Rust' });
    await userEvent.click(within(rust).getByRole('button', { name: 'Open Training Search' }));
    expect(router.state.location.pathname).toBe('/training-search');
  });

  it('shows the server sentence when the catalogue cannot load, and Try again reloads it', async () => {
    let failing = true;
    fakeTrainingApi();
    serveSkillGap();
    const empty: CatalogueBody = { paths: [], categories: CATEGORIES, courses: COURSES, stats: { enrolled: 0, completed: 0, completion_rate: 0, hours_learned: 0 } };
    server.use(http.get('*/api/training/catalogue', () => (failing ? apiError(503, 'The database cannot be reached.') : HttpResponse.json(empty))));
    renderTraining();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the training catalogue');
    expect(alert).toHaveTextContent('The database cannot be reached.');
    // The skill-gap plan loads on its own.
    expect(await within(skillGapPlan()).findByText('No gaps found yet. View or apply to jobs and your plan appears here.')).toBeInTheDocument();

    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Courses' })).toBeInTheDocument();
    expect(within(stat('Hours Learned')).getByText('0h')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an error with retry when the skill-gap plan cannot load', async () => {
    let failing = true;
    fakeTrainingApi();
    server.use(http.get('*/api/training/skill-gap', () => (failing ? apiError(500, 'Something broke.') : HttpResponse.json(noGaps))));
    renderTraining();
    const alert = await within(skillGapPlan()).findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your skill-gap plan');
    expect(alert).toHaveTextContent('Something broke.');
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(skillGapPlan()).findByText('No gaps found yet. View or apply to jobs and your plan appears here.')).toBeInTheDocument();
  });

  it('says so when a category has no courses', async () => {
    fakeTrainingApi({ courses: [] });
    serveSkillGap();
    renderTraining();
    expect(await screen.findByText('No courses in this category.')).toBeInTheDocument();
  });
});
