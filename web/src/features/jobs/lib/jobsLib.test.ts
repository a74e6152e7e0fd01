import { describe, expect, it } from 'vitest';
import { safeHttpUrl, textBlocks } from './description';
import { formToDraft, draftToForm } from './draft';
import { describeFilters, filtersFromParams, filtersFromSaved, filtersToParams, NO_FILTERS, parseSalary, saveSearchBody, searchArgs } from './filters';
import { jobFileProblem, JOB_FILE_MAX_BYTES } from './jobFile';

describe('job filters', () => {
  it('round-trip through the URL and leave out what is not set', () => {
    const filters = { q: 'python -senior', location: 'Berlin', jobType: 'contract' as const, remote: true, postedWithinDays: 7, minSalary: 80000 };
    const params = filtersToParams(filters);
    expect(params.toString()).toBe('q=python+-senior&location=Berlin&type=contract&remote=1&days=7&minSalary=80000');
    expect(filtersFromParams(params)).toEqual(filters);
    expect(filtersToParams(NO_FILTERS).toString()).toBe('');
    expect(searchArgs(NO_FILTERS)).toEqual({});
  });

  it('drop malformed URL values rather than send them', () => {
    expect(filtersFromParams(new URLSearchParams('type=intern&days=-3&minSalary=lots&remote=yes'))).toEqual(NO_FILTERS);
    expect(filtersFromParams(new URLSearchParams('days=400&minSalary=99999999'))).toEqual(NO_FILTERS);
  });

  it('map to the search query, a saved search and back', () => {
    const filters = { ...NO_FILTERS, q: 'react OR vue', remote: true, postedWithinDays: 1 };
    expect(searchArgs(filters)).toEqual({ q: 'react OR vue', remote: true, postedWithinDays: 1 });
    expect(saveSearchBody('Frontend', filters)).toEqual({ name: 'Frontend', q: 'react OR vue', remote: true, postedWithinDays: 1 });
    expect(filtersFromSaved({ q: 'react OR vue', remote: true, postedWithinDays: 1 })).toEqual(filters);
  });

  it('name a search from its filters', () => {
    expect(describeFilters(NO_FILTERS)).toBe('All jobs');
    expect(describeFilters({ ...NO_FILTERS, q: 'python', jobType: 'full-time', minSalary: 80000, postedWithinDays: 1 })).toBe('python · Full-time · Last 1 day · 80,000+');
  });

  it('read a minimum salary with separators', () => {
    expect(parseSalary('')).toEqual({ value: null });
    expect(parseSalary('$80,000')).toEqual({ value: 80000 });
    expect(parseSalary('80k')).toHaveProperty('error');
  });
});

describe('description text', () => {
  it('turns blank-line paragraphs and "- " lines into blocks', () => {
    expect(textBlocks('About us\nWe build.\n\nYou will:\n- write Python\n• review code\n\nThanks')).toEqual([
      { kind: 'paragraph', text: 'About us\nWe build.' },
      { kind: 'paragraph', text: 'You will:' },
      { kind: 'list', items: ['write Python', 'review code'] },
      { kind: 'paragraph', text: 'Thanks' },
    ]);
    expect(textBlocks('')).toEqual([]);
  });

  it('links only http(s) addresses', () => {
    expect(safeHttpUrl('https://jobs.example.org/1')).toBe('https://jobs.example.org/1');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('')).toBeNull();
  });
});

describe('job draft review', () => {
  const original = { title: 'Engineer', description: 'Build.', posted_date: '2026-11-18', company_website: 'https://acme.example' };

  it('keeps the fields the form does not show and cleans the ones it does', () => {
    const form = { ...draftToForm(original), company: ' Acme ', salary_min: '60 000', salary_currency: 'eur', url: '' };
    expect(formToDraft(form, original)).toEqual({
      draft: {
        title: 'Engineer',
        description: 'Build.',
        company: 'Acme',
        location: '',
        job_type: null,
        remote: false,
        salary_min: 60000,
        salary_max: null,
        salary_currency: 'EUR',
        posted_date: '2026-11-18',
        company_website: 'https://acme.example',
      },
    });
  });

  it('lists what to fix', () => {
    const form = { ...draftToForm(original), title: ' ', description: '', url: 'ftp://x', salary_currency: 'EU', salary_min: 'ten' };
    expect(formToDraft(form, original)).toEqual({
      errors: {
        title: 'Enter the job title.',
        description: 'Enter the job description.',
        url: 'Enter a valid http(s) URL.',
        salary_currency: 'Use a three-letter currency code such as USD.',
        salary_min: 'Enter a whole yearly amount, like 65000.',
      },
    });
  });
});

describe('job file', () => {
  it('accepts PDF, DOCX and TXT up to 5 MB', () => {
    expect(jobFileProblem(null)).toBe('Please select a file first.');
    expect(jobFileProblem(new File(['x'], 'posting.DOCX'))).toBeNull();
    expect(jobFileProblem(new File(['x'], 'posting.json'))).toMatch(/^Invalid file type/);
    const big = new File(['x'], 'big.pdf');
    Object.defineProperty(big, 'size', { value: JOB_FILE_MAX_BYTES + 1 });
    expect(jobFileProblem(big)).toBe('File too large. Maximum size is 5MB.');
  });
});
