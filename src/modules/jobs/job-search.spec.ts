import { preview, salaryText } from './job-search.service';

describe('job list preview', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i + 1}`);

  it('keeps a short description whole, single-spaced, without an ellipsis', () => {
    expect(preview('  Build   APIs\n\nfor\tpayments.  ')).toBe('Build APIs for payments.');
    expect(preview('')).toBe('');
    expect(preview(' \n\t ')).toBe('');
  });

  it('keeps exactly 100 words without an ellipsis', () => {
    expect(preview(words(100).join('\n'))).toBe(words(100).join(' '));
  });

  it('cuts after 100 words and marks the cut', () => {
    expect(preview(words(101).join('  '))).toBe(`${words(100).join(' ')}…`);
    expect(preview(`${words(250).join(' ')}   `)).toBe(`${words(100).join(' ')}…`);
  });
});

describe('salary text', () => {
  it('shows a range, a single figure, or nothing', () => {
    expect(salaryText(90000, 120000, 'USD')).toBe('$90,000 – $120,000');
    expect(salaryText(null, 50000, 'EUR')).toBe('€50,000');
    expect(salaryText(null, null, null)).toBe('');
  });
});
