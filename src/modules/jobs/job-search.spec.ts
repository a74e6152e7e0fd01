import { preview, salaryText } from './job-search.service';

describe('job list preview', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i + 1}`);

  it('keeps a short description whole, single-spaced, without an ellipsis', () => {
    expect(preview('  Build   APIs\n\nfor\tpayments.  ')).toBe('Build APIs for payments.');
    expect(preview('')).toBe('');
    expect(preview(' \n\t ')).toBe('');
    expect(preview('one two three')).toBe('one two three');
    expect(preview('Nurse\u00a0Manager \u2003 Night\r\nshift\ufeff')).toBe('Nurse Manager Night shift');
  });

  it('keeps exactly 100 words without an ellipsis', () => {
    expect(preview(words(100).join('\n'))).toBe(words(100).join(' '));
  });

  it('cuts after 100 words and marks the cut', () => {
    expect(preview(words(101).join('  '))).toBe(`${words(100).join(' ')}…`);
    expect(preview(`${words(250).join(' ')}   `)).toBe(`${words(100).join(' ')}…`);
  });
});

describe('job list preview against splitting on whitespace', () => {
  const reference = (text: string) => {
    const words = text.split(/\s+/).filter(Boolean);
    return words.length > 100 ? `${words.slice(0, 100).join(' ')}…` : words.join(' ');
  };

  it('agrees on generated texts of every spacing', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const gaps = [' ', '  ', '\n', '\t', ' \n ', '\u00a0', '\u3000', '\r\n'];
    for (let run = 0; run < 300; run++) {
      const count = Math.floor(next() * 160);
      let text = next() < 0.3 ? gaps[Math.floor(next() * gaps.length)] : '';
      for (let w = 0; w < count; w++) {
        text += `w${w}${'x'.repeat(Math.floor(next() * 8))}`;
        text += next() < 0.7 ? ' ' : gaps[Math.floor(next() * gaps.length)];
      }
      expect(preview(text)).toBe(reference(text));
    }
  });
});

describe('salary text', () => {
  it('shows a range, a single figure, or nothing', () => {
    expect(salaryText(90000, 120000, 'USD')).toBe('$90,000 – $120,000');
    expect(salaryText(null, 50000, 'EUR')).toBe('€50,000');
    expect(salaryText(null, null, null)).toBe('');
  });
});
