import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../../lib/sanitizeHtml';
import { ResumeThumbnail, sanitizeThumbnailHtml } from './ResumeThumbnail';

// What GET /api/resumes/{id}/thumbnail answers (render/preview-html.ts), with hostile extras a
// compromised or future server could add.
const SEP = '<span class="rp-sep"> · </span>';
const PREVIEW =
  '<div class="rp rp-template-classic app-shell">' +
  '<div class="rp-name">Maya Okafor</div>' +
  '<div class="rp-contact"><span class="rp-contact-item">maya@example.com</span><span class="rp-sep"> | </span><span class="rp-contact-item">Rotterdam, NL</span></div>' +
  '<section class="rp-section rp-experience"><h3 class="rp-heading">Experience</h3><ul class="rp-entries">' +
  `<li class="rp-entry"><span class="rp-entry-title"><strong class="rp-position">Software Engineer</strong>${SEP}<span class="rp-company">Harbor Analytics</span></span>${SEP}<span class="rp-dates">2020 – Present</span></li>` +
  '</ul></section>' +
  '<p class="rp-evil visually-hidden" style="color:red" onclick="alert(1)">Extra <a href="https://tracker.example/">link</a><img src="https://tracker.example/x.png"></p><script>alert(2)</script>' +
  '</div>';

describe('ResumeThumbnail', () => {
  it('keeps the thumbnail’s own rp- classes, and nothing else a page could abuse', () => {
    const { container } = render(<ResumeThumbnail previewHtml={PREVIEW} />);
    const thumb = container.firstElementChild as HTMLElement;
    expect(thumb).toHaveAttribute('aria-hidden', 'true');
    // The template and the parts stay addressable by the stylesheet.
    expect(container.querySelector('.rp.rp-template-classic .rp-name')).toHaveTextContent('Maya Okafor');
    expect(container.querySelector('.rp-entry .rp-entry-title .rp-position')?.tagName).toBe('STRONG');
    expect(container.querySelector('.rp-entry > .rp-dates')).toHaveTextContent('2020 – Present');
    // Read as text, the parts are apart: never "Software EngineerHarbor Analytics2020 – Present".
    expect(container.querySelector('.rp-entry')?.textContent).toBe('Software Engineer · Harbor Analytics · 2020 – Present');
    // Unknown classes, styles, handlers, links, images and scripts go; their text stays.
    expect(container.querySelector('.app-shell, .rp-evil, .visually-hidden, [style], [onclick], a, img, script')).toBeNull();
    expect(thumb).toHaveTextContent('Extra link');
  });

  it('says when it is loading and when there is none', () => {
    const { rerender } = render(<ResumeThumbnail previewHtml={undefined} loading />);
    expect(screen.getByText('…')).toBeInTheDocument();
    rerender(<ResumeThumbnail previewHtml="<script>alert(1)</script>" />);
    expect(screen.getByText('No preview')).toBeInTheDocument();
  });

  it('leaves the default sanitiser stripping every class, before and after a thumbnail', () => {
    const html = '<p class="rp-name">Maya</p>';
    expect(sanitizeHtml(html)).toBe('<p>Maya</p>');
    expect(sanitizeThumbnailHtml(html)).toBe('<p class="rp-name">Maya</p>');
    expect(sanitizeHtml(html)).toBe('<p>Maya</p>');
    expect(sanitizeHtml('<a href="https://example.org/">x</a>')).toBe('<a href="https://example.org/" target="_blank" rel="noopener noreferrer">x</a>');
  });
});
