import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startViewer } from '../../../viewer/main';
import { BriefFeedbackCards } from './BriefFeedbackCards';
import { FeedbackMarkdownFrame, VIEWER_PATH, VIEWER_TIMEOUT_MS } from './FeedbackMarkdownFrame';
import { renderMarkdown, VIEWER_MESSAGE } from './markdown';
import { MarkdownView } from './MarkdownView';
import { briefSections, FULL_SIGN_OFF, postprocessBrief, postprocessFull } from './postprocess';

const BRIEF = {
  'Professional Summary': 'A backend engineer with eight years of Node.js.',
  Strengths: ['Clear impact statements', 'Modern stack'],
  'Resume Quality': { Formatting: 'Consistent', Length: 'Two pages, fine' },
  Recommendations: ['Quantify the 2021 migration'],
};

describe('postprocessFull', () => {
  it('replaces every [Your Name] with the friendly sign-off', () => {
    const out = postprocessFull('Best regards,\n[Your Name]\n\nP.S. from [your name] again');
    expect(out).toBe(`Best regards,\n${FULL_SIGN_OFF}\n\nP.S. from ${FULL_SIGN_OFF} again`);
    expect(out).not.toMatch(/your name\]/i);
  });

  it('leaves text without the placeholder alone', () => {
    expect(postprocessFull('# Feedback\n\nGood work.')).toBe('# Feedback\n\nGood work.');
  });
});

describe('postprocessBrief', () => {
  const json = JSON.stringify(BRIEF, null, 2);

  it.each([
    ['bare JSON', json],
    ['a chatty lead-in', `Sure! Here is your feedback:\n${json}`],
    ['several lead-ins and a fence with a language', `Certainly.\nHere's the JSON:\n\n\`\`\`json\n${json}\n\`\`\``],
    ['a fence without a language', `\`\`\`\n${json}\n\`\`\``],
    ['a fence glued to the object and a chatty ending', `Okay, here you go: \`\`\`json${json}\`\`\`\nLet me know if you want more!`],
    ['a lead-in with braces of its own', `Here is the {brief} feedback you asked for:\n${json}`],
    ['a trailing comma', json.replace(/"Quantify the 2021 migration"/, '"Quantify the 2021 migration",')],
  ])('extracts the object from %s', (_name, text) => {
    const result = postprocessBrief(text);
    expect(result).toEqual({ kind: 'json', data: BRIEF });
  });

  it('keeps braces inside strings and nested objects', () => {
    const text = 'Here is the JSON:\n{"Strengths": "Uses {curly} braces \\"well\\"", "Resume Quality": {"Tone": {"Voice": "active"}}}';
    const result = postprocessBrief(text);
    expect(result.kind).toBe('json');
    if (result.kind !== 'json') return;
    expect(result.data.Strengths).toBe('Uses {curly} braces "well"');
    expect(briefSections(result.data)).toEqual([
      { title: 'Strengths', value: 'Uses {curly} braces "well"' },
      { title: 'Resume Quality', value: { Tone: 'Voice: active' } },
    ]);
  });

  it.each([
    ['broken JSON', 'Sure! Here is your feedback:\n{"Strengths": ["Clear", }'],
    ['plain prose', 'Your resume reads well; add numbers to your achievements.'],
    ['a JSON array', '["one", "two"]'],
  ])('falls back to the raw text for %s', (_name, text) => {
    expect(postprocessBrief(`  ${text}\n`)).toEqual({ kind: 'text', text });
  });
});

describe('briefSections', () => {
  it('returns the four cards in the spec order whatever the key order', () => {
    const data = { Recommendations: 'Add metrics', Strengths: ['A'], 'Resume Quality': 'Good', 'Professional Summary': 'Hi' };
    expect(briefSections(data).map((s) => s.title)).toEqual(['Professional Summary', 'Strengths', 'Resume Quality', 'Recommendations']);
  });

  it('takes "Resume" for Resume Quality, tolerates missing keys and keeps extra ones last', () => {
    const sections = briefSections({ Resume: { Layout: 'Clean', Score: 8 }, strengths: ['Leadership', 42, ''], Notes: 'Extra' });
    expect(sections).toEqual([
      { title: 'Strengths', value: ['Leadership', '42'] },
      { title: 'Resume Quality', value: { Layout: 'Clean', Score: '8' } },
      { title: 'Notes', value: 'Extra' },
    ]);
  });
});

describe('renderMarkdown', () => {
  it('renders markdown to HTML', () => {
    const html = renderMarkdown('# Title\n\n- one\n- **two**\n\n| a | b |\n|---|:-:|\n| 1 | 2 |');
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('<strong>two</strong>');
    expect(html).toContain('<table>');
  });

  it('strips scripts, event handlers, style attributes and javascript: links', () => {
    const html = renderMarkdown(
      [
        'Hello <script>alert(1)</script>',
        '<img src="x.png" onerror="alert(2)">',
        '<p style="color:red" onclick="alert(3)">styled</p>',
        '[click](javascript:alert(4)) and <a href="JaVaScRiPt:alert(5)">raw</a>',
        '<svg><script>alert(6)</script></svg><form action="/api/x"><button>Go</button></form>',
      ].join('\n\n'),
    );
    expect(html).not.toMatch(/<script|onerror|onclick|style=|javascript:|<svg|<form|<button/i);
    expect(html).toContain('styled');
  });

  it('opens outside links in a new tab without an opener and leaves in-page anchors alone', () => {
    const box = document.createElement('div');
    box.innerHTML = renderMarkdown('[site](https://example.com) [mail](mailto:a@b.c) [top](#top) <a href="https://x.test" target="_self">x</a>');
    const [site, mail, top, x] = Array.from(box.querySelectorAll('a'));
    expect(site).toHaveAttribute('target', '_blank');
    expect(site.getAttribute('rel')).toContain('noopener');
    expect(mail).toHaveAttribute('target', '_blank');
    expect(top).not.toHaveAttribute('target');
    expect(x).toHaveAttribute('target', '_blank');
  });
});

describe('MarkdownView', () => {
  it('shows sanitised markdown in the page', () => {
    const { container } = render(<MarkdownView markdown={'## Strengths\n\n<img src=x onerror="alert(1)">Great'} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Strengths' })).toBeInTheDocument();
    expect(container.querySelector('[onerror]')).toBeNull();
  });
});

describe('BriefFeedbackCards', () => {
  it('shows the four cards expanded, each toggled by its own button', async () => {
    render(<BriefFeedbackCards feedback={`Here's the JSON:\n\`\`\`json\n${JSON.stringify(BRIEF)}\n\`\`\``} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Professional Summary', 'Strengths', 'Resume Quality', 'Recommendations']);
    buttons.forEach((b) => expect(b).toHaveAttribute('aria-expanded', 'true'));

    expect(screen.getByText('A backend engineer with eight years of Node.js.').tagName).toBe('P');
    const strengths = screen.getByRole('region', { name: 'Strengths' });
    expect(within(strengths).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Clear impact statements', 'Modern stack']);
    const quality = screen.getByRole('region', { name: 'Resume Quality' });
    expect(within(quality).getByText('Formatting').tagName).toBe('DT');
    expect(within(quality).getByText('Consistent').tagName).toBe('DD');

    const toggle = screen.getByRole('button', { name: 'Strengths' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Modern stack')).toBeNull();
    expect(screen.getByText('Consistent')).toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Modern stack')).toBeInTheDocument();
  });

  it('accepts an already parsed object', () => {
    render(<BriefFeedbackCards feedback={{ Resume: 'Tidy layout' }} />);
    expect(screen.getByRole('button', { name: 'Resume Quality' })).toBeInTheDocument();
    expect(screen.getByText('Tidy layout')).toBeInTheDocument();
  });

  it('shows the raw text as plain preformatted text when there is no JSON', () => {
    const raw = 'Sure! Your resume is solid.\n{"Strengths": [oops}';
    const { container } = render(<BriefFeedbackCards feedback={raw} />);
    expect(screen.queryByRole('button')).toBeNull();
    const pre = container.querySelector('pre');
    expect(pre).not.toBeNull();
    expect(pre?.textContent).toBe(raw);
  });
});

describe('FeedbackMarkdownFrame', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const frameOf = () => screen.getByTitle('Full feedback') as HTMLIFrameElement;
  const fromFrame = (frame: HTMLIFrameElement, data: unknown) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, origin: 'null', source: frame.contentWindow }));
    });

  it('renders the sandboxed viewer frame', () => {
    render(<FeedbackMarkdownFrame markdown="# Hi" />);
    const frame = frameOf();
    expect(frame).toHaveAttribute('src', VIEWER_PATH);
    expect(frame).toHaveAttribute("sandbox", "allow-scripts allow-popups allow-popups-to-escape-sandbox");
  });

  it('posts the render message when the viewer says it is ready, and again when the text changes', () => {
    const { rerender } = render(<FeedbackMarkdownFrame markdown="# First" />);
    const frame = frameOf();
    const post = vi.spyOn(frame.contentWindow as Window, 'postMessage').mockImplementation(() => undefined);

    fromFrame(frame, { type: VIEWER_MESSAGE.ready });
    expect(post).toHaveBeenLastCalledWith({ type: VIEWER_MESSAGE.render, markdown: '# First' }, '*');

    post.mockClear();
    rerender(<FeedbackMarkdownFrame markdown="# Second" />);
    expect(post).toHaveBeenLastCalledWith({ type: VIEWER_MESSAGE.render, markdown: '# Second' }, '*');
  });

  it('ignores viewer messages from any other window', () => {
    render(<FeedbackMarkdownFrame markdown="# Hi" />);
    const frame = frameOf();
    const post = vi.spyOn(frame.contentWindow as Window, 'postMessage').mockImplementation(() => undefined);
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { type: VIEWER_MESSAGE.ready }, origin: window.location.origin, source: window }));
    });
    expect(post).not.toHaveBeenCalled();
  });

  it('falls back to the in-page renderer when no rendered message arrives in time', () => {
    vi.useFakeTimers();
    render(<FeedbackMarkdownFrame markdown={'# Flight check\n\n<script>alert(1)</script>'} />);
    act(() => {
      vi.advanceTimersByTime(VIEWER_TIMEOUT_MS - 1);
    });
    expect(frameOf()).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByTitle('Full feedback')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Flight check' })).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
  });

  it('keeps the frame once the viewer confirms the render', () => {
    vi.useFakeTimers();
    render(<FeedbackMarkdownFrame markdown="# Hi" />);
    fromFrame(frameOf(), { type: VIEWER_MESSAGE.rendered, height: 300 });
    act(() => {
      vi.advanceTimersByTime(VIEWER_TIMEOUT_MS * 2);
    });
    expect(frameOf()).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Hi' })).toBeNull();
  });

  it('falls back at once when the frame fails to load', () => {
    render(<FeedbackMarkdownFrame markdown="# Offline" />);
    fireEvent.error(frameOf());
    expect(screen.getByRole('heading', { name: 'Offline' })).toBeInTheDocument();
  });
});

describe('viewer page', () => {
  /** A message event as the browser builds it; jsdom's MessageEvent only takes real windows as source. */
  const message = (data: unknown, origin: string, source: unknown) => {
    const event = new Event('message');
    Object.defineProperties(event, { data: { value: data }, origin: { value: origin }, source: { value: source } });
    return event;
  };

  it('says it is ready, renders render messages from the parent on the app origin, and reports the height', () => {
    const parent = { postMessage: vi.fn() };
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
    const container = document.createElement('main');
    document.body.append(container);
    const stop = startViewer(container);
    try {
      const origin = window.location.origin;
      expect(parent.postMessage).toHaveBeenCalledWith({ type: VIEWER_MESSAGE.ready }, origin);

      // Wrong origin, wrong source, wrong type: ignored.
      window.dispatchEvent(message({ type: VIEWER_MESSAGE.render, markdown: '# Evil' }, 'https://evil.example', parent));
      window.dispatchEvent(message({ type: VIEWER_MESSAGE.render, markdown: '# Evil' }, origin, window));
      window.dispatchEvent(message({ type: 'other', markdown: '# Evil' }, origin, parent));
      expect(container.innerHTML).toBe('');

      window.dispatchEvent(message({ type: VIEWER_MESSAGE.render, markdown: '# Feedback\n\n<img src=x onerror="alert(1)">' }, origin, parent));
      expect(container.querySelector('h1')?.textContent).toBe('Feedback');
      expect(container.querySelector('[onerror]')).toBeNull();
      expect(parent.postMessage).toHaveBeenLastCalledWith({ type: VIEWER_MESSAGE.rendered, height: expect.any(Number) }, origin);
    } finally {
      stop();
      container.remove();
      vi.restoreAllMocks();
    }
  });
});
