import { skillMatcher } from './skills';
import { isEnglishWord, linesAt, type NamedSpan, type TaggedWord, taggedWords } from './text';

/**
 * Skills the vocabulary does not name, read the way a recruiter reads them: a technique is a noun
 * phrase whose last word names an activity of a trade (`periodontal charting`, `insulation
 * resistance testing`, `recipe costing`, `water distribution modelling`, `renal dosing`). O*NET and
 * ESCO name occupations' skills in general words (`perform dental procedures`); people write the
 * specific technique, so a vocabulary alone misses most of them in any trade it was not tuned on.
 *
 * A phrase is two to four words inside one clause: modifiers (nouns, adjectives, acronyms) and an
 * activity head from ACTIVITY_HEADS. Left out: phrases led by a verb or a time word (`weekly
 * reporting` is a routine, `managed testing` a sentence), by a determiner or number, and anything
 * the caller already found by the vocabulary (the vocabulary's canonical name wins).
 */

/** The last word of a technique: nominalised activities of a trade, with their plurals. */
const ACTIVITY_HEADS = new Set(
  [
    'testing', 'planning', 'management', 'analysis', 'analyses', 'assessment', 'assessments', 'screening', 'screenings',
    'monitoring', 'modeling', 'modelling', 'design', 'control', 'verification', 'reconciliation', 'reconciliations',
    'administration', 'installation', 'installations', 'maintenance', 'inspection', 'inspections', 'troubleshooting',
    'charting', 'dosing', 'costing', 'forecasting', 'budgeting', 'auditing', 'counseling', 'counselling', 'therapy',
    'instruction', 'programming', 'documentation', 'estimating', 'calibration', 'fabrication', 'welding', 'butchery',
    'coding', 'billing', 'triage', 'sequencing', 'imaging', 'interpretation', 'classification', 'preparation',
    'evaluation', 'evaluations', 'prospecting', 'selling', 'onboarding', 'offboarding', 'recruiting', 'sourcing',
    'underwriting', 'bookkeeping', 'sterilization', 'sterilisation', 'provisioning', 'stewardship', 'supervision',
    'labeling', 'labelling', 'compounding', 'reconstruction', 'remediation', 'mapping', 'surveying', 'drafting',
    'machining', 'plumbing', 'wiring', 'diagnostics', 'auscultation', 'phlebotomy', 'intubation', 'resuscitation',
    'debridement', 'mentoring', 'tutoring', 'grading', 'scheduling', 'dispatching', 'routing', 'picking', 'packing',
    'receiving', 'expediting', 'merchandising', 'negotiation', 'negotiations', 'investigations', 'investigation',
    'optimization', 'optimisation', 'automation', 'integration', 'migration', 'migrations', 'orchestration',
    'containerization', 'virtualization', 'segmentation', 'attribution', 'tracking', 'profiling', 'benchmarking',
    'rigging', 'framing', 'finishing', 'brazing', 'soldering', 'grinding', 'turning', 'milling', 'casting', 'molding',
    'moulding', 'estimation', 'takeoffs', 'takeoff', 'surveys', 'mitigation', 'abatement', 'conservation',
    'rehabilitation', 'ventilation', 'suctioning', 'catheterization', 'immunization', 'immunizations', 'vaccination',
    'vaccinations', 'transcription', 'translation', 'localization', 'copywriting', 'editing', 'proofreading',
    'illustration', 'animation', 'retouching', 'typography', 'prototyping', 'wireframing', 'facilitation',
    'mediation', 'arbitration', 'litigation', 'filing', 'filings', 'discovery', 'enrollment', 'intake',
    'restoration', 'refinishing', 'detailing', 'alignment', 'alignments', 'balancing', 'diagnosis', 'repair', 'repairs',
    'replacement', 'overhaul', 'overhauls', 'commissioning', 'decommissioning', 'startup', 'reporting',
    'detection', 'handling', 'processing', 'collection', 'delineation', 'entry',
    'removal', 'removals', 'pruning', 'cabling', 'bracing', 'transcoding', 'grouping', 'avoidance', 'briefing',
    'briefings', 'presentations', 'measurement', 'measurements', 'calculation', 'calculations', 'cleaning',
    'disinfection', 'sanitation', 'loading', 'staging', 'deployment', 'deployments', 'configuration', 'tuning',
    'mixing', 'logging', 'sampling', 'titration', 'extraction', 'purification', 'validation', 'qualification',
    'delivery', 'collections', 'transfers', 'injection', 'injections', 'fertilization', 'treatments',
    'reading', 'writing', 'cutting', 'bending', 'placement', 'layout', 'gouging', 'implementation', 'implementations',
    'conversion', 'conversions', 'interviewing', 'counts', 'counting', 'demos', 'piping', 'schematics', 'offsets',
  ].map((w) => w.toLowerCase()),
);

/** Words that never start or sit inside a technique: time, amount, judgement, grammar. */
const NOT_MODIFIER = new Set(
  [
    'a', 'an', 'the', 'this', 'that', 'these', 'those', 'our', 'my', 'their', 'his', 'her', 'its', 'your', 'all', 'any',
    'each', 'every', 'some', 'many', 'more', 'most', 'other', 'such', 'own', 'same', 'new', 'daily', 'weekly', 'monthly',
    'quarterly', 'annual', 'yearly', 'nightly', 'hourly', 'regular', 'routine', 'ongoing', 'overall', 'general', 'key',
    'multiple', 'various', 'several', 'numerous', 'successful', 'strong', 'excellent', 'effective', 'efficient',
    'accurate', 'timely', 'proper', 'full', 'complete', 'basic', 'advanced', 'solid', 'proven', 'hands', 'on', 'end',
    'day', 'team', 'company', 'department', 'client', 'customer', 'staff', 'and', 'or', 'of', 'for', 'in', 'to', 'with',
    'by', 'at', 'as', 'from', 'into', 'per', 'via', 'across', 'including', 'plus', 'not', 'no', 'both', 'than', 'then',
    'when', 'while', 'who', 'which', 'what', 'where', 'how', 'i', 'we', 'you', 'they', 'it', 'be', 'is', 'are', 'was',
    'were', 'been', 'has', 'have', 'had', 'do', 'does', 'did', 'can', 'will', 'would', 'should', 'may', 'must', 'also',
    'just', 'only', 'very', 'well', 'up', 'out', 'over', 'under', 'after', 'before', 'during', 'about', 'year', 'years',
    'month', 'months', 'week', 'weeks', 'time', 'first', 'last', 'next', 'top', 'high', 'low', 'large', 'small',
    'major', 'minor', 'initial', 'final', 'internal', 'external', 'senior', 'junior', 'lead', 'related', 'based',
    'responsible', 'support', 'project', 'projects', 'process', 'processes', 'work', 'job', 'jobs', 'role', 'roles',
    'system', 'systems', 'program', 'programs', 'service', 'services', 'site', 'sites', 'store', 'stores', 'unit',
    'units', 'office', 'field', 'shift', 'shifts', 'level', 'levels', 'total', 'critical', 'essential', 'complex',
    'detailed', 'thorough', 'comprehensive', 'independent', 'collaborative', 'direct', 'quick', 'fast', 'rapid',
    'continuous', 'constant', 'state', 'federal', 'local', 'national', 'person', 'remote', 'onsite', 'current', 'future',
    'common', 'clear', 'poor', 'good', 'better', 'best', 'tighter', 'faster', 'easier', 'smoother', 'simple', 'simpler', 'tricky',
  ].map((w) => w.toLowerCase()),
);

/** A modifier of a technique: a noun, a name or an adjective that says which (`renal`, `HTS`, `recipe`). */
const modifier = (w: TaggedWord): boolean =>
  (w.pos === 'NOUN' || w.pos === 'PROPN' || w.pos === 'ADJ') &&
  !NOT_MODIFIER.has(w.text.toLowerCase()) &&
  /^[A-Za-z][A-Za-z0-9'’+#.&]*$/.test(w.text) &&
  // Adverbs (`manually`) and gerunds (`building forecasting models`) lead clauses, not techniques;
  // a judgement (`careful migration`, `thoughtful design`) says how well, not which.
  !/[a-z](ly|ing|ful)$/.test(w.text);

/** A capitalised verb in the past tense: `Reconciled` (reconcile), `Logged` (log); not `Watershed`. */
const pastTense = (word: string): boolean => {
  const m = /^(\p{Lu}\p{Ll}+?)(e?)d$/u.exec(word);
  if (!m) return false;
  const base = m[1].toLowerCase();
  return [base + m[2], base, base.replace(/(.)\1$/, '$1')].some((w) => w.length > 2 && isEnglishWord(w));
};

/**
 * Techniques in `text` by their shape (see the file's comment): one to three modifiers and an
 * activity head, words of one clause (parts of speech by wink-nlp). Offsets let the caller drop
 * what a vocabulary match already covers.
 */
export function techniquePhrases(text: string): NamedSpan[] {
  const spans: NamedSpan[] = [];
  for (const { line, offset } of linesAt(text)) {
    const words = taggedWords(line);
    for (let i = 1; i < words.length; i++) {
      const head = words[i];
      if (!ACTIVITY_HEADS.has(head.text.toLowerCase())) continue;
      // The head may not lead on into a longer noun phrase: `testing tools`, `design team`.
      const next = words[i + 1];
      if (next && /^\s+$/.test(line.slice(head.end, next.start)) && (next.pos === 'NOUN' || next.pos === 'PROPN') && !ACTIVITY_HEADS.has(next.text.toLowerCase())) continue;
      // Nor take an object, as a verb does: `a transfer student receiving a 3.7 grade-point average`
      // (`ATM balancing every day` says when, not what).
      // A gerund before a name takes it as its object too: `experience writing Go services`.
      if (next && /^\s+$/.test(line.slice(head.end, next.start)) && (next.pos === 'NUM' || /^(?:a|an|the|this|that|these|those|his|her|their|its|my|our|your)$/i.test(next.text) || (/ing$/.test(head.text) && /^\p{Lu}/u.test(next.text)))) continue;
      let first = i;
      while (first > 0 && i - first < 3 && /^\s+$/.test(line.slice(words[first - 1].end, words[first].start)) && modifier(words[first - 1])) first--;
      // A word hyphenated to the one before it (`in-person`, `AUC-guided`) is half a compound: not a modifier alone.
      while (first < i && first > 0 && line.slice(words[first - 1].end, words[first].start) === '' && words[first - 1].text === '-') first++;
      // A sentence's first word in the past tense is its verb: `Reconciled cycle counts`, `Automated invoice matching`.
      if (first < i && pastTense(words[first].text) && /^\s*(?:[-•*●▪◦‣>]\s*)?$|[.!?;:]\s+$/u.test(line.slice(0, words[first].start))) first++;
      if (first === i) continue;
      const start = words[first].start;
      spans.push({ name: line.slice(start, head.end).replace(/\s+/g, ' '), start: offset + start, end: offset + head.end });
    }
  }
  return spans;
}

/**
 * A short noun phrase: it names a thing (a noun or a name) and holds no verb, pronoun or determiner
 * written in lowercase, and no preposition but `of` (`sphere of influence`) or one glued by a hyphen
 * (`as-builts`). `take data on IEP goals` and `reproduce bugs` are clauses.
 */
export function isNounPhrase(item: string, maxWords = 4): boolean {
  const words = taggedWords(item);
  if (!words.length || words.filter((w) => /\w/.test(w.text)).length > maxWords) return false;
  // One word may be an activity (`cabling`) or a name the tagger reads as an adjective (`trichrome`).
  if (words.length === 1) return ['NOUN', 'PROPN', 'ADJ'].includes(words[0].pos) || (words[0].pos === 'VERB' && /[a-z]{3}ing$/.test(words[0].text));
  return (
    words.some((w) => w.pos === 'NOUN' || w.pos === 'PROPN') &&
    !words.some((w, i) => {
      if (/^[A-Z]/.test(w.text)) return false;
      if (['VERB', 'PRON', 'AUX', 'DET'].includes(w.pos)) return true;
      return w.pos === 'ADP' && w.text.toLowerCase() !== 'of' && words[i + 1]?.text !== '-';
    })
  );
}

/** What a requirement asks for after its cue: `experience with`, `knowledge of`, `proficiency in`… */
const CUE_BEFORE =
  /\b(?:(?:hands-on |working |solid |strong |deep |proven )?(?:experience|expertise|familiarity|knowledge|understanding|fluency|competence|competency)\s+(?:with|of|using|in using)|(?:proficiency|proficient|skilled|expertise|certified|certification|trained|training)\s+(?:in|with|on)|familiar with|comfortable (?:with|using|on)|ability to use)\s+(?:an?\s+|the\s+)?/gi;
/** What names the kind of thing asked for after the thing: `negotiation skills`, `HTS classification experience`. */
const CUE_AFTER = /\s+(?:skills?|experience|proficiency|knowledge|expertise|certification|certificate|background)\b/gi;
/** Words that say what kind of thing an item is rather than which: `CMMS or EAM software` asks for CMMS and EAM. */
const GENERIC_TAIL = /\s+(?:software|systems?|tools?|platforms?|applications?|programs?|suites?|environments?|concepts|principles|skills?|experience|knowledge|technologies)$/i;
const LEADING_JUDGEMENT =
  /^(?:(?:strong|solid|excellent|good|basic|advanced|working|proven|deep|hands-on|demonstrated|some|any|an?|the|similar|equivalent|comparable|related|relevant|other|modern|common|major|[a-z]+ly)\s+)+/i;
/** Traits asked for as `… skills`: soft skills, not a trade's. */
const TRAIT =
  /^(?:organi[sz]ational|communication|interpersonal|analytical|leadership|problem[- ]solving|time[- ]management|written|verbal|writing|presentation|people|teamwork|multitasking|customer[- ]service|listening|critical[- ]thinking|decision[- ]making|social|soft|computer|technical|math|reading)$/i;

/**
 * The items a requirement line names after a cue (`Working knowledge of Incoterms (FOB, EXW, DDP)`,
 * `Experience with an ERP or TMS`) or before one (`Strong negotiation skills`, `HTS classification
 * experience`), each a short noun phrase as written. The caller keeps what is not a soft skill.
 */
export function cuedItems(line: string): string[] {
  const items: string[] = [];
  for (const m of line.matchAll(CUE_BEFORE)) {
    const rest = line.slice(m.index + m[0].length);
    // The list runs to the end of the clause: a full stop, a semicolon or colon, or a word that starts
    // another thought, outside parentheses (`an ERP or TMS (SAP S/4HANA experience is a plus)`).
    const masked = rest.replace(/\([^)]*\)/g, (g) => '\u0000'.repeat(g.length));
    const end = /[.;:!?]|\s(?:to|for|that|which|who|where|when|so|across|within|at|on|in a|is|are|a plus|preferred|required)\s/i.exec(masked)?.index ?? rest.length;
    // Examples extend the list: `lighting control systems such as nLight or Lutron`.
    const examples = /\s(?:such as|including|like|e\.g\.,?)\s/i.exec(masked.slice(0, end));
    const list = rest.slice(0, end).replace(/\(([^)]*)\)/g, (g, inner: string) => (inner.split(/\s+/).length > 4 ? ' ' : g));
    items.push(...listItems(examples ? `${list.slice(0, examples.index)}, ${list.slice(examples.index + examples[0].length)}` : list));
  }
  for (const m of line.matchAll(CUE_AFTER)) {
    const words = taggedWords(line.slice(0, m.index));
    let first = words.length;
    while (first > 0 && words.length - first < 3 && modifier(words[first - 1])) first--;
    // A compound's first half comes with it: `full-cycle payroll`, not `cycle payroll`.
    const glued = (a: number, b: number) => line.slice(words[a].end, words[b].start) === '';
    while (first > 1 && first < words.length && words[first - 1].text === '-' && glued(first - 1, first) && glued(first - 2, first - 1)) first -= 2;
    // Only where the phrase opens the line or follows a judgement (`Strong …`), a conjunction or `years of`: `closing experience in B2B SaaS` is not a skill.
    if (first === words.length) continue;
    const before = words[first - 1];
    // `3+ years of full-cycle payroll experience` too.
    if (before && !/^(strong|solid|excellent|good|proven|demonstrated|deep|advanced|basic|working|and|or|with|of|,|-|•|\*)$/i.test(before.text)) continue;
    const phrase = line.slice(words[first].start, words[words.length - 1].end);
    // A credential's own name ends in its capitalised kind: `Fear Free Certification` is that certificate, not a skill `Fear Free`.
    // A product the vocabulary knows is the skill certified (`Revit Certification` asks for Revit).
    const kind = /^\s+(Certification|Certificate)\b/.exec(m[0])?.[1];
    if (kind && /^(?:\p{Lu}[\p{L}\d&'’-]*\s+)*\p{Lu}[\p{L}\d&'’-]*$/u.test(phrase) && !skillMatcher().lookup(phrase)) items.push(`${phrase} ${kind}`);
    else items.push(...listItems(phrase, true));
  }
  return [...new Set(items.map((i) => i.trim()).filter(Boolean))];
}

/** The items of a short list: `Incoterms (FOB, EXW, DDP)` is four, `an ERP or TMS` two. */
function listItems(list: string, plainWord = false): string[] {
  const out: string[] = [];
  const groups = [...list.matchAll(/\(([^)]*)\)/g)].map((g) => g[1]);
  const outside = list.replace(/\([^)]*\)/g, ' ');
  for (const piece of [...outside.split(/,|\s+(?:or|and|and\/or|&)\s+|\s+\/\s+/i), ...groups.flatMap((g) => g.split(/,|\s+(?:or|and)\s+/i))]) {
    let item = piece.replace(/\s+/g, ' ').trim().replace(LEADING_JUDGEMENT, '').trim();
    // `CMMS or EAM software` asks for CMMS and EAM; `lighting control systems` is the thing itself.
    const named = item.replace(GENERIC_TAIL, '');
    if (/[A-Z]/.test(named)) item = named.trim();
    const count = item.split(' ').filter(Boolean).length;
    if (!item || count > 4 || /^\d|^(e\.g|i\.e|etc)\b/i.test(item) || TRAIT.test(item)) continue;
    // One word is a name (`Incoterms`, `FOB`), not a quality (`equivalent`, `Professional`).
    // (Before its cue a plain word is the thing asked for: `Strong negotiation skills`.)
    if (count === 1 && !plainWord && !/^[A-Z]|\d|[a-z][A-Z]/.test(item)) continue;
    if (count === 1 && /^(professional|advanced|senior|junior|equivalent|similar|other|related|basic|general|english|industry|field|relevant)$/i.test(item)) continue;
    const words = taggedWords(item);
    // A noun phrase: it names a thing (a noun or a name) and holds no verb or pronoun.
    // A participle before a noun says which (`measuring instruments`, `cutting tools`): no verb of its own.
    const modifying = (i: number) => /[a-z]ing$/.test(words[i].text) && ['NOUN', 'PROPN'].includes(words[i + 1]?.pos ?? '');
    if (!words.some((w) => w.pos === 'NOUN' || w.pos === 'PROPN') || words.some((w, i) => ['VERB', 'PRON', 'AUX', 'DET', 'ADP'].includes(w.pos) && !/^[A-Z]/.test(w.text) && !(w.pos === 'VERB' && i > 0 && modifying(i)))) continue;
    out.push(item);
  }
  return out;
}
