import { skillMatcher } from './skills';

/** Words the built-in engine's own sentences use; anything else capitalised, and every number, must come from the input. */
const TEMPLATE_WORDS = new Set(
  'skilled in with and at since experience of years based the i dear hiring manager sincerely thank you for your time consideration am writing to apply position currently work as most recently worked role calls which my resume shows practice would welcome chance discuss how this could help presents current earlier include shown skills lists no dated roles professional candidate'.split(
    ' ',
  ),
);

/**
 * Invented-fact candidates: the capitalised words and numbers of a generated text that its input
 * does not contain (the engine's own template words and the input's skills aside). The built-in
 * engine must produce none; `npm run eval:ai` counts them over the evaluation set.
 */
export function ungroundedTokens(output: string, input: string): string[] {
  const inputLower = input.toLowerCase();
  const known = new Set(
    skillMatcher()
      .find(input)
      .flatMap((s) => s.name.toLowerCase().split(/[\s/]+/)),
  );
  const tokens = output.match(/[A-Za-z][A-Za-z.+#-]*[A-Za-z+#]|\d[\d,.]*\d|\d/g) ?? [];
  return tokens.filter((t) => {
    const lower = t.toLowerCase();
    if (TEMPLATE_WORDS.has(lower) || known.has(lower)) return false;
    if (/^\d/.test(t)) return !input.includes(t);
    if (t[0] === t[0].toLowerCase()) return false; // ordinary lower-case words carry no facts on their own
    return !inputLower.includes(lower);
  });
}
