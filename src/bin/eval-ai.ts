/**
 * npm run eval:ai — scores the built-in engine on the evaluation set (test/fixtures/eval): skills
 * (hard skills and tools) and experience entries per occupation and overall, posting skills, and
 * invented-fact candidates in summaries and cover letters. Targets: skills F1 ≥ 0.85 with
 * precision ≥ 0.85, experience F1 ≥ 0.9, zero invented facts.
 *
 * npm run eval:ai -- --predict DIR OUT.json [--postings] writes what the engine extracts from every
 * .txt, .pdf and .docx file of DIR, keyed by file name, so any annotated set can be scored.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { docxText } from '../modules/documents/docx-text';
import { pdfText } from '../modules/documents/pdf-text';
import { extractPosting, extractResume } from '../modules/ai/builtin/extract';
import { documentFiles, evaluate, isPostingsFolder } from '../modules/ai/eval/evaluate';
import { type Counts, prf } from '../modules/ai/eval/score';

// From dist/src/bin (npm run eval:ai) or src/bin (ts-node): the folder holding package.json.
const ROOT = [join(__dirname, '..', '..', '..'), join(__dirname, '..', '..')].find((d) => existsSync(join(d, 'package.json'))) ?? process.cwd();

async function textOf(path: string): Promise<string> {
  const data = readFileSync(path);
  if (/\.pdf$/i.test(path)) return pdfText(data);
  if (/\.docx$/i.test(path)) return docxText(data);
  return data.toString('utf8');
}

async function predict(dir: string, out: string, postings: boolean): Promise<void> {
  const result: Record<string, unknown> = {};
  for (const file of documentFiles(dir)) {
    try {
      const text = await textOf(join(dir, file));
      result[file] = postings ? extractPosting(text) : extractResume(text);
    } catch (err) {
      result[file] = { error: (err as Error).message };
    }
  }
  writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`${Object.keys(result).length} files → ${out}`);
}

const pct = (n: number) => n.toFixed(2).padStart(5);
const row = (label: string, c: Counts) => {
  const { precision, recall, f1 } = prf(c);
  return `${label.padEnd(26)} P ${pct(precision)}  R ${pct(recall)}  F1 ${pct(f1)}  (tp ${c.tp}, fp ${c.fp}, fn ${c.fn})`;
};

function report(verbose: boolean): boolean {
  const started = performance.now();
  const evaluation = evaluate(join(ROOT, 'test', 'fixtures', 'eval'));
  const ms = performance.now() - started;
  const { overall } = evaluation;
  console.log(`Evaluation set: ${overall.resumes} resumes, ${overall.postings} postings, ${evaluation.byOccupation.size} occupations (${ms.toFixed(0)} ms)\n`);
  for (const [occupation, s] of [...evaluation.byOccupation].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(occupation);
    console.log(`  ${row('skills (hard and tools)', s.skills)}`);
    console.log(`  ${row('experience entries', s.experience)}`);
    if (s.postings) console.log(`  ${row('posting: required', s.required)}`);
  }
  console.log('\noverall');
  for (const [label, c] of [
    ['skills (hard and tools)', overall.skills],
    ['experience entries', overall.experience],
    ['posting: required', overall.required],
    ['posting: nice to have', overall.niceToHave],
  ] as const) {
    console.log(`  ${row(label, c)}`);
  }
  const inventedCount = evaluation.invented.reduce((n, i) => n + i.tokens.length, 0);
  console.log(`\ninvented-fact candidates in summaries and cover letters: ${inventedCount}`);
  for (const i of evaluation.invented) console.log(`  ${i.file} (${i.task}): ${i.tokens.join(', ')}`);
  if (verbose) {
    console.log('\nper file (missed / extra)');
    for (const d of evaluation.details) {
      if (d.missed.length || d.extra.length) console.log(`  ${d.file} ${d.kind}: missed [${d.missed.join('; ')}] extra [${d.extra.join('; ')}]`);
    }
  }
  const skills = prf(overall.skills);
  const experience = prf(overall.experience);
  const targets: [string, string, boolean][] = [
    ['skills F1 ≥ 0.85', pct(skills.f1), skills.f1 >= 0.85],
    ['skills precision ≥ 0.85', pct(skills.precision), skills.precision >= 0.85],
    ['experience entries F1 ≥ 0.90', pct(experience.f1), experience.f1 >= 0.9],
    ['invented facts = 0', String(inventedCount), inventedCount === 0],
  ];
  console.log('\ntarget                          measured  result');
  for (const [name, measured, ok] of targets) console.log(`${name.padEnd(32)} ${measured.padStart(8)}  ${ok ? 'PASS' : 'FAIL'}`);
  return targets.every(([, , ok]) => ok);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const at = args.indexOf('--predict');
  if (at >= 0) {
    const [dir, out] = [args[at + 1], args[at + 2]];
    if (!dir || !out) throw new Error('usage: npm run eval:ai -- --predict DIR OUT.json [--postings]');
    await predict(dir, out, args.includes('--postings') || isPostingsFolder(dir));
    return;
  }
  process.exitCode = report(args.includes('--verbose')) ? 0 : 1;
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(2);
});
