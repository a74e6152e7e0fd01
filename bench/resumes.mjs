// Resume upload and export: upload-to-parsed latency of the two-page PDF fixture (POST
// /api/upload-resume answers once the file is checked, its text extracted, parsed on the `ai` queue
// and stored), then PDF export p50/p95 per template for the parsed resume, and the ATS self-check.
// Usage: npm run bench:resumes [-- --uploads 20 --exports 40 --url http://127.0.0.1:3000]
// Uploads stay under the AI rate limit (30 a minute per member); each resume is deleted after.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { onInterrupt, openTarget, ROOT, signIn } from './lib/app.mjs';

const { values: args } = parseArgs({
  options: { uploads: { type: 'string', default: '20' }, exports: { type: 'string', default: '40' }, url: { type: 'string' }, password: { type: 'string' } },
});
const UPLOADS = Math.min(25, Number(args.uploads));
const EXPORTS = Number(args.exports);
const TEMPLATES = ['modern', 'classic', 'creative', 'minimal'];
const FIXTURE = join(ROOT, 'test', 'fixtures', 'resumes', 'two-page.pdf');

const cleanups = [];
const cleanup = async () => {
  while (cleanups.length) await cleanups.pop()().catch((err) => console.error(err));
};
onInterrupt(cleanup);

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const ms = (n) => `${n.toFixed(0)} ms`.padStart(8);

let exitCode = 0;
try {
  const target = await openTarget({ url: args.url, password: args.password });
  cleanups.push(target.stop);
  const cookie = await signIn(target.baseUrl, target.user, target.password);
  const base = target.baseUrl;
  const headers = { cookie, origin: base };
  const pdf = readFileSync(FIXTURE);

  const upload = async () => {
    const form = new FormData();
    form.append('resume', new Blob([pdf], { type: 'application/pdf' }), 'two-page.pdf');
    form.append('reason', 'resumebuilder_upload');
    const started = performance.now();
    const res = await fetch(`${base}/api/upload-resume`, { method: 'POST', body: form, headers });
    const body = await res.json();
    const elapsed = performance.now() - started;
    if (!res.ok) throw new Error(`upload answered ${res.status}: ${JSON.stringify(body)}`);
    return { elapsed, body };
  };
  const remove = (id) => fetch(`${base}/api/resumes/${id}`, { method: 'DELETE', headers }).then((r) => r.arrayBuffer());

  const first = await upload(); // warms the PDF worker, the parser's vocabulary and the queue
  console.log(
    `two-page.pdf (${(pdf.length / 1024).toFixed(1)} KB): ${first.body.experienceCount} jobs, ${first.body.educationCount} schools, ` +
      `${first.body.skillsCount} skills, ${first.body.certificatesCount} certificates, ${first.body.customSectionsCount} elided entries`,
  );
  const keep = first.body.resumeId;
  cleanups.push(() => remove(keep));

  const uploadTimes = [];
  for (let i = 0; i < UPLOADS; i++) {
    const { elapsed, body } = await upload();
    uploadTimes.push(elapsed);
    await remove(body.resumeId);
  }
  uploadTimes.sort((a, b) => a - b);
  console.log(`\n${'upload to parsed'.padEnd(24)} ${'n'.padStart(4)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'max'.padStart(8)}`);
  console.log(`${'two-page PDF'.padEnd(24)} ${String(UPLOADS).padStart(4)} ${ms(quantile(uploadTimes, 0.5))} ${ms(quantile(uploadTimes, 0.95))} ${ms(uploadTimes.at(-1))}`);

  console.log(`\n${'PDF export'.padEnd(24)} ${'n'.padStart(4)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'KB'.padStart(8)}  ATS read-back`);
  for (const template of TEMPLATES) {
    const times = [];
    let size = 0;
    for (let i = 0; i < EXPORTS; i++) {
      const started = performance.now();
      const res = await fetch(`${base}/api/resumes/${keep}/export?format=pdf&template=${template}`, { headers });
      const data = Buffer.from(await res.arrayBuffer());
      times.push(performance.now() - started);
      if (!res.ok || data.subarray(0, 5).toString('latin1') !== '%PDF-') throw new Error(`export ${template} answered ${res.status}`);
      size = data.length;
    }
    times.sort((a, b) => a - b);
    const ats = await fetch(`${base}/api/resumes/${keep}/ats-check`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ template }) }).then((r) => r.json());
    const readBack = ats.lossless ? 'lossless' : `loses ${ats.lost.length}: ${ats.lost.slice(0, 2).join('; ')}`;
    console.log(`${template.padEnd(24)} ${String(EXPORTS).padStart(4)} ${ms(quantile(times, 0.5))} ${ms(quantile(times, 0.95))} ${(size / 1024).toFixed(1).padStart(8)}  ${readBack}`);
  }
} catch (err) {
  console.error(err);
  exitCode = 1;
} finally {
  await cleanup();
}
process.exit(exitCode);
