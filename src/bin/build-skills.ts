/**
 * `npm run build:skills -- [DATA_DIR]`: builds the built-in engine's skills vocabulary from the
 * O*NET 29.2 and ESCO v1.1.1 release files (default `../shared/data`, layout and checksums in its
 * README) into `src/modules/ai/builtin/skills-vocabulary.json.gz`, which is committed: users never
 * need the raw files. Deterministic: the same inputs give the same bytes.
 *
 * Sources and what each gives:
 * - O*NET Technology Skills: software and products by occupation (kind `tool`, category = commodity).
 * - O*NET Tools Used: equipment by occupation (kind `tool`); equipment nearly every job uses
 *   (computers, phones, calculators) is left out, it says nothing about a person.
 * - O*NET Skills and Knowledge (Excel edition): the 35 skill elements (technical ones `hard`,
 *   the others `soft`) and 33 knowledge areas (`hard`), with the occupations rating them important.
 * - ESCO skills: knowledge and skill/competence concepts with their alternative labels (`hard`);
 *   the transversal collection is `soft`, the language collection's languages are `language`;
 *   occupations from the essential occupation-skill relations.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import yauzl from 'yauzl';
import { phraseKey } from '../modules/ai/builtin/skill-keys';
import type { SkillKind, VocabularyFile } from '../modules/ai/builtin/vocabulary';

/** A verb opening this many ESCO competence labels is too general to match on. */
const VERB_LABELS = 25;

/** Run from the project root (npm run build:skills). */
const OUT = resolve('src/modules/ai/builtin/skills-vocabulary.json.gz');

interface Draft {
  name: string;
  kind: SkillKind;
  category: string;
  source: 'onet' | 'esco';
  aliases: Set<string>;
  occupations: Set<number>;
}

/**
 * The columns each release file must carry (the official layouts, shared/data/README.md): a copy
 * with renamed or missing columns stops the build instead of yielding empty names.
 */
const LAYOUT: Record<string, string[]> = {
  'Occupation Data.txt': ['O*NET-SOC Code', 'Title'],
  'Technology Skills.txt': ['O*NET-SOC Code', 'Example', 'Commodity Code', 'Commodity Title', 'Hot Technology', 'In Demand'],
  'Tools Used.txt': ['O*NET-SOC Code', 'Example', 'Commodity Code', 'Commodity Title'],
  'occupations_en.csv': ['conceptUri', 'preferredLabel'],
  'skills_en.csv': ['conceptUri', 'skillType', 'reuseLevel', 'preferredLabel', 'altLabels', 'description'],
  'languageSkillsCollection_en.csv': ['conceptUri', 'skillType'],
  'transversalSkillsCollection_en.csv': ['conceptUri'],
  'occupationSkillRelations.csv': ['occupationUri', 'relationType', 'skillUri'],
};

function checkLayout(file: string, columns: string[]): void {
  const missing = (LAYOUT[basename(file)] ?? []).filter((c) => !columns.includes(c));
  if (missing.length) throw new Error(`${file} lacks the column(s) ${missing.join(', ')} of the official layout`);
}

const tsv = (file: string): Record<string, string>[] => {
  const [head, ...lines] = readFileSync(file, 'utf8').split(/\r?\n/).filter(Boolean);
  const columns = head.split('\t');
  checkLayout(file, columns);
  return lines.map((line) => Object.fromEntries(line.split('\t').map((v, i) => [columns[i], v])));
};

const csv = (file: string): Record<string, string>[] => {
  const rows = parse(readFileSync(file), { columns: true, relax_column_count: true, skip_empty_lines: true }) as Record<string, string>[];
  checkLayout(file, Object.keys(rows[0] ?? {}));
  return rows;
};

/** One sheet of an .xlsx workbook as rows of header → value (shared strings resolved). */
async function xlsx(file: string): Promise<Record<string, string>[]> {
  const parts = await new Promise<Map<string, string>>((done, fail) => {
    const found = new Map<string, string>();
    yauzl.open(file, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return fail(err);
      zip.on('entry', (entry: yauzl.Entry) => {
        if (!/^xl\/(sharedStrings|worksheets\/sheet1)\.xml$/.test(entry.fileName)) return zip.readEntry();
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return fail(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            found.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => done(found));
      zip.readEntry();
    });
  });
  const decode = (s: string) =>
    s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
  const shared = [...(parts.get('xl/sharedStrings.xml') ?? '').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) =>
    decode([...m[1].matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map((t) => t[1]).join('')),
  );
  const rows: string[][] = [];
  for (const row of (parts.get('xl/worksheets/sheet1.xml') ?? '').matchAll(/<row[^>]*>([\s\S]*?)<\/row>/g)) {
    const cells: string[] = [];
    for (const c of row[1].matchAll(/<c r="([A-Z]+)\d+"([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const col = [...c[1]].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
      const value = /<v>([\s\S]*?)<\/v>/.exec(c[3] ?? '')?.[1] ?? /<t[^>]*>([\s\S]*?)<\/t>/.exec(c[3] ?? '')?.[1] ?? '';
      cells[col] = /t="s"/.test(c[2]) ? shared[Number(value)] : decode(value);
    }
    rows.push(cells);
  }
  const [head, ...body] = rows;
  return body.map((cells) => Object.fromEntries(head.map((h, i) => [h, cells[i] ?? ''])));
}

async function main() {
  const dir = resolve(process.argv[2] ?? '../shared/data');
  const onet = (f: string) => join(dir, 'onet', f);
  const esco = (f: string) => join(dir, 'esco', f);
  for (const f of [onet('Technology Skills.txt'), esco('skills_en.csv')]) {
    if (!existsSync(f)) throw new Error(`${f} not found: pass the folder holding onet/ and esco/ (see ../shared/data/README.md)`);
  }

  const occupations: [string, string][] = [];
  const occupationIndex = new Map<string, number>();
  const addOccupation = (code: string, title: string) => {
    if (!occupationIndex.has(code)) {
      occupationIndex.set(code, occupations.length);
      occupations.push([code, title]);
    }
    return occupationIndex.get(code)!;
  };
  for (const row of tsv(onet('Occupation Data.txt'))) addOccupation(row['O*NET-SOC Code'], row.Title);
  const escoOccupations = csv(esco('occupations_en.csv'));
  for (const row of escoOccupations) addOccupation(row.conceptUri.replace(/^.*\/occupation\//, 'esco:'), row.preferredLabel);

  const drafts = new Map<string, Draft>();
  /**
   * Entries merge by the key of their name: O*NET's `Python` and ESCO's `Python (computer programming)`
   * are one. A language never merges with anything else: `Polish` is not O*NET's `polishers`.
   */
  const byKey = new Map<string, Draft>();
  const entry = (id: string, name: string, kind: SkillKind, category: string, source: Draft['source']): Draft => {
    const key = `${kind === 'language' ? 'language:' : ''}${phraseKey(name)}`;
    let draft = drafts.get(id) ?? byKey.get(key);
    if (!draft) {
      draft = { name, kind, category, source, aliases: new Set(), occupations: new Set() };
      byKey.set(key, draft);
    }
    drafts.set(id, draft);
    return draft;
  };

  // O*NET Technology Skills: one entry per product name.
  const tech = tsv(onet('Technology Skills.txt'));
  for (const row of tech) {
    // `MEDITECH software` is written `MEDITECH`, and that is its name; `Spreadsheet software` stays.
    const bare = row.Example.replace(/\s+software$/i, '');
    const named = bare !== row.Example && /[A-Z]/.test(bare.slice(1));
    const d = entry(`tech:${row.Example}`, named ? bare : row.Example, 'tool', row['Commodity Title'], 'onet');
    d.occupations.add(occupationIndex.get(row['O*NET-SOC Code'])!);
    if (named) d.aliases.add(row.Example);
  }

  // O*NET Tools Used: equipment, less what most occupations use.
  const tools = tsv(onet('Tools Used.txt'));
  const toolOccupations = new Map<string, Set<string>>();
  for (const row of tools) {
    if (!toolOccupations.has(row.Example)) toolOccupations.set(row.Example, new Set());
    toolOccupations.get(row.Example)!.add(row['O*NET-SOC Code']);
  }
  const everyday = Math.ceil(occupationIndex.size * 0.08);
  for (const row of tools) {
    if (toolOccupations.get(row.Example)!.size > everyday) continue;
    // Equipment names are sentence case (`Pallet jacks`): common nouns, not names.
    const noun = /^[A-Z][a-z]+(\s|$)/.test(row.Example) ? row.Example[0].toLowerCase() + row.Example.slice(1) : row.Example;
    const d = entry(`tool:${row.Example}`, noun, 'tool', row['Commodity Title'], 'onet');
    d.occupations.add(occupationIndex.get(row['O*NET-SOC Code'])!);
  }

  // O*NET Skills and Knowledge: the elements, with the occupations that rate them important (IM ≥ 3.5).
  for (const [file, category] of [
    ['Skills.xlsx', 'Skills'],
    ['Knowledge.xlsx', 'Knowledge'],
  ] as const) {
    if (!existsSync(onet(file))) continue;
    for (const row of await xlsx(onet(file))) {
      const technical = category === 'Knowledge' || row['Element ID'].startsWith('2.B.3');
      const d = entry(`element:${row['Element ID']}`, row['Element Name'], technical ? 'hard' : 'soft', `O*NET ${category}`, 'onet');
      if (row['Scale ID'] === 'IM' && Number(row['Data Value']) >= 3.5) d.occupations.add(occupationIndex.get(row['O*NET-SOC Code'])!);
    }
  }

  // ESCO: languages, transversal (soft) skills, then every other skill and knowledge concept.
  const languageRows = csv(esco('languageSkillsCollection_en.csv'));
  const languages = new Set(languageRows.filter((r) => r.skillType === 'knowledge').map((r) => r.conceptUri));
  const languageSkills = new Set(languageRows.map((r) => r.conceptUri));
  const transversal = new Set(csv(esco('transversalSkillsCollection_en.csv')).map((r) => r.conceptUri));
  const skillRows = csv(esco('skills_en.csv'));
  // ESCO names competences by what one does. Labels opening with a verb that opens many of them
  // (`manage staff`, `operate forklift`, `use software`) say little and read as ordinary prose, so
  // they are left out; a specific verb stays (`reconcile accounts` meets `reconciled accounts` and
  // `account reconciliations` by stems).
  const opening = new Map<string, number>();
  for (const row of skillRows) {
    if (row.skillType !== 'skill/competence') continue;
    const first = row.preferredLabel.split(/\s+/)[0].toLowerCase();
    opening.set(first, (opening.get(first) ?? 0) + 1);
  }
  const verbs = new Set([...opening].filter(([, n]) => n >= VERB_LABELS).map(([w]) => w));
  const escoDraft = new Map<string, Draft>();
  for (const row of skillRows) {
    if (languageSkills.has(row.conceptUri) && !languages.has(row.conceptUri)) continue; // `write Hungarian`: the language is enough
    const kind: SkillKind = languages.has(row.conceptUri)
      ? 'language'
      : transversal.has(row.conceptUri) || row.reuseLevel === 'transversal'
        ? 'soft'
        : 'hard';
    const category = kind === 'language' ? 'Languages' : row.skillType === 'knowledge' ? 'ESCO knowledge' : 'ESCO skills';
    const labels = [row.preferredLabel, ...row.altLabels.split('\n')]
      .map((l) => l.trim())
      // Labels that are sentences (`ability to comprehend…`) or long descriptions never appear as written.
      .filter((l) => l && l.split(/\s+/).length <= 6 && !/^(ability|able|competent) (to|in)\b/i.test(l))
      .filter((l) => kind !== 'language' || l.split(/\s+/).length <= 2)
      .filter((l) => row.skillType !== 'skill/competence' || !verbs.has(l.split(/\s+/)[0].toLowerCase()))
      // A verb and its article (`programme the event`, `plan a route`) read, by stems and without the
      // article, as a noun phrase of another sense: `program events`, `plan routes` in a sentence.
      .filter((l) => row.skillType !== 'skill/competence' || !/^\S+ (?:the|a|an)\s/i.test(l));
    if (!labels.length) continue;
    // A concept named in lowercase (`procurement of ICT network equipment`: `Avaya`, `NEC`) lists makers
    // and products among its other labels (`computer programming`: `AngularJS`, `blockchain consensus
    // mechanisms`: `POS`): examples of it, not its names. A capitalised one-word label stays only when
    // it shares a word with the name or is an acronym starting as the name does (`building
    // automation`: `BMS`; `desktop publishing`: `DTP`).
    if (/^[a-z]/.test(labels[0])) {
      const words = phraseKey(labels[0]).split(' ');
      const isAcronym = (label: string) => /^[A-Z][A-Za-z0-9&/-]{1,7}$/.test(label) && /[A-Z].*[A-Z]/.test(label) && label[0].toLowerCase() === labels[0][0];
      for (let i = labels.length - 1; i > 0; i--) {
        const l = labels[i];
        if (/^[A-Z]\S*$/.test(l) && !phraseKey(l).split(' ').some((w) => words.includes(w)) && !isAcronym(l)) labels.splice(i, 1);
      }
    }
    // `Python (computer programming)`: the qualifier is ESCO's, people write `Python`.
    const plain = labels[0].replace(/\s*\([^)]*\)\s*$/, '').trim() || labels[0];
    const d = entry(`esco:${row.conceptUri}`, plain, kind, category, 'esco');
    escoDraft.set(row.conceptUri, d);
    for (const label of labels) d.aliases.add(label);
  }
  const escoOccupation = new Map(escoOccupations.map((r) => [r.conceptUri, occupationIndex.get(r.conceptUri.replace(/^.*\/occupation\//, 'esco:'))]));
  for (const rel of csv(esco('occupationSkillRelations.csv'))) {
    if (rel.relationType !== 'essential') continue;
    const occ = escoOccupation.get(rel.occupationUri);
    const d = escoDraft.get(rel.skillUri);
    if (occ !== undefined && d) d.occupations.add(occ);
  }

  // Ordinary English words, from the prose of ESCO's descriptions: a product named by one of them
  // (`Word`, `Sage`, `Relativity`) counts only when written as its name is.
  const prose = new Map<string, number>();
  for (const row of [...skillRows, ...escoOccupations]) {
    for (const w of `${row.description} ${row.definition ?? ''}`.match(/\b[a-z][a-z'-]+\b/g) ?? []) prose.set(w, (prose.get(w) ?? 0) + 1);
  }
  const isCommon = (word: string) => (prose.get(word.toLowerCase()) ?? 0) >= 3;
  const common = new Set<string>();

  // One entry per draft, aliases without the name itself or repeats of the same key.
  const unique = [...new Set(drafts.values())].sort((a, b) => a.name.localeCompare(b.name, 'en') || a.kind.localeCompare(b.kind));
  const skills: VocabularyFile['skills'] = unique.map((d) => {
    const keys = new Set([phraseKey(d.name)]);
    const aliases: string[] = [];
    for (const a of [...d.aliases].sort()) {
      const key = phraseKey(a);
      if (!key || keys.has(key)) continue;
      keys.add(key);
      aliases.push(a);
    }
    const mark = (phrase: string) => {
      if (/\s/.test(phrase.trim()) || !isCommon(phrase)) return phrase;
      common.add(phrase.toLowerCase());
      return /[A-Z]/.test(phrase) ? `!${phrase}` : phrase;
    };
    const name = mark(d.name);
    return [name.replace(/^!/, ''), d.kind, d.category, [...(name.startsWith('!') ? [name] : []), ...aliases.map(mark)], [...d.occupations].sort((x, y) => x - y)];
  });

  const inputs = [
    'onet/Technology Skills.txt',
    'onet/Tools Used.txt',
    'onet/Occupation Data.txt',
    'onet/Skills.xlsx',
    'onet/Knowledge.xlsx',
    'esco/skills_en.csv',
    'esco/occupations_en.csv',
    'esco/occupationSkillRelations.csv',
    'esco/languageSkillsCollection_en.csv',
    'esco/transversalSkillsCollection_en.csv',
  ].map((f) => ({ file: f, md5: existsSync(join(dir, f)) ? createHash('md5').update(readFileSync(join(dir, f))).digest('hex') : null }));
  const file: VocabularyFile = {
    sources: {
      onet: 'O*NET 29.2 Database (February 2025), USDOL/ETA, CC BY 4.0; modified by Waypoint',
      esco: 'ESCO classification v1.1.1, European Commission; not an official ESCO product',
      inputs,
    },
    occupations,
    common: [...common].sort(),
    skills,
  };
  const gz = gzipSync(JSON.stringify(file), { level: 9 });
  writeFileSync(OUT, gz);
  const counts = skills.reduce<Record<string, number>>((n, s) => ({ ...n, [s[1]]: (n[s[1]] ?? 0) + 1 }), {});
  console.log(
    `${skills.length} skills (${Object.entries(counts)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}), ${skills.reduce((n, s) => n + s[3].length, 0)} aliases, ${occupations.length} occupations → ${OUT} (${(gz.length / 1024).toFixed(0)} KiB)`,
  );
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
