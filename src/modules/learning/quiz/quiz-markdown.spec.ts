import { parseQuizMarkdown, QUIZ_LIMITS, type ParsedQuestion } from './quiz-markdown';

const md = (...lines: string[]): string => lines.join('\n');
const fence = '```';

/** Parses and expects exactly one imported question, no problems. */
function single(source: string): ParsedQuestion {
  const quiz = parseQuizMarkdown(source);
  expect(quiz.problems).toEqual([]);
  expect(quiz.questions).toHaveLength(1);
  return quiz.questions[0];
}

/** A minimal valid question. */
const question = (n: number, prompt = `Question ${n}?`): string => md(`#### Q${n}. ${prompt}`, '', '- [ ] no', '- [x] yes', '');

describe('parseQuizMarkdown', () => {
  const sample = md(
    '## JavaScript Assessment',
    '',
    '#### Q1. Which operator ...?',
    '',
    '- [ ] `==`',
    '- [x] `===`',
    '',
    '**Explanation:** `===` compares ...',
    '',
    '[Reference](https://developer.mozilla.org/x)',
    '',
    '#### Q2. What does this code print?',
    '',
    `${fence}js`,
    'console.log(typeof null);',
    fence,
    '',
    '![diagram](images/q2.png)',
    '',
    '- [ ] `null`',
    '- [x] `object`',
    '',
  );

  it('parses the documented format', () => {
    const quiz = parseQuizMarkdown(sample);
    expect(quiz.title).toBe('JavaScript Assessment');
    expect(quiz.problems).toEqual([]);
    expect(quiz.questions).toEqual([
      {
        numberInSource: 1,
        line: 3,
        promptMd: 'Which operator ...?',
        codeMd: null,
        choices: [
          { labelMd: '`==`', isCorrect: false },
          { labelMd: '`===`', isCorrect: true },
        ],
        explanationMd: '`===` compares ...',
        referenceUrl: 'https://developer.mozilla.org/x',
        imagePaths: [],
      },
      {
        numberInSource: 2,
        line: 12,
        promptMd: 'What does this code print?\n\n![diagram](images/q2.png)',
        codeMd: '```js\nconsole.log(typeof null);\n```',
        choices: [
          { labelMd: '`null`', isCorrect: false },
          { labelMd: '`object`', isCorrect: true },
        ],
        explanationMd: null,
        referenceUrl: null,
        imagePaths: ['images/q2.png'],
      },
    ]);
  });

  it('computes the same line numbers with CRLF and CR line endings', () => {
    for (const source of [sample.replace(/\n/g, '\r\n'), sample.replace(/\n/g, '\r')]) {
      const quiz = parseQuizMarkdown(source);
      expect(quiz.questions.map((q) => q.line)).toEqual([3, 12]);
      expect(quiz.questions[1].codeMd).toBe('```js\nconsole.log(typeof null);\n```');
    }
  });

  it('counts lines through blank lines, code, tables and separators', () => {
    const preamble = md('', '', '# Title', 'intro', '', '| a | b |', '|---|---|', '| 1 | 2 |', '', '---', '');
    const source = md(preamble, question(7), '***', '', '', question(8));
    expect(parseQuizMarkdown(source).questions.map((q) => [q.numberInSource, q.line])).toEqual([
      [7, 12],
      [8, 20],
    ]);
  });

  describe('question headings', () => {
    it.each([
      ['#### Q12. Text?', 12],
      ['#### Q12: Text?', 12],
      ['#### Q12 Text?', 12],
      ['#### Q12 : Text?', 12],
      ['#### 12. Text?', 12],
      ['#### q3.Text?', 3],
      ['### Q4. Text?', 4],
      ['##### Q5. Text?', 5],
      ['#### Q.52. Text?', 52],
      ['#### Q42.b. Text?', 42],
      ['#### F5. Text?', 5],
      ['#### Domanda 6. Text?', 6],
      ['#### Câu 7. Text?', 7],
    ])('accepts %s', (heading, n) => {
      const q = single(md(heading, '', '- [x] a', '- [ ] b'));
      expect(q.numberInSource).toBe(n);
      expect(q.promptMd).toBe('Text?');
    });

    it('reads a question whose heading marks were lost, a plain "Q67." line, and gives the line before it to the last question', () => {
      const source = md(question(66), '[reference](https://doc.rust-lang.org/std/keyword.move.html)', 'Q67. What is the `\'static` lifetime?', '', '- [x] The whole program', '- [ ] One block', '', '1. A numbered step is no question.');
      const quiz = parseQuizMarkdown(source);
      expect(quiz.problems).toEqual([]);
      expect(quiz.questions.map((q) => [q.numberInSource, q.promptMd])).toEqual([
        [66, 'Question 66?'],
        [67, "What is the `'static` lifetime?"],
      ]);
      expect(quiz.questions[0].referenceUrl).toBe('https://doc.rust-lang.org/std/keyword.move.html');
      expect(quiz.questions[1].line).toBe(7);
      expect(quiz.questions[1].choices.map((c) => c.isCorrect)).toEqual([true, false]);
    });

    it('reads choices lettered a) b) c) with the answer named after them', () => {
      const q = single(md('#### Q129. Good on training data, poor on test data: what is it?', '', 'a) Overfitting  ', 'b) Underfitting  ', 'c) High bias', '', '**Explanation:**', 'The correct answer is a) Overfitting', '', 'It memorised the training set.'));
      expect(q.choices).toEqual([
        { labelMd: 'Overfitting', isCorrect: true },
        { labelMd: 'Underfitting', isCorrect: false },
        { labelMd: 'High bias', isCorrect: false },
      ]);
      expect(q.promptMd).toBe('Good on training data, poor on test data: what is it?');
      expect(q.explanationMd).toBe('The correct answer is a) Overfitting\n\nIt memorised the training set.');
      // Lettered lines without a named answer still report that no choice is correct.
      expect(parseQuizMarkdown(md('#### Q1. Which?', '', 'a) One', 'b) Two')).problems[0].message).toMatch(/no choice marked correct/);
    });

    it('ignores headings that are not questions or are at another depth', () => {
      const source = md('## Q1. Too shallow', '', '###### Q2. Too deep', '', '#### Notes', '', question(3));
      const quiz = parseQuizMarkdown(source);
      expect(quiz.title).toBe('Q1. Too shallow');
      expect(quiz.questions.map((q) => q.numberInSource)).toEqual([3]);
    });
  });

  describe('title and surrounding text', () => {
    it('ignores a table of contents and text before the first question', () => {
      const source = md('# Quiz', '', 'Some intro.', '', '- [Q1](#q1)', '- [ ] not a choice', '', '### Contents', '', question(1));
      const quiz = parseQuizMarkdown(source);
      expect(quiz.title).toBe('Quiz');
      expect(quiz.questions).toHaveLength(1);
      expect(quiz.questions[0].choices).toHaveLength(2);
    });

    it('has a null title when no depth-1/2 heading precedes the first question', () => {
      const quiz = parseQuizMarkdown(md(question(1), '## Later section', ''));
      expect(quiz.title).toBeNull();
    });

    it('ends a question at a depth-1/2 heading and ignores stray --- separators', () => {
      const q = single(md(question(1), '---', '', '## Appendix', '', 'Not an explanation.'));
      expect(q.explanationMd).toBeNull();
    });
  });

  describe('choices', () => {
    it('accepts [x] and [X] with -, * and + bullets', () => {
      const q = single(md('#### Q1. Pick', '', '* [ ] a', '* [X] b', '', '+ [ ] c', '+ [x] d'));
      expect(q.choices).toEqual([
        { labelMd: 'a', isCorrect: false },
        { labelMd: 'b', isCorrect: true },
        { labelMd: 'c', isCorrect: false },
        { labelMd: 'd', isCorrect: true },
      ]);
    });

    it('accepts an empty box "- []" as an unchecked choice', () => {
      expect(single(md('#### Q1. Pick', '', '- [] a', '- [x] b')).choices).toEqual([
        { labelMd: 'a', isCorrect: false },
        { labelMd: 'b', isCorrect: true },
      ]);
    });

    it('keeps inline code, links and images in labels as markdown', () => {
      const q = single(md('#### Q1. Pick', '', '- [x] `a()` see [docs](https://x.io)', '- [ ] ![B](images/b.png)'));
      expect(q.choices.map((c) => c.labelMd)).toEqual(['`a()` see [docs](https://x.io)', '![B](images/b.png)']);
      expect(q.imagePaths).toEqual(['images/b.png']);
    });

    it('keeps a multi-line choice with an indented fenced code block as markdown', () => {
      const q = single(md('#### Q1. Which loop?', '', '- [ ] A', '', `  ${fence}js`, '  for (;;) {}', `  ${fence}`, '', '- [x] B'));
      expect(q.choices).toEqual([
        { labelMd: 'A\n\n```js\nfor (;;) {}\n```', isCorrect: false },
        { labelMd: 'B', isCorrect: true },
      ]);
    });

    it('attaches an unindented fenced block that follows a choice to that choice', () => {
      const choiceA = md('- [ ] `A`', '', `${fence}js`, 'a();', fence);
      const source = md('#### Q1. Which?', '', choiceA, '', '- [x] `B`', '', `${fence}js`, 'b();', fence);
      const q = single(source);
      expect(q.codeMd).toBeNull();
      expect(q.choices.map((c) => c.labelMd)).toEqual(['`A`\n\n```js\na();\n```', '`B`\n\n```js\nb();\n```']);
    });
  });

  describe('prompt and code', () => {
    it('collects paragraphs, images, blockquotes and tables into the prompt and joins code blocks', () => {
      const source = md(
        '#### Q1. Look at this.',
        'Still the heading paragraph? No: a new paragraph.',
        '',
        '> quoted',
        '',
        '| a |',
        '|---|',
        '| 1 |',
        '',
        `${fence}ts`,
        'const a = 1;',
        fence,
        '',
        '![img](./img/one.png)',
        '',
        `${fence}`,
        'plain',
        fence,
        '',
        '- [x] yes',
        '- [ ] no',
      );
      const q = single(source);
      expect(q.promptMd).toBe(
        'Look at this.\n\nStill the heading paragraph? No: a new paragraph.\n\n> quoted\n\n| a |\n|---|\n| 1 |\n\n![img](./img/one.png)',
      );
      expect(q.codeMd).toBe('```ts\nconst a = 1;\n```\n\n```\nplain\n```');
      expect(q.imagePaths).toEqual(['./img/one.png']);
    });

    it('lengthens the fence when the code itself contains backticks', () => {
      const q = single(md('#### Q1. Code?', '', '````md', '```js', 'x', '```', '````', '', '- [x] a'));
      expect(q.codeMd).toBe('````md\n```js\nx\n```\n````');
    });

    it('takes the prompt from paragraphs when the heading has only the number', () => {
      expect(single(md('#### Q1.', '', 'What is it?', '', '- [x] a')).promptMd).toBe('What is it?');
    });
  });

  describe('explanation and reference', () => {
    it.each(['**Explanation:** Because.', '**Explanation**: Because.', 'Explanation: Because.'])('strips the marker in %s', (line) => {
      expect(single(md(question(1), line)).explanationMd).toBe('Because.');
    });

    it('keeps following paragraphs and code in the explanation until the reference', () => {
      const source = md(question(1), '**Explanation:**', '', 'First.', '', `${fence}js`, 'x();', fence, '', '[Source](https://a.io/s)');
      const q = single(source);
      expect(q.explanationMd).toBe('First.\n\n```js\nx();\n```');
      expect(q.referenceUrl).toBe('https://a.io/s');
    });

    it.each([
      ['[Reference](https://a.io/r)', 'https://a.io/r'],
      ['[Source](https://a.io/r)', 'https://a.io/r'],
      ['Reference: <https://a.io/r>', 'https://a.io/r'],
      ['Reference: https://a.io/r', 'https://a.io/r'],
      ['**Reference**: [MDN](https://a.io/r)', 'https://a.io/r'],
      ['[Reference for map methods](http://a.io/r)', 'http://a.io/r'],
    ])('reads the reference from %s', (line, url) => {
      const q = single(md(question(1), line));
      expect(q.referenceUrl).toBe(url);
      expect(q.explanationMd).toBeNull();
    });

    it('does not take a non-http(s) link or a link inside a sentence as the reference', () => {
      expect(single(md(question(1), '[Reference](./notes.md)')).referenceUrl).toBeNull();
      const q = single(md(question(1), 'See [this](https://a.io) for more.'));
      expect(q.referenceUrl).toBeNull();
      expect(q.explanationMd).toBe('See [this](https://a.io) for more.');
    });

    it('splits an explanation and a reference written on consecutive lines', () => {
      const q = single(md(question(1), '**Explanation:** Because.', '[Reference](https://a.io/r)'));
      expect(q.explanationMd).toBe('Because.');
      expect(q.referenceUrl).toBe('https://a.io/r');
      const reversed = single(md(question(1), '[Reference](https://a.io/r)', '**Explanation:** Because.'));
      expect(reversed.explanationMd).toBe('Because.');
      expect(reversed.referenceUrl).toBe('https://a.io/r');
    });
  });

  describe('image paths', () => {
    it('lists relative paths from prompt, choices and explanation in order, deduplicated, without URLs', () => {
      const source = md(
        '#### Q1. ![h](img/h.png) Which?',
        '',
        '![p](img/p.png) ![remote](https://x.io/r.png) ![inline](data:image/png;base64,AAAA)',
        '',
        '- [x] ![a](img/a.png)',
        '- [ ] ![p again](img/p.png)',
        '',
        'Explanation: see <img src="img/e.png" alt="e">',
      );
      expect(single(source).imagePaths).toEqual(['img/h.png', 'img/p.png', 'img/a.png', 'img/e.png']);
    });
  });

  describe('problems', () => {
    const problemsOf = (source: string) => parseQuizMarkdown(source).problems;

    it('reports a question without choices', () => {
      expect(problemsOf(md('#### Q3. Where?', '', 'One, or two.'))).toEqual([
        { line: 1, message: 'Q3 has no choices (expected "- [ ]" / "- [x]" items)' },
      ]);
    });

    it('reports a question with no correct choice', () => {
      expect(problemsOf(md('#### Q4. Where?', '', '- [ ] one', '- [ ] two'))).toEqual([
        { line: 1, message: 'Q4 has no choice marked correct (expected at least one "- [x]", or "The correct answer is b)" after lettered choices)' },
      ]);
    });

    it('reports too many choices', () => {
      const items = Array.from({ length: QUIZ_LIMITS.maxChoices + 1 }, (_, i) => `- [${i ? ' ' : 'x'}] c${i}`);
      expect(problemsOf(md('#### Q5. Many?', '', ...items))).toEqual([{ line: 1, message: 'Q5 has 13 choices (at most 12 allowed)' }]);
    });

    it('keeps both of two questions with the same number, the later numbered after the last', () => {
      const quiz = parseQuizMarkdown(md(question(6, 'First'), question(6, 'Second'), question(7, 'Third')));
      expect(quiz.questions.map((q) => [q.numberInSource, q.promptMd])).toEqual([
        [6, 'First'],
        [8, 'Second'],
        [7, 'Third'],
      ]);
      expect(quiz.problems).toEqual([]);
    });

    it('reports an empty prompt', () => {
      expect(problemsOf(md('#### Q7.', '', `${fence}js`, 'x', fence, '', '- [x] a'))).toEqual([
        { line: 1, message: 'Q7 has an empty prompt' },
      ]);
    });

    it('reports a field longer than maxFieldChars', () => {
      const long = 'x'.repeat(QUIZ_LIMITS.maxFieldChars + 1);
      expect(problemsOf(md(question(8), `Explanation: ${long}`))).toEqual([
        { line: 1, message: 'Q8: the explanation is longer than 20000 characters' },
      ]);
      expect(problemsOf(md('#### Q9. Long?', '', `- [x] ${long}`))[0].message).toBe('Q9: the choice 1 is longer than 20000 characters');
    });

    it('reports more than maxQuestions questions once and stops', () => {
      const count = QUIZ_LIMITS.maxQuestions + 3;
      const quiz = parseQuizMarkdown(Array.from({ length: count }, (_, i) => question(i + 1)).join('\n'));
      expect(quiz.questions).toHaveLength(QUIZ_LIMITS.maxQuestions);
      expect(quiz.problems).toEqual([
        {
          line: 5 * QUIZ_LIMITS.maxQuestions + 1,
          message: 'The file has more than 1000 questions: Q1001 and everything after it were not imported',
        },
      ]);
    });

    it('still imports the other questions of a file with a broken one', () => {
      const quiz = parseQuizMarkdown(md('## Quiz', '', question(1), '#### Q2. Broken', '', 'no choices here', '', question(3)));
      expect(quiz.questions.map((q) => q.numberInSource)).toEqual([1, 3]);
      expect(quiz.problems).toEqual([{ line: 8, message: 'Q2 has no choices (expected "- [ ]" / "- [x]" items)' }]);
    });
  });

  describe('robustness', () => {
    it.each([
      ['an empty string', ''],
      ['whitespace', '\n\n   \r\n'],
      ['binary garbage', String.fromCharCode(...Array.from({ length: 4096 }, (_, i) => (i * 7919) % 65536))],
      ['deeply nested blockquotes', `#### Q1. x\n\n${'> '.repeat(10_000)}x`],
      ['deeply nested lists', `#### Q1. x\n\n${'- '.repeat(10_000)}[x] a`],
      ['unbalanced brackets', `#### Q1. ${'[!('.repeat(20_000)}`],
      ['a huge file', 'a'.repeat(6_000_000)],
    ])('never throws on %s', (_, source) => {
      const quiz = parseQuizMarkdown(source);
      expect(Array.isArray(quiz.questions)).toBe(true);
      expect(Array.isArray(quiz.problems)).toBe(true);
    });

    it('reports a file the markdown lexer cannot handle', () => {
      const quiz = parseQuizMarkdown(`${'> '.repeat(10_000)}x`);
      expect(quiz.questions).toEqual([]);
      expect(quiz.problems).toHaveLength(1);
      expect(quiz.problems[0]).toMatchObject({ line: 1, message: expect.stringContaining('could not be read as markdown') });
    });

    it('treats a non-string input as empty text', () => {
      expect(parseQuizMarkdown(undefined as unknown as string)).toEqual({ title: null, questions: [], problems: [] });
    });
  });
});
