import { RESUME_TEMPLATES, type ResumeContent, type ResumeTemplate } from '../resume.model';
import { dateRange, displayLink, oneLine } from './text';

/** Text as HTML text or attribute value: nothing in it can become markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' })[c] as string);
}

const SUMMARY_CHARS = 300;
const ENTRIES = 3;

/** Member text for the thumbnail: one line, control characters and bidi overrides out, then escaped. */
const text = (value: string) => escapeHtml(oneLine(value));

/** The first `max` characters, cut at a word when one ends near, with an ellipsis. */
function clip(value: string, max: number): string {
  const t = value.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.7 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}

/**
 * The resume thumbnail as an HTML fragment: name, contact line, the start of the summary and the
 * first three jobs (position, company, dates). Markup only: no script, no event handlers, no style
 * attributes (the CSP forbids inline styles); the template and every part are class names
 * (`rp-template-modern`, `rp-name`, `rp-section`…) for the app's stylesheet. Every piece of member
 * text is escaped.
 */
export function renderPreviewHtml(content: ResumeContent, template: ResumeTemplate): string {
  const info = content.personalInfo;
  const kind = RESUME_TEMPLATES.includes(template) ? template : 'modern';
  const parts: string[] = [];

  if (info.name.trim()) parts.push(`<div class="rp-name">${text(info.name)}</div>`);
  const contact = [info.email, info.phone, info.location, ...[info.website, info.linkedin, info.github].map(displayLink)].map(text).filter(Boolean);
  if (contact.length) parts.push(`<div class="rp-contact">${contact.map((c) => `<span class="rp-contact-item">${c}</span>`).join('<span class="rp-sep"> | </span>')}</div>`);

  const summary = text(clip(info.summary, SUMMARY_CHARS));
  if (summary) parts.push(`<section class="rp-section rp-summary"><p class="rp-summary-text">${summary}</p></section>`);

  const jobs = content.experience.filter((e) => e.position.trim() || e.company.trim()).slice(0, ENTRIES);
  if (jobs.length) {
    const items = jobs.map((e) => {
      const dates = text(dateRange(e.start_date, e.end_date, e.is_current, e.duration));
      return [
        '<li class="rp-entry">',
        e.position.trim() ? `<span class="rp-position">${text(e.position)}</span>` : '',
        e.company.trim() ? `<span class="rp-company">${text(e.company)}</span>` : '',
        dates ? `<span class="rp-dates">${dates}</span>` : '',
        '</li>',
      ].join('');
    });
    parts.push(`<section class="rp-section rp-experience"><h3 class="rp-heading">Experience</h3><ul class="rp-entries">${items.join('')}</ul></section>`);
  }

  return `<div class="rp rp-template-${kind}">${parts.join('')}</div>`;
}
