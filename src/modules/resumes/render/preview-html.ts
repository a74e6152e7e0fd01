import { RESUME_TEMPLATES, type ResumeContent, type ResumeTemplate } from '../resume.model';
import { dateRange, displayLink, oneLine, SECTION_TITLES } from './text';

/** Text as HTML text or attribute value: nothing in it can become markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' })[c] as string);
}

const SUMMARY_CHARS = 300;
const ENTRIES = 3;
const SCHOOLS = 2;
const SKILLS = 12;

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

/** The visible separator between the parts of a line: the thumbnail reads right with no stylesheet at all. */
const SEP = '<span class="rp-sep"> · </span>';

/** Every class name the thumbnail uses: the web app keeps these (and only these) when it sanitises the HTML. */
export const PREVIEW_CLASSES = [
  'rp',
  ...RESUME_TEMPLATES.map((t) => `rp-template-${t}`),
  'rp-name',
  'rp-contact',
  'rp-contact-item',
  'rp-sep',
  'rp-section',
  'rp-summary',
  'rp-summary-text',
  'rp-experience',
  'rp-education',
  'rp-skills',
  'rp-skills-list',
  'rp-heading',
  'rp-entries',
  'rp-entry',
  'rp-entry-title',
  'rp-position',
  'rp-company',
  'rp-degree',
  'rp-school',
  'rp-dates',
] as const;

/**
 * One entry: `<title> · <organisation>` then ` · <dates>`. The title is bold (`strong`) and each
 * part is its own span, so a stylesheet can put the dates on the right, and a reader without one
 * still sees "Software Engineer · Harbor Analytics · 2020 – Present", never the three run together.
 */
function entry(title: [cls: string, value: string], org: [cls: string, value: string], dates: string): string {
  const head = [title[1].trim() ? `<strong class="${title[0]}">${text(title[1])}</strong>` : '', org[1].trim() ? `<span class="${org[0]}">${text(org[1])}</span>` : '']
    .filter(Boolean)
    .join(SEP);
  const parts = [head ? `<span class="rp-entry-title">${head}</span>` : '', dates ? `<span class="rp-dates">${dates}</span>` : ''].filter(Boolean);
  return `<li class="rp-entry">${parts.join(SEP)}</li>`;
}

const section = (kind: string, title: string, body: string) => `<section class="rp-section rp-${kind}"><h3 class="rp-heading">${title}</h3>${body}</section>`;

/**
 * The resume thumbnail as an HTML fragment, in the order of the PDF: name, contact line, the start
 * of the summary, the first three jobs (position · company · dates), the first two schools and the
 * first skills. Markup only: no script, no event handlers, no style attributes (the CSP forbids
 * inline styles); the template and every part are class names from PREVIEW_CLASSES
 * (`rp-template-modern`, `rp-name`, `rp-section`…) for the app's stylesheet, and visible separators
 * keep it readable without one. Every piece of member text is escaped.
 */
export function renderPreviewHtml(content: ResumeContent, template: ResumeTemplate): string {
  const info = content.personalInfo;
  const kind = RESUME_TEMPLATES.includes(template) ? template : 'modern';
  const parts: string[] = [];

  if (info.name.trim()) parts.push(`<div class="rp-name">${text(info.name)}</div>`);
  const contact = [info.email, info.phone, info.location, ...[info.website, info.linkedin, info.github].map(displayLink)].map(text).filter(Boolean);
  if (contact.length) parts.push(`<div class="rp-contact">${contact.map((c) => `<span class="rp-contact-item">${c}</span>`).join('<span class="rp-sep"> | </span>')}</div>`);

  const summary = text(clip(info.summary, SUMMARY_CHARS));
  if (summary) parts.push(section('summary', SECTION_TITLES.summary, `<p class="rp-summary-text">${summary}</p>`));

  const jobs = content.experience.filter((e) => e.position.trim() || e.company.trim()).slice(0, ENTRIES);
  if (jobs.length) {
    const items = jobs.map((e) => entry(['rp-position', e.position], ['rp-company', e.company], text(dateRange(e.start_date, e.end_date, e.is_current, e.duration))));
    parts.push(section('experience', SECTION_TITLES.experience, `<ul class="rp-entries">${items.join('')}</ul>`));
  }

  const schools = content.education.filter((e) => e.degree.trim() || e.institution.trim()).slice(0, SCHOOLS);
  if (schools.length) {
    const items = schools.map((e) =>
      entry(['rp-degree', [e.degree, e.fieldOfStudy].map((s) => s.trim()).filter(Boolean).join(e.degree.trim() ? ' in ' : '')], ['rp-school', e.institution], text(dateRange(e.start_date, e.end_date, false, e.duration))),
    );
    parts.push(section('education', SECTION_TITLES.education, `<ul class="rp-entries">${items.join('')}</ul>`));
  }

  const skills = content.skills.map((s) => text(s.skill_name)).filter(Boolean);
  if (skills.length) {
    const more = skills.length > SKILLS ? ', …' : '';
    parts.push(section('skills', SECTION_TITLES.skills, `<p class="rp-skills-list">${skills.slice(0, SKILLS).join(', ')}${more}</p>`));
  }

  return `<div class="rp rp-template-${kind}">${parts.join('')}</div>`;
}
