import type { CertificateItem, EducationItem, ExperienceItem, ParsedResume, ResumeHeader } from '../ai.types';
import { unflattenColumns } from './columns';
import { DATE, findDates } from './dates';
import { reportedName, type SkillKind, skillMatcher } from './skills';
import { phraseKey } from './skill-keys';
import { isEnglishWord, plainText } from './text';

type SectionKey = 'summary' | 'experience' | 'education' | 'skills' | 'certifications' | 'languages' | 'interests' | 'other';

const HEADINGS: Record<Exclude<SectionKey, 'other'>, string[]> = {
  summary: [
    'summary',
    'professional summary',
    'profile',
    'professional profile',
    'about',
    'about me',
    'objective',
    'career objective',
    'overview',
    'career summary',
    'personal statement',
  ],
  experience: [
    'experience',
    'work',
    'work experience',
    'professional experience',
    'employment',
    'employment history',
    'work history',
    'career history',
    'relevant experience',
    'experience highlights',
    'internship',
    'internships',
    'internship experience',
    // Academic and military CVs.
    'academic appointments',
    'appointments',
    'academic positions',
    'research positions',
    'research appointments',
    'positions held',
    'military experience',
    'military service',
    'employment record',
    'professional history',
  ],
  education: [
    'education',
    'academic background',
    'education and training',
    'academic history',
    'education & training',
    'education & certifications',
    'education and certifications',
    'education & credentials',
    // Student résumés in India and elsewhere head their table of schools so.
    'academic details',
    'academic qualification',
    'academic qualifications',
    'educational qualification',
    'educational qualifications',
    'educational details',
    'academic profile',
    'academic record',
    'scholastic record',
    'educational background',
    'education and qualifications',
    'education & qualifications',
    'academic and professional qualifications',
  ],
  skills: [
    'skills',
    'technical skills',
    'core competencies',
    'key skills',
    'skills & tools',
    'skills and tools',
    'technologies',
    'competencies',
    'tech stack',
    'tools',
    'skills & technologies',
    'areas of expertise',
  ],
  certifications: [
    'certifications',
    'certificates',
    'certification',
    'licenses & certifications',
    'licenses and certifications',
    'licences and certifications',
    'courses and certifications',
  ],
  languages: ['languages', 'language skills', 'language', 'spoken languages', 'foreign languages', 'languages spoken'],
  interests: ['interests', 'hobbies', 'personal interests', 'hobbies and interests', 'interests & hobbies', 'references'],
};
/** Headings of sections outside the six: they end the previous section. */
const OTHER_HEADINGS = [
  'projects',
  'personal projects',
  'awards',
  'honors',
  'publications',
  'volunteer',
  'volunteering',
  'volunteer experience',
  'contact',
  'contact information',
  'contact details',
  'activities',
  'leadership',
  'achievements',
  'additional',
  'additional information',
  'miscellaneous',
  'affiliations',
  'professional affiliations',
  'memberships',
  'professional memberships',
  'community involvement',
  'extracurricular activities',
];

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
/** North American and similar (415) 555-0182, or international +31 6 2048 7719 / +44 20 7946 0958. */
const PHONE = /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{2,4}\)|\d{2,4})[\s.-]?\d{3}[\s.-]?\d{3,4}|\+\d{1,3}(?:[\s.-]\(?\d{1,4}\)?){2,5}/;
const URL =
  /\b(?:https?:\/\/)?(?:www\.)?(?:linkedin\.com|github\.com|gitlab\.com|[\w-]+\.(?:dev|io|me|com|org|net|site|page))(?:\/[\w\-./%~]*)?/gi;
/** URL without the global flag, for a plain test (URL itself is for matchAll). */
const ANY_URL = new RegExp(URL.source, 'i');
const LOCATION = /^\p{Lu}[\p{L} .'-]+,\s*\p{Lu}[\p{L} .]+$/u;
/** `•`, `-`, `●`…, a middle dot before a space (`· Served as …`), and Word's `o` sub-bullet before a tab or a capitalised word. */
const BULLET = /^\s*(?:[-•*▪●◦‣■□►▸▶➢➤◆♦✓✔○»›](?![-=_]{2})|[–·](?=\s)|o(?=\t|\s+[A-Z]))\s*/;
/** `----------` or `==========` under a heading: a rule, not content. */
const RULE = /^\s*[-=_~*]{3,}\s*$/;
const PAGE_FOOTER = /^\s*(?:page\s+\d{1,2}(?:\s*(?:of|\/)\s*\d{1,2})?|[-–—]\s*\d{1,2}\s*[-–—])\s*$/i;
const ROLE_WORDS =
  /\b(leader|climber|laborer|labourer|groundsman|groundman|groundskeeper|attendant|purser|reporter|stenographer|captioner|clinician|arborist|landscaper|installer|repairer|fitter|rigger|roofer|painter|mason|framer|ironworker|pipefitter|lineman|lineworker|helper|porter|concierge|baker|butcher|florist|groomer|coach|notary|scheduler|interpreter|translator|investigator|examiner|appraiser|assessor|mediator|curator|archivist|registrar|superintendent|firefighter|ranger|forester|\w+(?:ician|ologist)|(?!(?:bapt|method|advent|ass|ins|cons|res|pers)ist\b|\w*q[uv]ist\b)\w{3,}ist|engineer|developer|manager|designer|analyst|lead|director|consultant|intern|scientist|architect|specialist|coordinator|administrator|officer|head|vp|president|associate|assistant|technician|teacher|nurse|accountant|representative|programmer|owner|founder|co-founder|editor|writer|researcher|instructor|tutor|agent|advisor|strategist|supervisor|clerk|cashier|chef|driver|paralegal|co-op|auditor|bookkeeper|controller|marketer|planner|pharmacist|therapist|counselor|attorney|lawyer|operator|mechanic|electrician|foreman|receptionist|secretary|buyer|recruiter|trainer|educator|professor|lecturer|librarian|photographer|illustrator|artist|producer|partner|principal|fellow|apprentice|volunteer|paraprofessional|aide|technologist|hygienist|practitioner|physician|surgeon|midwife|caregiver|steward|statistician|economist|actuary|chemist|biologist|physicist|mathematician|paramedic|handler|picker|packer|loader|selector|merchandiser|barista|server|bartender|housekeeper|janitor|custodian|guard|dispatcher|estimator|inspector|surveyor|drafter|machinist|welder|carpenter|plumber|tester|cook|worker|generalist|resident|sonographer|dietitian|pilot|courier|stocker|teller|banker|underwriter|processor|stagiaire|commis|counsellor|executive|adjuster|broker|realtor|coder|biller|emt|rn|lpn|cna|host|hostess|nanny|tech|person|chainman|rodman|crewman|deckhand|craftsman|handyman|journeyman|holder|captain|sommelier|landman|cameraman|fisherman|repairman|deliveryman|doorman|salesman|serviceman|\w+(?:writer|editor|keeper|smith|wright|person|grapher))\b/i;
const INSTITUTION_WORDS = /\b(university|college|institute|school|academy|polytechnic|universität|université|bootcamp|colegio|universidad|hochschule|fachschule|lycée|lycee|conservatory|conservatoire|seminary|(?:education|training|learning|career|technical|vocational) cent(?:er|re))\b/i;
// Short forms that are also words or other things (`MD` Maryland, `JD Edwards`, `MFA` sign-in, `mph`, `bed`, `med`) only with their dots.
const DEGREE =
  /\b(ph\.?d\.?|doctorate|pharm\.?\s?d\.?|d\.?n\.?p\.?|ed\.?d\.?|j\.d\.|m\.d\.|m\.p\.h\.|m\.?s\.?w\.?|m\.?s\.?n\.?|m\.f\.a\.|m\.ed\.?|m\.?b\.?a\.?|b\.?b\.?a\.?|b\.?f\.?a\.?|b\.?s\.?n\.?|b\.?s\.?w\.?|b\.ed\.?|a\.?a\.?s\.?|b\.e\.?|h\.?s\.?c\.?|s\.?s\.?l\.?c\.?|b\.?a\.?sc\.?|bmath|b\.?tech\.?|a\.s\.|a\.a\.|d\.p\.t\.|dpt|doctor of (?:physical |nursing |dental |veterinary |occupational )?[a-z]+|master(?:'s)?(?: of (?:applied |fine |business |public |social )?[a-z]+)?|m\.?sc?\.?|m\.?a\.?|m\.?eng\.?|bachelor(?:'s)?(?: of (?:applied |fine |business |general )?[a-z]+)?|b\.?sc?\.?|b\.?a\.?|b\.?eng\.?|b\.?tech|associate(?:'s)? degree|associate of (?:applied )?[a-z]+|a\.o\.s\.|aos|pgdm|pgdba|b\.com|m\.com|bca|mca|m\.?tech\.?|(?:national )?senior (?:school )?certificate|a[- ]levels?|gcses?|matric|national diploma|ontario college (?:advanced |graduate )?(?:diploma|certificate)|diploma|high school diploma|ged|certificate)(?=\s|,|\(|:|$)/i;

const clean = (s: string) =>
  s
    .replace(/\s+/g, ' ')
    .replace(/^[\s,|•·–—:-]+|[\s,|•·–—-]+$/g, '')
    .trim();

/**
 * Headings people write beyond the lists above, by their shape: a qualifier or two before the
 * section's noun (`Core Skills`, `Clinical Experience`, `Licensure & Certifications`). Only for a
 * line that stands alone: `Key skills: Python, SQL` inside a job stays in the job.
 */
const QUALIFIER = String.raw`(?:core|key|technical|professional|clinical|relevant|additional|other|computer|software|digital|specialized|specialised|selected|transferable|teaching|legal|nursing|design|engineering|laboratory|lab|it|hard|industry|functional|research|leadership|management|marketing|related|practical|creative|analytical|business|financial|accounting|security|data|language|tools? (?:and|&)|skills? (?:and|&)|summary of|areas? of|fields? of)`;
const HEADING_SHAPES: [RegExp, SectionKey][] = [
  [new RegExp(String.raw`^(?:${QUALIFIER} ){0,2}(?:skills?|skill set|skills summary|competenc(?:ies|e)|proficienc(?:ies|y)|expertise|strengths|technologies|tools|software|capabilities|methods|techniques|platforms|systems|equipment|applications|instruments)$`), 'skills'],
  [new RegExp(String.raw`^(?:${QUALIFIER} ){1,2}(?:experience|employment|work history)$`), 'experience'],
  // The trade's own word before it: `Aviation Experience`, `Teaching Experience`, `Hospitality Employment`
  // (not what is given unpaid: volunteer and community work have sections of their own).
  [/^(?!(?:volunteer(?:ing)?|community|civic|unpaid|service|mission)\b)[a-z]+ (?:experience|employment|work history)$/, 'experience'],
  [/^(?:(?:professional|academic|formal) )?(?:education|training|qualifications? and education)(?: (?:and|&) (?:training|qualifications?))?$/, 'education'],
  [/^(?:(?:professional|technical|clinical) )?(?:licensure|licen[cs]es?|credentials|certifications?|certificates?|designations|registrations?)(?: (?:and|&) (?:licensure|licen[cs]es?|credentials|certifications?|certificates?|designations|registrations?|training|skills))?$/, 'certifications'],
  // Sections no field takes, as LaTeX and design templates name them (`Honors & Awards`, `Extracurricular Activity`, `Presentation`, `Program Committees`).
  // One word that is also a skill (`Writing`, `Community`, `Speaking`) is no heading: a list may hold it alone on its line.
  // …and student résumés' own: `Projects Done`, `Industrial Visit`, `In-Plant Training`, `Workshops Attended`.
  [/^(?:(?:academic|mini|major|final year|college|personal) )?projects?(?: done| undertaken| completed| handled)?$|^(?:industrial|industry) visits?$|^in-?plant trainings?$|^(?:workshops?|seminars?|trainings?|courses?)(?: (?:and|&) (?:workshops?|seminars?|trainings?|courses?))? (?:attended|completed|undergone)$|^(?:extra|co)[- ]?curricular(?: activit(?:y|ies))?$|^areas? of interests?$/, 'other'],
  [/^(?:(?:selected|key|academic|professional|personal|other|notable) )?(?:honou?rs?|awards?|achievements|recognitions?|extracurricular(?: activit(?:y|ies))?|presentations?|talks|conference talks|invited talks|program committees?|open[- ]source(?: contributions| projects)?|patents?|conferences?|side projects)(?:(?:,| and| &| (?:and|&)) (?:honou?rs?|awards?|achievements|recognitions?|talks|presentations?|publications?|writing|activities|affiliations|grants|scholarships|certifications?|certificates?)){0,3}$/, 'other'],
  [/^(?:summary of qualifications|qualifications summary|highlights of qualifications|(?:career )?highlights|qualifications|professional summary|executive summary|career profile|summary statement)$/, 'summary'],
];

const TRADE_LIST_HEADING = /^(?:[a-z]+ ){1,2}(?:skills|systems|software|tools|platforms|equipment|technologies|instruments|applications)$/;

/**
 * A heading as templates decorate it, bare: `— WORK HISTORY —`, `== Skills ==`, `## Experience`,
 * and spaced out letter by letter, `E X P E R I E N C E` (words apart by two spaces or more).
 */
function undecorated(line: string): string {
  // Marks on both sides, or two or more, or `#`: one mark alone before the words is a bullet (`- OPERATING SYSTEMS`).
  // (moderncv draws a rule of its own before each heading: `---------------- Experience`.)
  const m = /^([—–=*#~_•·|-]{1,40})?\s*(.*?\p{L}:?)\s*([—–=*#~_•·|-]{1,8})?$/u.exec(line.trim());
  const [lead, words, trail] = [m?.[1] ?? '', m?.[2] ?? line.trim(), m?.[3] ?? ''];
  const bare = m && (trail || lead.length >= 2 || lead.startsWith('#')) ? words : line.trim();
  if (!/^\p{L}(?: {1,3}\p{L}){3,}$/u.test(bare) || !/^\p{L} \p{L} /u.test(bare)) return bare;
  return bare
    .split(/ {2,}/)
    .map((word) => word.replace(/ /g, ''))
    .join(' ');
}

function headingOf(line: string, standalone = true): SectionKey | null {
  // A heading is short, however decorated: a long line is read no further.
  if (line.length > 120) return null;
  const t = undecorated(line)
    .replace(/(?<![:\s])[:\s]+$/, '')
    .toLowerCase()
    .replace(/\s+/g, ' ');
  if (!t || t.length > 40) return null;
  for (const [key, names] of Object.entries(HEADINGS)) if (names.includes(t)) return key as SectionKey;
  // A heading in capitals that a Word list swept up with the items above it: `- EDUCATION`.
  const listed = /^\s*[-•●▪]\s*(\p{Lu}[\p{Lu} &]{3,})$/u.exec(line)?.[1].toLowerCase();
  if (listed) for (const [key, names] of Object.entries(HEADINGS)) if (names.includes(listed)) return key as SectionKey;
  if (OTHER_HEADINGS.includes(t)) return 'other';
  if (!standalone || !/^[a-z &,]+$/.test(t)) return null;
  const shaped = HEADING_SHAPES.find(([shape]) => shape.test(t))?.[1];
  if (shaped) return shaped;
  const compound = compoundHeading(undecorated(line).replace(/:$/, ''), t);
  if (compound) return compound;
  // A line in capitals is a heading whatever the trade's word before its noun: `CLAIMS SYSTEMS`, `SHOP EQUIPMENT`.
  return /^[A-Z][A-Z &]+$/.test(undecorated(line).replace(/:$/, '')) && TRADE_LIST_HEADING.test(t) ? 'skills' : null;
}

/** What the last word of a heading's part says the section holds. */
const HEAD_WORDS: [RegExp, SectionKey][] = [
  [/^(?:experience|employment|positions|appointments|history|assignments|engagements)$/, 'experience'],
  [/^(?:education|degrees|studies|schooling)$/, 'education'],
  [/^(?:skills|abilities|competencies|proficiencies|expertise)$/, 'skills'],
  [/^(?:certifications|certificates|licen[cs]es|licensure|credentials)$/, 'certifications'],
  [/^languages$/, 'languages'],
  [/^(?:interests|hobbies)$/, 'interests'],
  [
    // (Words that also end a role's or a unit's name stay out: `Field Service`, `Special Projects`, `Youth Activities`.)
    /^(?:publications|presentations|talks|lectures|grants|fellowships|awards|honou?rs|prizes|distinctions|exhibitions|residencies|memberships|affiliations|committees|conferences|patents|references|scholarships|editorships)$/,
    'other',
  ],
];

const ACADEMIC_OUTPUT =
  /^(?:books|chapters|papers|articles|journals|abstracts|proceedings|posters|reviews|essays|poems|poetry|translations|readings|curatorial|bibliography|citations|series|collections|media|news|press|interviews|podcasts|workshops|seminars|exhibits|shows|screenings|performances|commissions|service|outreach|mentoring|supervision)$/;

/**
 * A heading people word their own way, read by its parts (`Internship & Research Experience`,
 * `Employment & Affiliations`, `Skills & Abilities`, `Grants and Fellowships`, `Earned Degrees`):
 * the first part's last word names the section. Only a short line in capitals or title case, no
 * organisation's name (`Apex Employment Services` is an employer).
 */
function compoundHeading(written: string, t: string): SectionKey | null {
  const words = t.split(/\s+/);
  if (words.length > 5 || ORGANISATION.test(t) || !/^(?:[\p{Lu}&,/]|and\b|of\b|in\b)/u.test(written) || !written.split(/\s+/).every((w) => /^(?:\p{Lu}|&|and$|of$|in$|the$|for$|,)/u.test(w))) return null;
  const parts = t.split(/\s*(?:&|,|\/|\band\b)\s*/).filter(Boolean);
  const head = parts[0]?.split(' ').at(-1) ?? '';
  // `Continuing Education` is courses taken since, no school's degree.
  if (/^continuing /.test(t)) return null;
  // Work given unpaid (`Volunteer Work`, `Community Service`) is left as it was: some count it as experience, some do not.
  if (parts[0]?.split(' ').some((w) => /^(?:volunteer(?:ing)?|community|civic)$/.test(w))) return null;
  // `Student Teaching`, `University Teaching`: where and when one taught.
  if (head === 'teaching' && parts[0].includes(' ')) return 'experience';
  // An academic CV's outputs, headed in capitals (`PUBLISHED BOOKS`, `BOOK CHAPTERS`, `NEWS & MEDIA`); in title case
  // these words name a list's items as often (`Code Reviews`, `Social Media`).
  if (/^[\p{Lu}\s&,/]+$/u.test(written) && ACADEMIC_OUTPUT.test(head)) return 'other';
  const section = HEAD_WORDS.find(([words]) => words.test(head))?.[1];
  if (section || parts.length < 2 || parts[0].includes(' ')) return section ?? null;
  // `Internship & Research Experience`: the noun at the end is the first part's too.
  const last = parts[parts.length - 1].split(' ').at(-1) ?? '';
  return HEAD_WORDS.find(([words]) => words.test(last))?.[1] ?? null;
}

/** The sections (other than `other`) that have content: none means a resume without headings. */
export function filledSections(sections: Record<SectionKey, string[]>): SectionKey[] {
  return (Object.keys(sections) as SectionKey[]).filter((key) => key !== 'other' && sections[key].some((l) => l.trim()));
}

/**
 * Icons an icon font draws that a PDF gives back as stray characters (AltaCV: `z July 2012 – Ongoing
 * * Sunnyvale, CA`): a lone lowercase letter opening a line before a date, and a lone mark after a wide
 * gap before a capitalised word. A mark opening a line stays: it is a bullet.
 */
const ICON_BEFORE_DATE = new RegExp(`^(\\s*)\\p{Ll}\\s+(?=${DATE})`, 'iu');
// (A colon after a gap is a label's: `Languages Known    :  English`.)
const ICON_AFTER_GAP = /(\S {3,})[^\p{L}\p{N}\s([{"'“‘$€£:]\s+(?=\p{Lu})/gu;
// Emoji a builder draws for icons (Enhancv: `📅 06/2013 - 02/2015   📍 Hanford, CA`) go; one opening a
// sentence is its bullet (`✅ Priced 40 bids a year for the Richmond office`), one before a name an icon
// (`🔹 Senior Estimator | Harbor & Pine Builders`, `🎓 James River University`).
// (Emoji drawn as pictures only: `▪`, `✔` and `▶` are bullets a text font draws.)
const PICTOGRAPH = /(?:\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F)\uFE0F?/gu;
const LEADING_PICTOGRAPH = new RegExp(`^(\\s*)${PICTOGRAPH.source}\\s*(?=\\p{L})`, 'u');
const withoutIcons = (line: string) =>
  line
    .replace(LEADING_PICTOGRAPH, (all, indent: string) => (line.trim().split(/\s+/).length > 8 || /[.!?]$/.test(line.trim()) ? `${indent}• ` : indent))
    .replace(PICTOGRAPH, ' ')
    .replace(ICON_BEFORE_DATE, '$1')
    .replace(ICON_AFTER_GAP, '$1');

/** Splits the text into its header lines and its sections, by the headings it uses. */
export function splitSections(text: string): {
  header: string[];
  sections: Record<SectionKey, string[]>;
} {
  const sections: Record<SectionKey, string[]> = {
    summary: [],
    experience: [],
    education: [],
    skills: [],
    certifications: [],
    languages: [],
    interests: [],
    other: [],
  };
  const header: string[] = [];
  let current: SectionKey | null = null;
  let qualifications: number | null = null;
  // A tab between two pieces of text separates them as a wide gap does (`Employer<tab>City`).
  const lines = unflattenColumns(plainText(text).replace(/\r\n?/g, '\n'))
    .split('\n')
    .map((raw) => withoutIcons(raw.replace(/(\S)\t+(?=\S)/g, '$1   ').replace(/\t/g, ' ').trimEnd()))
    // A heading in the margin beside its first line, as LaTeX CV classes set it: `EDUCATION      Ph.D., …`.
    .flatMap((line) => {
      const margin = /^([A-Z][A-Z&]+(?: [A-Z&]+){0,2}) {3,}(\S.*)$/.exec(line);
      // (Not two columns' headings side by side: `EXPERIENCE        MY LIFE PHILOSOPHY`.)
      return margin && /\p{Ll}/u.test(margin[2]) && headingOf(margin[1]) ? [margin[1], margin[2]] : [line];
    });
  for (const [index, line] of lines.entries()) {
    // `Page 1 of 2`, `- 2 -`: a PDF's page footer, no content.
    if (PAGE_FOOTER.test(line)) continue;
    // `|---|---|`: a Markdown table's rule, and the row of column names above it (`| Dates | Title | Facility |`).
    if (/^\s*\|?(?:\s*:?-{3,}:?\s*\|)+\s*(?::?-{3,}:?\s*)?$/.test(line)) {
      if (current && /^\s*\|.*\|\s*$/.test(sections[current].at(-1) ?? '')) sections[current].pop();
      continue;
    }
    // The name and contact line a PDF repeats at the top of each page: `Renata Okafor    r.okafor@email.com`.
    if (current && runningHeader(line, header)) continue;
    const heading = headingOf(line);
    // `Key Achievements:` under a job is part of it, not a section of its own.
    if (heading === 'other' && current === 'experience' && /:\s*$/.test(line) && /\b(?:achievements|accomplishments|responsibilities|highlights|results|projects)\b/i.test(line)) {
      sections.experience.push(line);
      continue;
    }
    if (heading) {
      // A skills heading that says what kind (`Strengths`, `Technical Skills`) stays in the list as its
      // sub-heading, so the items under it keep their kind (parseSkillItems).
      if (heading === 'skills' && SUBHEADING.test(line.trim().replace(/:$/, ''))) sections.skills.push(line.trim());
      current = heading;
      // `QUALIFICATIONS` over a list of degrees (as British and South African CVs head them) is education, not a summary.
      if (heading === 'summary' && /^qualifications$/i.test(undecorated(line).replace(/:$/, ''))) qualifications = sections.summary.length;
      continue;
    }
    // `Date of Birth: 14-03-1987 | Languages Known: English, Hindi`: a personal details line may carry the languages.
    // (`•  Languages: English and Filipino` in a list of other things too.)
    const parts = line.split(/\s+\|\s+/);
    // `Home Language: isiZulu`, `Other Languages: English, Sesotho` among personal details: the languages, and no section opens.
    for (const [i, part] of (BULLET.test(line) ? [line.replace(BULLET, ''), ...parts.slice(1)] : parts).entries()) {
      const labelled = /^([A-Za-z ]{3,30}):\s+(.+)$/.exec(part.trim());
      if (!labelled) continue;
      const spoken = /^(?:languages known|home language|other languages?|mother tongue|first language|native language)$/i.test(labelled[1].trim());
      if (spoken || (i > 0 || BULLET.test(line) ? headingOf(labelled[1], false) === 'languages' && current !== 'skills' : false)) sections.languages.push(labelled[2]);
    }
    // "Skills: a, b, c" on one line opens the section and carries its first content.
    const inline = /^([A-Za-z &]{3,30}):\s+(.+)$/.exec(line.trim());
    const inlineHeading = inline ? headingOf(inline[1], false) : null;
    // Inside a skills list, `Languages: TypeScript, Go` is a labelled group, not a new section.
    const grouped = current === 'skills' && inlineHeading === 'languages';
    if (inline && inlineHeading && inlineHeading !== 'other' && inlineHeading !== current && !grouped) {
      current = inlineHeading;
      sections[current].push(inline[2]);
      continue;
    }
    // A design template's sidebar (skills, languages) that the PDF gives back between two jobs: the
    // next job, a role over its employer over its dates, goes back to the experience.
    if ((current === 'skills' || current === 'languages' || current === 'interests') && sections.experience.some((l) => l.trim()) && jobBlockAt(lines, index)) current = 'experience';
    if (current) sections[current].push(line);
    else header.push(line);
  }
  if (qualifications !== null) {
    // Up to the next heading in capitals the parser does not know (`COURSES AND REGISTRATIONS`).
    const rest = sections.summary.slice(qualifications);
    const end = rest.findIndex((l) => /^[A-Z][A-Z &/,-]{3,}$/.test(l.trim()));
    const listed = end < 0 ? rest : rest.slice(0, end);
    const filled = listed.filter((l) => l.trim());
    if (filled.length && filled.filter((l) => DEGREE.test(l) || INSTITUTION_WORDS.test(l)).length * 2 >= filled.length) {
      sections.summary.splice(qualifications, listed.length);
      sections.education.push(...listed);
    }
  }
  sections.experience = bulletedEntryHeads(sections.experience);
  sections.education = bulletedEntryHeads(sections.education);
  return { header, sections };
}

/** A line of a later page that repeats the header: it holds the header's e-mail address, or is the name line again. */
function runningHeader(line: string, header: string[]): boolean {
  const text = line.trim();
  if (!text || text.length > 160) return false;
  const email = EMAIL.exec(text)?.[0];
  if (email && header.some((h) => h.includes(email))) return true;
  const name = header.find((h) => h.trim())?.trim();
  return Boolean(name && name.length >= 5 && text.toLowerCase() === name.toLowerCase());
}

/**
 * Entries whose first line carries a bullet, as the popular LaTeX templates (Jake's resume,
 * sb2nov) lay them out: `• Google          Mountain View, CA` over `Software Engineer    Oct 2016 – Present`,
 * with the duties under `◦`. The bullet is dropped from such a line: an employer (or school) and its
 * place set apart by a wide gap, right over a line with a date. Any other bullet stays a duty.
 */
function bulletedEntryHeads(lines: string[]): string[] {
  return lines.map((line, i) => {
    const bullet = BULLET.exec(line);
    if (!bullet) return line;
    const body = line.slice(bullet[0].length);
    const parts = /^(\S.*?\S)\s{3,}(\S.*)$/.exec(body);
    if (!parts || !(LOCATION.test(parts[2].trim()) || /^remote$/i.test(parts[2].trim()))) return line;
    const next = lines.slice(i + 1).find((l) => l.trim());
    const dates = next ? findDates(next) : null;
    return dates && (dates.start || dates.end) ? body : line;
  });
}

/** Sections the six do not hold, in their order, as the member headed them: no resume field takes them. */
const UNPLACED: SectionKey[] = ['other', 'languages', 'interests'];

const headingName = (line: string) => {
  const t = line.trim().replace(/(?<![:\s])[:\s]+$/, '');
  return t === t.toUpperCase() ? t.toLowerCase().replace(/(^|\s)\p{L}/gu, (c) => c.toUpperCase()) : t;
};

/**
 * The sections of a resume text that none of the six sections takes (projects, volunteering, awards,
 * languages, interests…), each with its entries: blank lines separate entries.
 */
export function unplacedSections(text: string): { name: string; entries: string[] }[] {
  const found: { name: string; lines: string[] }[] = [];
  let current: { name: string; lines: string[] } | null = null;
  let currentKey: SectionKey | null = null;
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.replace(/\t/g, ' ').trimEnd();
    const heading = headingOf(line);
    const inline = heading ? null : /^([A-Za-z &]{3,30}):\s+(.+)$/.exec(line.trim());
    const inlineHeading = inline ? headingOf(inline[1], false) : null;
    // As in splitSections: `Languages: TypeScript, Go` inside a skills list is a labelled group.
    const opens: SectionKey | null = heading ?? (inlineHeading && inlineHeading !== 'other' && inlineHeading !== currentKey && !(currentKey === 'skills' && inlineHeading === 'languages') ? inlineHeading : null);
    if (opens) {
      currentKey = opens;
      current = UNPLACED.includes(opens) ? { name: headingName(heading ? line : (inline as RegExpExecArray)[1]), lines: [] } : null;
      if (current) found.push(current);
      if (current && !heading) current.lines.push((inline as RegExpExecArray)[2]);
      continue;
    }
    if (current && !RULE.test(line)) current.lines.push(line);
  }
  return found
    .map(({ name, lines }) => ({
      name,
      entries: lines
        .join('\n')
        .split(/\n\s*\n/)
        .map((e) => e.trim())
        .filter(Boolean),
    }))
    .filter((s) => s.entries.length);
}

export function parseHeader(lines: string[]): {
  header: ResumeHeader;
  leftover: string[];
} {
  const header: ResumeHeader = {
    name: '',
    email: '',
    phone: '',
    location: '',
    links: [],
  };
  const leftover: string[] = [];
  for (const line of lines.map((l) => l.trim()).filter(Boolean)) {
    let rest = line;
    const email = EMAIL.exec(rest);
    if (email) {
      header.email ||= email[0];
      rest = rest.replace(email[0], ' ');
    }
    for (const url of rest.match(URL) ?? []) {
      if (!header.links.includes(url)) header.links.push(url);
      rest = rest.replace(url, ' ');
    }
    const phone = PHONE.exec(rest);
    if (phone && phone[0].replace(/\D/g, '').length >= 7) {
      header.phone ||= phone[0].trim();
      rest = rest.replace(phone[0], ' ');
    }
    const parts = rest
      .split(/\s*[|•·]\s*|\s{3,}/)
      .map(clean)
      .filter(Boolean);
    for (const part of parts) {
      if (!header.location && LOCATION.test(part) && !ROLE_WORDS.test(part)) header.location = part;
      else if (!header.name && /^\p{Lu}[\p{L}'’.-]+(?:\s+\p{Lu}[\p{L}'’.-]+){1,3}$/u.test(part) && !ROLE_WORDS.test(part))
        header.name = part;
      else if (part.length > 2 && !/^(email|phone|tel|mobile|linkedin|github|website)\s*:?$/i.test(part)) leftover.push(part);
    }
  }
  return { header, leftover };
}

export const isBullet = (line: string) => BULLET.test(line);
/** A bullet's text without its mark. */
export const bulletBody = (line: string) => line.replace(BULLET, '');
/** `Associate of Applied Science, Supply Chain Management — Delta College, 2016`: a degree at a school. */
export const isEducationLine = (line: string) => DEGREE.test(line) && INSTITUTION_WORDS.test(line);
/** Names a degree or a school: what an education section is made of, unlike a certification listed under it. */
export const namesDegreeOrSchool = (line: string) => DEGREE.test(line) || INSTITUTION_WORDS.test(line);

/** How a line that a page or a column wrapped mid-sentence ends: `… with`, `… the`, `…,`, `… —`. */
const OPEN_ENDING = /(?:[,;:/&+—–]|\b(?:and|or|of|in|to|for|with|from|by|on|at|as|into|onto|across|using|via|per|than|the|a|an|its|their|our|over|under|within|including|between|through|while|who|which|that))$/i;

/**
 * Whether `line` (not a bullet) carries on the bullet above it, wrapped by a PDF or a narrow column:
 * it starts in lower case (`iOS`, `eBay` are names, not continuations), or the line above ends
 * mid-sentence, or it starts with a figure (`1.4M carrier events a day`) below a line that did not
 * end its sentence; a line of dates starts the next role instead.
 */
export const continuesBullet = (previous: string, line: string) =>
  /^\p{Ll}(?!\p{Lu})/u.test(line.trim()) ||
  OPEN_ENDING.test(previous.trim()) ||
  (/^[$€£]?\d/.test(line.trim()) && !/[.!?:)]$/.test(previous.trim()) && !findDates(line));

/** Non-empty lines with each wrapped bullet joined back into one line (an indented line under a bullet continues it). */
export function joinWrapped(lines: string[]): string[] {
  const out: string[] = [];
  let inBullet = false;
  for (const raw of lines.filter((l) => l.trim())) {
    const line = raw.trim();
    if (isBullet(line)) inBullet = true;
    else if (inBullet && (continuesBullet(out[out.length - 1], line) || /^\s{2,}/.test(raw))) {
      out[out.length - 1] += ` ${line}`;
      continue;
    } else inBullet = false;
    out.push(line);
  }
  return out;
}

/** A trailing `, City, ST` / `, City, Country` / `Remote`: where the job was, not who it was for. */
const STATE_OR_REMOTE = /^(\p{Lu}{2}|remote|hybrid|on-?site)$/iu;

/** `Dayton, OH`, `Manchester, UK`, `Remote`: a place. `SEO Lead, Growth Team` has the same shape but is not one. */
const ORGANISATION =
  /\b(inc|llc|llp|ltd|plc|gmbh|ag|bv|nv|srl|sarl|pty|co|corp|group|agentur|systems|software|bank|labs?|partners|services|health|hospital|university|college|school|agency|studio|company|office|observatory|department|ministry|council|institute|foundation|center|centre|grocers|bakery|restaurant|hotel|clinic|union|airways|airlines|media|films|brands|capital|holdings|industries|enterprises|solutions|technologies|consulting|landscaping|construction|realty|properties|logistics|manufacturing|pharmacy|district|county|cooperative|society|museum|library|publishing|foods|farms|stores)\b\.?/i;
/** `Reno NV`, `Carson City NV`: a town and its state without the comma. */
const TOWN_STATE =
  /^\p{Lu}[\p{Ll}.'-]+(?: \p{Lu}[\p{Ll}.'-]+){0,2} (?:A[KLRZ]|C[AOT]|D[CE]|FL|GA|HI|I[ADLN]|K[SY]|LA|M[ADEINOST]|N[CDEHJMVY]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[AT]|W[AIVY]|AB|BC|MB|NB|NL|NS|ON|PE|QC|SK)$/u;
const isPlace = (part: string) => {
  const chunks = part.split(/,\s*/).map(clean);
  const last = chunks[chunks.length - 1];
  if (/^(remote|hybrid|on-?site)\b/i.test(part.trim())) return true;
  if (chunks.length === 1 && TOWN_STATE.test(last)) return true;
  // `Grand Rapids, Michigan, United States`: a LinkedIn profile names town, state and country.
  if (chunks.length === 3 && /^(?:United States|USA|Canada|United Kingdom|Australia|India)$/.test(last) && /^\p{Lu}[\p{L} .'-]+$/u.test(chunks[0]) && /^\p{Lu}[\p{L} .'-]+$/u.test(chunks[1])) return true;
  if (!LOCATION.test(part)) return false;
  // `Dayton, OH`; `Stuttgart, Germany` (a one-word country after a short place name without a role or an organisation).
  return STATE_OR_REMOTE.test(last) || (/^\p{Lu}\p{Ll}+$/u.test(last) && chunks[0].split(/\s+/).length <= 2 && !ROLE_WORDS.test(part) && !ORGANISATION.test(part));
};

/** The name in `Acme Turbines, Dayton, OH` (the employer) or `Paralegal, Litigation` (the role). */
function leadingName(part: string): string {
  if (isPlace(part)) return '';
  const chunks = joinCompanyForms(part.split(/,\s+/).map(clean).filter(Boolean));
  if (chunks.length >= 2 && (STATE_OR_REMOTE.test(chunks[chunks.length - 1]) || chunks.length >= 3)) return chunks[0];
  return ROLE_WORDS.test(chunks[0] ?? '') ? (chunks[0] ?? '') : clean(part);
}

/**
 * The parts of a role line: `Title at Employer`, `Title · Employer`, `Title | Employer`,
 * `Title, Department — Employer, City`, `Employer — City` (locations dropped).
 */
function roleParts(text: string): string[] {
  const strong = clean(text)
    // (`DIW Berlin Graduate Center; Scientific Advisor`: a semicolon parts them too, in a line too short for a sentence.)
    .split(clean(text).split(/\s+/).length <= 10 ? /\s+(?:at|@)\s+|\s*[·|•;]\s*|\s+[—–-]\s+/i : /\s+(?:at|@)\s+|\s*[·|•]\s*|\s+[—–-]\s+/i)
    .map((p) => clean(p).replace(/[\s,;]+$/, ''))
    .filter(Boolean);
  // `Title, Employer — City, ST`: when the part after the dash is the place, the comma before it
  // separates the role from its employer (otherwise it is a department: `Paralegal, Litigation — Firm`).
  if (strong.length === 2 && /,\s*(\p{Lu}{2}|remote)$/iu.test(strong[1]) && isPlace(strong[1])) {
    const [role, ...employer] = strong[0].split(/,\s+/).map(clean).filter(Boolean);
    if (employer.length === 1 && ROLE_WORDS.test(role) && !ROLE_WORDS.test(employer[0])) return [role, employer[0]];
  }
  // One part: commas separate role, employer and place (`Software Engineer, Northwind, Austin, TX`).
  // Several: a comma inside a part is a department or a place (`Paralegal, Litigation — Firm`).
  const parts = strong.length === 1 ? withoutPlace(strong[0].split(/,\s+/).map(clean).filter(Boolean)) : strong.map(leadingName);
  // `Ledgerline (B2B fintech SaaS)`: what an employer does is not part of its name (a role keeps its `(PRN)`).
  const kept = parts.filter((p) => p && !isPlace(p) && !STATE_OR_REMOTE.test(p)).map((p) => (ROLE_WORDS.test(p) ? p : p.replace(/\s*\([^)]*\)/g, '').trim() || p));
  // `Title, Department — Northwind Pay, Toronto`: beside a role, a `Name, Town` part without a state
  // is the employer and its town (a place alone would not follow the role's dash).
  if (strong.length === 2 && kept.length === 1 && ROLE_WORDS.test(kept[0])) {
    const role = strong.find((p) => ROLE_WORDS.test(p));
    const other = strong.find((p) => !ROLE_WORDS.test(p));
    const name = other?.split(/,\s+/).map(clean)[0];
    if (role && other && name && other.includes(',') && !/,\s*(\p{Lu}{2}|remote)$/iu.test(other)) return [role, name];
  }
  return kept;
}

/** `Marengo Tool & Die, Inc.`: a company form after a comma belongs to the name before it. */
const COMPANY_FORM = /^(inc|llc|llp|lp|ltd|co|corp|plc|gmbh|ag|pllc|pc|pa|s\.a|n\.a)\.?$/i;
function joinCompanyForms(chunks: string[]): string[] {
  const out: string[] = [];
  for (const c of chunks) {
    if (out.length && COMPANY_FORM.test(c)) out[out.length - 1] = `${out[out.length - 1]}, ${c}`;
    else out.push(c);
  }
  return out;
}

/** `[Employer, City, ST]` → `[Employer]`; `[Role, Employer]` stays. */
function withoutPlace(chunks: string[]): string[] {
  chunks = joinCompanyForms(chunks);
  if (chunks.length >= 2 && STATE_OR_REMOTE.test(chunks[chunks.length - 1])) {
    return chunks.slice(0, Math.max(1, chunks.length - 2));
  }
  if (chunks.length >= 2 && TOWN_STATE.test(chunks[chunks.length - 1])) return chunks.slice(0, -1);
  // `Hollowell Grocers plc, Manchester`, `Deltacrest Oil & Gas Services Ltd, Warri, Delta State`: an organisation, then its town.
  const town = (c: string) => /^\p{Lu}[\p{Ll}'.-]+(?: \p{Lu}[\p{Ll}'.-]+){0,2}$/u.test(c) && !ORGANISATION.test(c) && !ROLE_WORDS.test(c);
  if (chunks.length >= 2 && chunks.length <= 3 && chunks.slice(1).every(town) && ORGANISATION.test(chunks[0]) && !ROLE_WORDS.test(chunks[0])) return [chunks[0]];
  return chunks;
}

/** Position and company from a title line such as `Senior Engineer at Acme` or `Acme — Engineer`. */
function roleAndCompany(text: string): { position: string; company: string } {
  const { position, company } = roleAndEmployer(text);
  // `Ledgerline (B2B fintech SaaS)`: what the employer does is not its name.
  return { position, company: company.replace(/\s*\([^)]*\)/g, '').trim() };
}

/**
 * What a federal or an application form asks beside each job, no title and no employer (USAJOBS:
 * `Salary: 101,400.00 USD Per Year`, `Hours per week: 40`, `Series: 1102   Pay Plan: GS   Grade: 12`,
 * `Supervisor: Grant Whitfield (256-555-0121)`, `May contact: Yes`), and the label over the duties.
 */
const FORM_FIELD =
  /^\s*(?:(?:starting |ending )?salary|hours per week|series|pay plan|grade|(?:immediate )?supervisor|may (?:we )?contact|okay to contact|reason for leaving|number of employees supervised|duties,? accomplishments and related skills|duties and accomplishments)\s*:/i;
/** A street address, or a town with its postcode: the employer's address lines of a form (`4400 Patton Road`, `Redstone Arsenal, AL 35898 United States`). */
const STREET_ADDRESS =
  /^\s*(?:\d{1,6}\s+(?:[NSEW]\.?\s+)?\p{Lu}[\p{L}.'-]*(?:\s+\p{Lu}[\p{L}.'-]*){0,3}\s+(?:road|rd|street|st|boulevard|blvd|avenue|ave|drive|dr|court|ct|lane|ln|way|parkway|pkwy|highway|hwy|place|pl|circle|cir|terrace|square|sq|pike|trail)\.?(?:,?\s*(?:suite|ste|unit|#)\s*\w+)?|\p{Lu}[\p{L}.' -]+,\s*\p{Lu}{2}\s+\d{5}(?:-\d{4})?(?:\s+(?:United States|USA|US))?)\s*$/iu;

/** Whether a line ends as a sentence does; an employer's `Inc.`, `Co.` or `Ltd.` is no sentence's end. */
const endsSentence = (line: string) => /[.!?]$/.test(line) && !/\b(?:inc|co|ltd|corp|bros|assn|dept|pty|pvt|mfg|intl|plc|llc|l\.l\.c|p\.c|n\.a|s\.a)\.$/i.test(line);

/** A unit inside an employer: `Department of Molecular Biology`, `Counseling Department`, `Audit & Assurance`, `Student Services`. */
const DEPARTMENT = /\b(?:department|dept|division|practice|office of|unit|section|team|services|assurance|appointments|lab|laboratory)\b/i;

/**
 * The employer among the names beside a role (`Title, Department, Employer, Town`): the first that
 * is no department and no town alone after it; the first name when nothing tells them apart.
 */
function employerAmong(names: string[]): string {
  if (names.length < 2) return names[0] ?? '';
  const organisation = new RegExp(`${ORGANISATION.source}\\s*$`, 'i');
  const units = names.filter((n) => DEPARTMENT.test(n) && !organisation.test(n.replace(DEPARTMENT, '')));
  const rest = names.filter((n, i) => !units.includes(n) && !(i === names.length - 1 && i > 0 && /^\p{Lu}[\p{Ll}.'-]+$/u.test(n) && !ORGANISATION.test(n)));
  // `Professor, English, Lakeview University`: a name that says it is an organisation or a school wins over a subject.
  const named = rest.find((n) => ORGANISATION.test(n) || INSTITUTION_WORDS.test(n));
  if (named && rest[0] && !ORGANISATION.test(rest[0]) && !INSTITUTION_WORDS.test(rest[0]) && rest[0].split(/\s+/).length <= 2) return named;
  return rest[0] ?? names[0];
}

/** `Role at Employer`: in English the role comes before `at`, the employer after. */
const AT_EMPLOYER = /^([^,|·•—–]+?)\s+(?:at|@)\s+(.+)$/i;

function roleAndEmployer(text: string): { position: string; company: string } {
  // `EMT at Signal Point Volunteer Rescue`: in English the role comes before `at`, the employer after.
  const at = AT_EMPLOYER.exec(clean(text));
  if (at && at[1].split(/\s+/).length <= 6) return { position: clean(at[1]), company: employerAmong(roleParts(at[2])) || clean(at[2]) };
  const parts = roleParts(text);
  if (parts.length >= 2) {
    const roleIndex = parts.findIndex((p) => ROLE_WORDS.test(p));
    if (roleIndex >= 0) return { position: parts[roleIndex], company: employerAmong(parts.filter((_, i) => i !== roleIndex)) };
    // No role word: the part named like an organisation (`… Partners`, `… Hospital`) is the employer.
    // `Library Page, Yahara Public Library`: a name ending in an organisation's word before one holding it.
    const endsAsOrganisation = new RegExp(`${ORGANISATION.source}\\s*$`, 'i');
    const ending = parts.findIndex((p) => endsAsOrganisation.test(p));
    const orgIndex = ending >= 0 ? ending : parts.findIndex((p) => ORGANISATION.test(p));
    if (orgIndex >= 0) return { position: parts.find((_, i) => i !== orgIndex) ?? '', company: parts[orgIndex] };
    return { position: parts[0], company: parts[1] };
  }
  const only = parts[0] ?? '';
  // `Catalina Foothills Physician Group`: a name ending in an organisation's word is an employer.
  const organisation = new RegExp(`${ORGANISATION.source}\\s*$`, 'i').test(only);
  return ROLE_WORDS.test(only) && !organisation ? { position: only, company: '' } : { position: '', company: only };
}

/**
 * The fields of an entry written with labels, as Europass and some application forms lay it out:
 * `Dates: 06/17 – 08/21`, `Position: Optician`, `Employer: Puget Lens Gallery, Olympia, WA`,
 * `Business or sector: Retail`; for a course, `Title of qualification awarded:` and `Organisation
 * providing education:`. A field seen twice opens the next entry.
 */
const ENTRY_LABEL: [RegExp, 'role' | 'employer' | 'dates' | 'other'][] = [
  [/^(?:position|job title|title|role|designation|occupation or position held|title of qualification awarded|qualification|degree|course)$/i, 'role'],
  [/^(?:employer|company|organi[sz]ation|name of employer|name and address of employer|organi[sz]ation providing education(?: and training)?|institution|school|university|college)$/i, 'employer'],
  [/^(?:dates?|inclusive dates|period|from|duration|tenure)$/i, 'dates'],
  [/^(?:business or sector|type of business or sector|sector|industry|main activities and responsibilities|principal subjects(?:\/occupational skills covered)?|location|city|address|level in national or international classification)$/i, 'other'],
];

interface LabelledEntry {
  role: string;
  employer: string;
  dates: ReturnType<typeof findDates>;
  lines: string[];
}

function labelledEntries(lines: string[]): LabelledEntry[] | null {
  const fields = lines.map((line) => {
    // (`1.  Organisation : Deccan Structural Consultants Pvt. Ltd., Pune`: a numbered entry's first field.)
    const m = /^\s*(?:\d{1,2}[.)]\s+)?([A-Za-z][A-Za-z /]{1,60}?)\s*:\s*(.*)$/.exec(line);
    const kind = m ? ENTRY_LABEL.find(([label]) => label.test(m[1].trim()))?.[1] : undefined;
    return kind ? { kind, value: clean(m?.[2] ?? '') } : null;
  });
  // Beside `Designation:` or `Position:`, a project's `Role:` (`Project: Billing portal`, `Role: Developer`) says what the member did in it.
  const primary = lines.some((line) => /^\s*(?:position|job title|designation|occupation or position held)\s*:/i.test(line));
  lines.forEach((line, i) => {
    if (primary && /^\s*role\s*:/i.test(line)) fields[i] = null;
  });
  const count = (kind: string) => fields.filter((f) => f?.kind === kind).length;
  // Labels on most of an entry's lines, not one `Role:` in a description.
  if (count('role') < 1 || count('employer') < 1 || count('role') + count('employer') + count('dates') < 3) return null;
  const entries: LabelledEntry[] = [];
  let current: LabelledEntry | null = null;
  lines.forEach((line, i) => {
    const field = fields[i];
    if (!field) {
      // `2.  Shreeyash Infra Projects Ltd. — Structural Engineer` among numbered labelled entries: an entry written on one line.
      const numbered = /^\s*\d{1,2}[.)]\s+(\S.*)$/.exec(line);
      if (numbered && !findDates(numbered[1]) && roleParts(numbered[1]).length === 2) {
        const { position, company } = roleAndCompany(numbered[1]);
        entries.push((current = { role: position, employer: company, dates: null, lines: [] }));
      } else if (line.trim() && current) current.lines.push(line.replace(BULLET, '').trim());
      return;
    }
    if (field.kind === 'other') return;
    const taken = !current || (field.kind === 'role' ? current.role : field.kind === 'employer' ? current.employer : current.dates);
    if (taken) entries.push((current = { role: '', employer: '', dates: null, lines: [] }));
    const entry = current as unknown as LabelledEntry;
    if (field.kind === 'dates') entry.dates = findDates(field.value);
    else if (field.kind === 'employer') entry.employer = roleParts(field.value)[0] ?? field.value;
    // `Optician (apprentice until 2019)`: the remark is no part of the title.
    else entry.role = clean(field.value.replace(/\s*\([^()]*\)\s*$/, '')) || field.value;
  });
  return entries.length ? entries : null;
}

export function parseExperience(lines: string[]): ExperienceItem[] {
  const labelled = labelledEntries(lines);
  if (labelled) {
    return labelled.map((e) => ({
      company: e.employer,
      position: e.role,
      start_date: e.dates?.start || e.dates?.end || '',
      end_date: e.dates?.end ?? '',
      is_current: e.dates?.current ?? false,
      description: e.lines.join('\n'),
    }));
  }
  const items: ExperienceItem[] = [];
  let current: ExperienceItem | null = null;
  let describing = false;
  const start = () => {
    current = {
      company: '',
      position: '',
      start_date: '',
      end_date: '',
      is_current: false,
      description: '',
    };
    items.push(current);
    describing = false;
    return current;
  };
  const describe = (text: string) => {
    const item = current ?? start();
    item.description = item.description ? `${item.description}\n${text}` : text;
    describing = true;
  };
  // `Period | Organisation | Position`: a table's row of column names.
  const COLUMN = /^(?:period|dates?|years?|duration|from|to|organi[sz]ation|employer|company|position|role|title|designation|job title|location|place|(?:main |key )?(?:responsibilities|duties))$/;
  const cellsOf = (l: string) => l.split(/\s*\|\s*|\t+|\s{3,}/).map((c) => c.trim().toLowerCase()).filter(Boolean);
  const columnName = (l: string | undefined) => l !== undefined && cellsOf(l).length === 1 && COLUMN.test(cellsOf(l)[0]);
  // … or a Word table's header row flattened one cell per line: three such lines in a row.
  const columnNames = (l: string, i: number, all: string[]) => {
    const cells = cellsOf(l);
    if (cells.length >= 3) return cells.every((c) => COLUMN.test(c));
    return inCellRun(all, i, columnName);
  };
  // `5 yrs 4 mos` under an employer's name: how long a LinkedIn profile says the member stayed, no entry of its own.
  const tenure = (l: string) => /^\s*(?:\d{1,2}\s+yrs?|\d{1,2}\s+mos?|\d{1,2}\s+yrs?\s+\d{1,2}\s+mos?|less than a year)\s*$/i.test(l);
  const nonEmpty = joinWrapped(lines.filter((l, i, all) => !RULE.test(l) && !columnNames(l, i, all) && !tenure(l) && !FORM_FIELD.test(l) && !STREET_ADDRESS.test(l)))
    .flatMap(inlineEntry)
    .map((l) => (isBullet(l) ? l : roleLine(l)));
  const consumed = new Set<number>();
  nonEmpty.forEach((line, i) => {
    if (consumed.has(i)) return;
    if (isBullet(line)) return describe(line.replace(BULLET, '').trim());
    // `Junior Web Developer (working student until 2017)`: a year inside a remark on the role is no date of the entry.
    line = line.replace(/\s*\(([^()]*\d{4}[^()]*)\)/g, (all, inner: string) => {
      const date = findDates(inner);
      return date && !date.start && /\p{L}{3}/u.test(inner.replace(date.raw, ' ')) ? ' ' : all;
    }).trimEnd();
    // `06/2024 – 03/2025   (13 weeks + 2 extensions)`: a remark beside the dates names no one.
    const remark = /\((?=[\d\p{Ll}])[^()]*\)\s*$/u.exec(line);
    if (remark && findDates(line.slice(0, remark.index)) && !findDates(remark[0])) line = line.slice(0, remark.index).trimEnd();
    const found = findDates(line);
    // A lone year inside a long line is prose ("In 2019 we moved…"), not the dates of a role.
    const dates = found && !found.start && line.length > 90 ? null : found;
    // `Reporter, Delmont County Court (Columbus, OH)   Oct. 2018 – Present`: the place in parentheses goes, then the marks of `(2019 – 2021)`.
    // moderncv ends a role's line with a full stop: `Instructional Designer, Foothills Meridian University, Boulder.`
    // `Summers 2013–2015`: the season before the years is part of the dates.
    const title = clean(dates ? line.replace(dates.raw, ' ').replace(PLACE_IN_PARENS, ' ').replace(/[()]/g, ' ').replace(/(?<=\p{Ll}{3})\.\s*$/u, '').replace(/\s(?:summers|winters|springs|falls|summer|winter|spring|fall|autumn)\s*$/i, '') : line);
    const next = nonEmpty[i + 1] && !isBullet(nonEmpty[i + 1]) ? nonEmpty[i + 1] : '';
    const nextDates = next ? findDates(next) : null;
    const nextHasDates = Boolean(nextDates);
    // A title or an employer names no one in the first person: `… while I was head teller` is a sentence.
    const looksLikeTitle = title.length > 0 && title.length < 90 && !endsSentence(title) && !/\b(?:I|I'm|my|me|we)\b/.test(title);
    // A name line is short: `Branch passed two internal audits while I was head teller` is a sentence.
    // (A place in parentheses is no word of the name: `Meridian Allied Staffing — Desert Sage Medical Center (Mesa, AZ)`.)
    const titleLike = (l: string | undefined) => Boolean(l && !isBullet(l) && !findDates(l) && l.length < 90 && !endsSentence(l) && words(l.replace(/\s*\([^()]*\)/g, '')) <= 9);
    // `Title, Department` over `Employer — City` over dates, or the employer first: two name lines
    // over a line of dates. Each name line is whole: a comma in the title's line is its department,
    // and the employer's line may end with its place. The line with the role word is the title.
    if (!dates && titleLike(line) && titleLike(nonEmpty[i + 1]) && datesAlmostAlone(nonEmpty[i + 2])) {
      const next = nonEmpty[i + 1];
      // What a parenthesis says about an employer is no role: `Dogwood Line Clearance (subcontractor for the power co-op)`.
      const names = (l: string) => ROLE_WORDS.test(l.replace(/\([^)]*\)/g, ' '));
      if (names(line) !== names(next)) {
        const [title, employer] = names(line) ? [line, next] : [next, line];
        const item = start();
        item.position = clean(title);
        const name = roleParts(employer)[0] ?? clean(employer);
        // `Dogwood Line Clearance (subcontractor for the power co-op)`: what the employer is, not its name.
        item.company = name.replace(/\s*\([^)]*\)/g, '').trim() || name;
        consumed.add(i + 1);
        return;
      }
    }
    // `Employer — City` over `Title` over dates: the employer line opens the next entry. When the
    // third line names an employer beside its dates (`Employer | City | dates`), the title sits
    // over it instead and this line is the last of the previous role's description.
    if (!dates && describing && titleLike(line) && titleLike(nonEmpty[i + 1]) && datesAlmostAlone(nonEmpty[i + 2])) {
      // With no role in it, the line names the employer first, as the first entry's does (`Agency — Hospital (City, ST)`).
      if (!ROLE_WORDS.test(title) && ROLE_WORDS.test(nonEmpty[i + 1])) start().company = roleParts(title)[0] ?? title;
      else fillRole(start(), title);
      return;
    }
    // A title line over `Employer, City | dates`: the whole line is the title (`Registered Nurse, Progressive Care`).
    const nextRest = nextDates ? clean(next.replace(nextDates.raw, ' ').replace(/[()|]/g, ' ')) : '';
    // `Catalina Foothills Physician Group, Tucson, AZ` over `Professional Fee Coder — 2017 – 2021`: an
    // organisation with its place, over a role, is the employer even with a role word in its name.
    const employerOverRole = ORGANISATION.test(title) && /,\s*\p{Lu}{2}$/u.test(title) && ROLE_WORDS.test(nextRest) && !ORGANISATION.test(nextRest);
    // `Verbatim Global Translations, Toronto` over `In-house Translator, 2013 – 2018`: a line without a
    // role word over a role with its dates is the employer (and its town).
    if (!dates && looksLikeTitle && nextDates && !ROLE_WORDS.test(title) && ROLE_WORDS.test(nextRest) && nameWords(title) <= 8) {
      const item = start();
      item.company = roleParts(title)[0] ?? title;
      return;
    }
    if (!dates && looksLikeTitle && nextDates && ROLE_WORDS.test(title) && nextRest && !employerOverRole) {
      let item: ExperienceItem = current ?? start();
      if (describing || item.position || item.company) item = start();
      // (`Research Assistant at Human Factors Lab, Puget Sound Institute of Technology`: `at` parts them whatever the commas.)
      if ((roleParts(title).length > 1 && !title.includes(',')) || AT_EMPLOYER.test(title)) Object.assign(item, roleAndCompany(title));
      else item.position = title;
      return;
    }
    if (dates) {
      let item: ExperienceItem = current ?? start();
      if (describing || item.start_date || item.end_date) item = start();
      // A timeline's dates alone, then the role, then the employer with its town (FlowCV, Europass, Kickresume):
      // `03/2021 – present` over `Head Sommelier` over `Maison Ardoise, Chicago`.
      const [role, employer] = [nonEmpty[i + 1], nonEmpty[i + 2]];
      if (!title && titleLike(role) && titleLike(employer) && ROLE_WORDS.test(role) && !ROLE_WORDS.test(employer) && !item.position && !item.company) {
        item.start_date = dates.start || dates.end;
        item.end_date = dates.end;
        item.is_current = dates.current;
        item.position = clean(role);
        item.company = clean(employer.split(/,\s+|\s+[|·—–]\s+/)[0]);
        consumed.add(i + 1);
        consumed.add(i + 2);
        return;
      }
      // A single date (`Summer 2016`, `2019`) is a role held within that time: it starts and ends there.
      item.start_date = dates.start || dates.end;
      item.end_date = dates.end;
      item.is_current = dates.current;
      // `Senior Analyst, Personal Lines Pricing    Jun 2022 – Present` over `Charter Oak Mutual    Hartford, CT`
      // (a LaTeX template's layout): the line below names the employer with its place, so the comma
      // in the title's line parts the role from its department, not from an employer.
      const below = next && !nextDates ? next.split(' | ') : [];
      if (title.includes(',') && ROLE_WORDS.test(title.split(',')[0]) && below.length === 2 && isPlace(below[1]) && !ROLE_WORDS.test(below[0]) && !item.company) {
        item.position = title;
        item.company = roleParts(below[0])[0] ?? clean(below[0]);
        consumed.add(i + 1);
        return;
      }
      // `First Officer – Embraer E175    Mar 2019 – Present` over `Prairie Star Airlines, Minneapolis, MN`: what
      // follows the role's dash says which aircraft, line or ward; the employer is the line below, with its place.
      const qualified = /^(.+?)\s+[–—]\s+(.+)$/.exec(title);
      const employerLine = next && !nextDates ? clean(next.replace(/\s*\([^)]*\)/g, ' ')) : '';
      const comma = employerLine.indexOf(',');
      if (qualified && ROLE_WORDS.test(qualified[1]) && !ROLE_WORDS.test(qualified[2]) && !ORGANISATION.test(qualified[2]) && comma > 0 && isPlace(employerLine.slice(comma + 1).trim()) && !ROLE_WORDS.test(employerLine) && !item.company) {
        item.position = clean(qualified[1]);
        item.company = employerLine.slice(0, comma).trim();
        consumed.add(i + 1);
        return;
      }
      if (title) fillRole(item, title);
      return;
    }
    if (
      looksLikeTitle &&
      (nextHasDates ||
        (current === null && !describing) ||
        (describing && ROLE_WORDS.test(title) && !/\s(and|the|with|for)\s/i.test(title)))
    ) {
      let item: ExperienceItem = current ?? start();
      if (describing || (item.position && item.company)) item = start();
      fillRole(item, title);
      return;
    }
    const open = current as ExperienceItem | null;
    // (A place alone under a role's dates says where it was: a later role under the same employer inherits the employer.)
    if (open && !describing && looksLikeTitle && nameWords(title) <= 9 && (!open.company || (!open.position && ROLE_WORDS.test(title))) && !(open.position && isPlace(title) && !ORGANISATION.test(title))) {
      fillRole(open, title);
      return;
    }
    describe(line);
  });
  // A role whose dates end its first line of description: `… for the Richmond office — Mar 2021 to Present`, `(2016–2021)`.
  for (const item of items) {
    if (item.start_date || item.end_date || !item.description) continue;
    const first = item.description.split('\n')[0];
    const range = findDates(first);
    if (!range || (!range.start && !range.current) || !/^[\s).,;]*$/.test(first.slice(first.lastIndexOf(range.raw) + range.raw.length))) continue;
    item.start_date = range.start || range.end;
    item.end_date = range.end;
    item.is_current = range.current;
  }
  const found = items.filter((i) => i.company || i.position || i.description);
  // Several roles under one employer line: a role without an employer of its own inherits it.
  found.forEach((item, i) => {
    if (item.position && !item.company && i > 0) item.company = found[i - 1].company;
  });
  return found;
}

const words = (line: string) => line.trim().split(/\s+/).length;
/** The words of a name line, what a parenthesis says about it and the place after its last gap aside: `Northstar Aero (FAA Part 145 repair station) — Boise, ID`. */
const nameWords = (line: string) => words(line.replace(/\([^()]*\)/g, ' ').replace(/\s+\|\s+[^|]*$/, '').replace(/\s+[—–-]\s+[^—–-]*,\s*\p{Lu}{2}$/u, ''));
/** `(Columbus, OH)`, `(Remote)`: where a role was, in parentheses. */
const PLACE_IN_PARENS = /\s*\((?:[^()]*,\s*\p{Lu}{2}|[^()]*\b(?:remote|hybrid|on-?site))\)/giu;
// Each starts only where a run of spaces starts (the lookbehind), so a line of thousands of spaces costs one pass, not one per space.
const DURATION = /(?<!\s)\s*(?:[(·•]\s*)?\b\d{1,2}\s*(?:years?|yrs?)(?:,?\s*\d{1,2}\s*(?:months?|mos?))?\s*\)?(?=\s*$|\s*[|·•])|(?<!\s)\s*(?:[(·•]\s*)?\b\d{1,2}\s*(?:months?|mos?)\s*\)?(?=\s*$|\s*[|·•])/gi;
const WORK_MODE = /(?<!\s)\s*\((?:remote|hybrid|on-?site|contract|part-time|full-time|temporary|seasonal)\)/gi;

/**
 * An entry written as a paragraph: `Store Manager, Harbor & Pine Home — Brookfield, WI, March 2019 to
 * present. Full P&L management for…` is the entry's line and then its description.
 */
function inlineEntry(line: string): string[] {
  if (line.length <= 90 || isBullet(line)) return [line];
  const first = /^(.{10,140}?)\.\s+(?=[A-Z])/.exec(line);
  if (!first) return [line];
  const dates = findDates(first[1]);
  if (!dates?.start || !ROLE_WORDS.test(first[1].replace(dates.raw, ' '))) return [line];
  return [first[1].replace(/[\s,;–—-]+$/, ''), line.slice(first[0].length).trim()];
}

/** A line holding a role's dates and at most two other words, none a role (`2019 – 2021`, `Jan 2020 – Present · Remote`). */
/** A line that may name a role, with what is neither title nor employer taken out and its parts marked. */
function roleLine(line: string): string {
  // `Jan 2020 - Present (3 years 2 months)`, `Senior Engineer — Northwind (Remote)`: a duration or a work mode is neither title nor employer.
  let l = line.replace(DURATION, ' ').replace(WORK_MODE, ' ').trimEnd();
  // A wide gap (tabs, aligned columns in a Word file) separates parts as a bar does: `Employer<tab>City`.
  l = l.replace(/(\S)(?:\t+|\s{3,})(?=\S)/g, '$1 | ');
  // `From: 2012 – Present`, `Dates: Jan 2019 To: Mar 2020`: a label before dates is no employer.
  l = l.replace(DATES_LABEL, (label, rest: string) => (findDates(rest) ? rest.replace(/\bto:\s*/i, 'to ') : label));
  // A dash with a space on one side only still parts two names, as Word autocorrect leaves them:
  // `Harbor Parcel LLC -Route Driver —Marietta, Georgia`, `Dale Ridge Ford —Sales Representative —June 2017`.
  // Only in a line short enough to name a role: a sentence of description keeps its dashes as written.
  if (l.length > 120 || /[.!?]$/.test(l)) return l;
  return l.replace(/(?<=\S) ?—(?=\S)|(?<=\S)— ?(?=\S)/g, ' — ').replace(/(?<=\S) -(?=\p{Lu}\p{Ll})/gu, ' - ');
}

/** A label before a role's dates, with what follows it: `From: 2012 – Present`, `Employment dates: …`. */
const DATES_LABEL = /^\s*(?:dates?|from|period|duration|tenure|employed|employment(?: dates| period)?)\s*:\s*(\S.*)$/i;

/** A role's line, its employer's line and a line of dates (with a place at most): the start of a job, wherever it stands. */
function jobBlockAt(lines: string[], index: number): boolean {
  const [role, employer, dates] = lines.slice(index, index + 3).map((l) => l?.trim() ?? '');
  const name = (l: string) => l.length > 0 && l.length < 60 && !isBullet(l) && !findDates(l) && !/[.!?:]$/.test(l) && words(l) <= 7;
  return name(role) && ROLE_WORDS.test(role) && name(employer) && !ROLE_WORDS.test(employer) && datesAlmostAlone(dates);
}

function datesAlmostAlone(line: string | undefined): boolean {
  if (!line || isBullet(line)) return false;
  const dates = findDates(line);
  if (!dates) return false;
  // (A remark in parentheses beside them, `(13 weeks + 2 extensions)`, says nothing of who.)
  const rest = clean(line.replace(dates.raw, ' ').replace(/\((?=[\d\p{Ll}])[^()]*\)/gu, ' ').replace(/[()|·•,–—-]/g, ' '));
  // `Head Teller, 2019 to 2023` is a title with its dates, not dates alone.
  return !rest || (rest.split(/\s+/).length <= 2 && !ROLE_WORDS.test(rest));
}

/**
 * Adds what a line says to an entry: its role and employer, whichever it holds. A line without a
 * role word completes the half the entry lacks (employer below a title, or title below an employer).
 */
function fillRole(item: ExperienceItem, title: string): void {
  // `Freelance Translator (self-employed)`: the member worked for themselves.
  // (The dates line comes without its parentheses: `Freelance Translator self-employed | Leipzig`.)
  const self = /\s*\((?:self[- ]employed|freelance|independent(?: contractor)?)\)|(?<=\p{L})\s+self[- ]employed\b/iu.exec(title);
  if (self && !item.company) {
    item.company = 'self-employed';
    title = title.replace(self[0], ' ');
  }
  const { position, company } = roleAndCompany(title);
  const onlyName = position || company;
  // Under an employer already named, `Manager, IT Operations` is the title whole: a role of one word
  // is named by its department (`Teaching Assistant, Linguistics` is a teaching assistant).
  if (item.company && !item.position && position && company && !/\s/.test(position) && !ORGANISATION.test(company) && roleParts(title).length === 2 && title.includes(',')) {
    item.position = clean(title.split(/\s+\|\s+/)[0]);
    return;
  }
  if (position && company) {
    item.position ||= position;
    item.company ||= company;
  } else if (item.position && !item.company) item.company = onlyName;
  else if (item.company && !item.position) item.position = onlyName;
  else if (position) item.position ||= position;
  else if (company) item.company ||= company;
}

/** A course of study by its own name: capitalised words, then its kind (`UX Design Certificate`, `Plumbing Apprenticeship Program`). */
const NAMED_PROGRAM =
  /(?:^|(?<=[,|—–]\s*))((?:[A-Z][A-Za-z0-9/&.+]*(?:-[A-Z0-9][\w]*)*\s+){1,5}(?:[Cc]ertificate|[Dd]iploma|[Aa]pprenticeship|(?:[Tt]raining |[Cc]ertificate |[Aa]pprenticeship )?[Pp]rogram|[Cc]ourse)(?:\s+[Pp]rogram)?)(?:\s*\([^)]*\))?(?=\s*(?:[,|—–(]|\d|$))/;

/** The header row of a table of schools: capitalised column names between bars, no figures. */
const EDUCATION_TABLE_HEAD = /^(?=[^\d]*\b(?:COURSE|COLLEGE|SCHOOL|UNIVERSITY|BOARD|INSTITUTION|QUALIFICATION|DEGREE)\b)(?:[A-Z][A-Z/&.() -]*\|\s*){2,}[A-Z][A-Z/&.() -]*$/;
/** A column name of such a table, in any case: `Qualification`, `Board/University`, `Year of Passing`, `Percentage`. */
const EDUCATION_COLUMN =
  /^(?:qualification|degree|course|class|standard|examination|exam|institution|institute|college|school|university|board|board\s*\/\s*university|college\s*\/\s*school|school\s*\/\s*college|years?|year of passing|passing year|program|programme|credential|award|dates?|duration|percentage|marks|cgpa|gpa|grade|score|result|specialization|stream|branch)$/i;
/** A table's header row with its columns parted by wide gaps or bars, every cell a column name. */
const educationTableHead = (line: string) => {
  const cells = line.trim().split(/\s*\|\s*|\s{3,}|\t+/).filter(Boolean);
  // A cell may join two names: `University / Board`, `% / CGPA`.
  const column = (c: string) => c.split('/').every((part) => !part.replace(/[():.%\s]/g, '') || EDUCATION_COLUMN.test(part.replace(/[():.%]/g, '').trim()));
  return cells.length >= 3 && cells.every(column);
};

/** Whether the line is one of three column names in a row, each alone on its line: a Word table's header row flattened one cell per line. */
function inCellRun(lines: string[], index: number, cell: (line: string | undefined) => boolean): boolean {
  return cell(lines[index]) && [[-2, -1], [-1, 1], [1, 2]].some(([a, b]) => cell(lines[index + a]) && cell(lines[index + b]));
}

/** A column name of a table of schools alone on its line (`School / Program`). */
const educationCell = (l: string | undefined) => l !== undefined && l.trim().split('/').every((part) => EDUCATION_COLUMN.test(part.trim()));

/** What a line says more of a degree: a minor, a concentration, an honour, a grade. */
const DEGREE_NOTE = /^(?:minor|major|concentration|specialization|specialisation|emphasis|focus|track|option|honou?rs|gpa|cgpa|cum laude|magna|summa|dean'?s)\b/i;

export function parseEducation(lines: string[]): EducationItem[] {
  const labelled = labelledEntries(lines);
  if (labelled) {
    return labelled.map((e) => ({
      institution: e.employer,
      degree: e.role,
      fieldOfStudy: '',
      start_date: e.dates?.start ?? '',
      end_date: e.dates?.end ?? '',
      description: e.lines.join('\n'),
    }));
  }
  const items: EducationItem[] = [];
  let current: EducationItem | null = null;
  const start = () => {
    current = {
      institution: '',
      degree: '',
      fieldOfStudy: '',
      start_date: '',
      end_date: '',
      description: '',
    };
    items.push(current);
    return current;
  };
  const all = joinWrapped(lines);
  // A list of schools as bullets (`● Lakeview University: B.A. in Project Management`): when the section
  // opens with a bullet that names a school or a degree, each such bullet is an entry, not a description.
  const namesSchoolOrDegree = (l: string) => DEGREE.test(l) || INSTITUTION_WORDS.test(l);
  const opening = all.find((l) => l.trim());
  const bulletedEntries = Boolean(opening && isBullet(opening) && namesSchoolOrDegree(opening.replace(BULLET, '')));
  for (const [index, entry] of all.entries()) {
    let written = entry;
    if (isBullet(written)) {
      const body = written.replace(BULLET, '').trim();
      if (bulletedEntries && namesSchoolOrDegree(body)) written = body;
      else {
        const item = current ?? start();
        item.description = [item.description, body].filter(Boolean).join('\n');
        continue;
      }
    }
    // A table's header row names its columns, no school: `COURSE | COLLEGE/SCHOOL | YEAR OF PASSING`,
    // or a Word table's flattened one cell per line (three such lines in a row).
    if (EDUCATION_TABLE_HEAD.test(written) || educationTableHead(written) || inCellRun(all, index, educationCell)) continue;
    // A wide gap parts two columns as a bar does: `Georgia Institute of Technology      Atlanta, GA`.
    // A state after a town is no degree: `Pioneer Valley University, Northampton, MA` (MA, MS).
    // (`Rensford College      Worcester, MA`: after a gap too.)
    // `BSc (Hons) Quantity Surveying`: the honours belong to the degree, the field follows them.
    const honours = /^(?!.*\bhonou?rs\b.*\bhonou?rs\b)/i.test(written) ? /\s*\((hons|honours)\.?\)/i.exec(written) : null;
    if (honours) written = written.replace(honours[0], '');
    // `Lakeview State University (Denver, CO) [2016]`: the town in parentheses is no part of the school's name.
    written = written.replace(PLACE_IN_PARENS, ' ').replace(/\[((?:19|20)\d{2})\]/g, '$1');
    // `Major: Computer Information Systems` under a school named without its degree says what was studied.
    const major = /^\s*major\s*:\s*(\p{Lu}[^,;|]{2,60})$/iu.exec(written);
    if (major && current && (current as EducationItem).institution && !(current as EducationItem).degree && !(current as EducationItem).fieldOfStudy) {
      (current as EducationItem).fieldOfStudy = clean(major[1]);
      continue;
    }
    // `MA of Translation Studies from Tarbiat Modares University`: `from` parts the degree from its school.
    if (DEGREE.test(written)) written = written.replace(/\s+from\s+(?=(?:the\s+)?\p{Lu}[^,]*\b(?:university|college|institute|school|academy|polytechnic)\b)/iu, ', ');
    // A remark in parentheses is no part of a name: `B.S. Hospitality Management (worked 30 hrs/week through school)`.
    written = written.replace(/\s*\((?=\p{Ll})(?!hons\b|honours\b)[^()]*\s[^()]*\)/gu, '');
    // `Tertiary:   Bachelor of Science …`: the level a Filipino or Nigerian CV names before each school is no part of it.
    written = written.replace(/^(\s*)(?:tertiary|secondary|primary|post-?graduate|graduate|under-?graduate|high school|college|elementary)\s*:\s*/i, '$1');
    const line = written.replace(/(\S) {3,}(?=\S)/g, '$1 | ').replace(/((?:,|\|)\s*\p{Lu}[\p{L}.' -]+),\s*(?:MA|MS)(?=\s*(?:[,|]|\d|$))/u, '$1');
    const dates = findDates(line);
    // A degree's or a school's short form in parentheses says nothing more: `Master of Business Administration (MBA)`;
    // a field there is kept (`Bachelor of Arts (English)`).
    const bare = line.replace(/\((?=[^)\s]*[A-Z][^)\s]*[A-Z])[A-Za-z.]{2,8}\)/g, '');
    let rest = clean(dates ? bare.replace(dates.raw, ' ').replace(/[()]/g, ' ') : bare);
    // `Certificate of Completion: Phlebotomy Technician`, `Certificate: Nurse Assistant Training Program`: the credential's name runs on after the colon.
    const named0 = /^(?:certificate|diploma)(?: of (?:completion|achievement))?\s*:\s*[^,|•·]+/i.exec(rest);
    const degree = named0 ? Object.assign([named0[0].trim()], { index: 0, input: rest }) as RegExpExecArray : DEGREE.exec(rest);
    // `Ontario College Diploma` names a credential, not a school.
    const hasInstitution = INSTITUTION_WORDS.test(degree && /^ontario college/i.test(degree[0]) ? rest.replace(degree[0], ' ') : rest);
    let item: EducationItem = current ?? start();
    if ((degree && item.degree) || (hasInstitution && item.institution)) item = start();
    // `Machining Technology Certificate`, `Inside Wireman Apprenticeship`, `Class A CDL Training Program`:
    // a course of study named before its kind is one name, up to the comma.
    // Read before the parentheses are opened: `Paralegal Studies Certificate (ABA-approved), 2016`.
    const undated = clean(dates ? bare.replace(dates.raw, ' ') : bare);
    const named = NAMED_PROGRAM.exec(undated);
    // `Cornell University Certificate, Project Management`: the school's name is no course's.
    const program = Boolean(named && !INSTITUTION_WORDS.test(named[1]) && (!degree || /^(certificate|diploma)$/i.test(degree[0])));
    if (named && program) {
      if (item.degree) item = start();
      item.degree = clean(named[1]);
      rest = clean(undated.replace(named[0], ' ').replace(/[()]/g, ' '));
    } else if (degree) {
      const inUndated = DEGREE.exec(undated);
      const after = inUndated ? undated.slice(inUndated.index + inUndated[0].length) : rest.slice(degree.index + degree[0].length);
      // "in Nursing (BSN)", "of Arts in History", ", Health Sciences": the field, unless it is the school;
      // a note in parentheses after it is not part of it ("Geography (GIS emphasis)").
      // After a dash only when the school is on the next line: `Master of Science – Data Analytics` over
      // `Pioneer Valley University`; `MBA – UNC Charlotte, 2016` names the school there.
      const dash = !hasInstitution && INSTITUTION_WORDS.test(all[index + 1] ?? '') ? '[–—-]\\s*|' : '';
      const found = new RegExp(String.raw`^\s*(?:,\s*|:\s*|${dash}[Ii][Nn]\s+|[Oo][Ff]\s+|\(\s*(?=[A-Z][A-Za-z &]+\)))?([A-Z][A-Za-z &]+?)\)?(?:\s*\([A-Z]{2,6}\))?(?=\s*(?:[,;|—–(•·-]|\b[Aa][Tt]\b|$))`).exec(after);
      const field = found && !INSTITUTION_WORDS.test(found[1]) ? found : null;
      const note = field ? /^\s*\(([^)]*)\)/.exec(after.slice(field[0].length))?.[1] : undefined;
      item.degree = clean(degree[0]) + (honours ? ` (${honours[1]})` : '');
      if (field) item.fieldOfStudy = clean(field[1]);
      // The field may come first, the school on the next line: `ECE, Bachelor of Engineering`.
      const lead = inUndated ? clean(undated.slice(0, inUndated.index).replace(/[\s,;:|–—-]+$/, '')) : '';
      if (!field && lead && lead.split(/\s+/).length <= 4 && !hasInstitution && INSTITUTION_WORDS.test(all[index + 1] ?? '')) {
        item.fieldOfStudy = lead;
        rest = rest.replace(lead, ' ');
      }
      rest = clean(
        rest
          .replace(degree[0], ' ')
          .replace(field?.[0] ?? '', ' ')
          .replace(note ?? '', ' '),
      )
        .replace(/^\(\s*[A-Z][A-Za-z.]{1,7}\s*\)\s*/, '')
        // `B.S. Nursing at University of Texas at Austin`: only the `at` before the school joins the two.
        .replace(/^at\s+/i, '');
    }
    // A credential no list names over its school's line (`Mention Complémentaire Sommellerie` over `Lycée hôtelier de la Saône, Lyon`).
    const below = all[index + 1] ?? '';
    if (rest && !degree && !program && !hasInstitution && !dates && !item.degree && !item.institution && INSTITUTION_WORDS.test(below) && !DEGREE.test(below) && !DEGREE_NOTE.test(rest) && words(rest) <= 8) {
      item.degree = rest;
      continue;
    }
    if (rest) {
      // `Lakeview University: Cum Laude`: a colon after the school's name parts it from what follows.
      const parts = rest
        .replace(/^([^:,]*\b(?:university|college|institute|school|academy|polytechnic|bootcamp)\b[^:,]*):\s+/i, '$1, ')
        .split(/\s*[,|—–]\s*|\s+-\s+/)
        .map(clean)
        .filter(Boolean);
      let at = parts.findIndex((p) => INSTITUTION_WORDS.test(p));
      // Beside a degree or a named course, the other name is its school (`… Apprenticeship — Northern Plains
      // Operating Engineers Training Center`), unless it says more of the degree (`minor in Economics`).
      if (at < 0 && !item.institution && (degree || program || !item.degree) && !DEGREE_NOTE.test(parts[0] ?? '')) at = 0;
      if (at >= 0 && !item.institution) {
        // "Pennine University, Manchester, UK": a city and its country or state after the
        // institution say where it is, not what it is called.
        const after = parts.slice(at + 1);
        const located = after.length >= 2 && isPlace(after.join(', '));
        // "University of California, Davis": a short place name alone after the institution belongs to it.
        const next = parts[at + 1];
        // An honour is no campus: `Lakeview University, Cum Laude`.
        const campus = !located && next && /^\p{Lu}[\p{L}]+(?:\s\p{Lu}[\p{L}]+){0,2}$/u.test(next) && !DEGREE.test(next) && !/\b(?:laude|honou?rs?|distinction|valedictorian|salutatorian)\b/i.test(next);
        item.institution = campus ? `${parts[at]}, ${next}` : parts[at];
        parts.splice(at, located ? 1 + after.length : campus ? 2 : 1);
      }
      if (parts.length) item.description = [item.description, parts.join(', ')].filter(Boolean).join('\n');
    }
    if (dates) {
      item.start_date ||= dates.start;
      item.end_date ||= dates.end;
    }
  }
  // A course or a credential with no school is training, not education: `NEBOSH Construction Certificate`,
  // `Certificate in Lean Six Sigma Green Belt`, `Army Basic Leader Course` (a GED or a diploma is).
  return items.filter((i) => (i.institution && (i.degree || schoolName(i.institution))) || (i.degree && !TRAINING_ONLY.test(i.degree)));
}

/**
 * Whether a name alone, without a degree, reads as a school's: not a sentence's fragment (`. College
 * Realignment Workgroup`, `Towson University.`) nor a publisher, a board or a team an academic CV
 * names under headings the parser does not know.
 */
const schoolName = (name: string) =>
  /^[\p{Lu}\d]/u.test(name) && !/[.:;]$/.test(name) && name.split(/\s+/).length >= 2 && name.split(/\s+/).length <= 8 && !/\b(?:press|board|senate|council|committee|team|workgroup|retreat|member|leader|participant|by)\b/i.test(name);

const TRAINING_ONLY = /\b(?:certificate|certification|course|training|belt|workshop|seminar)\b/i;

/** A skills-list item with what its line's label says it is (`Soft skills:`, `Languages:`). */
export interface SkillItem {
  /** The canonical name (matching, gaps), or the item as written when the vocabulary does not know it. */
  name: string;
  /** The name to report: as the member wrote it unless that is the canonical name (reportedName). */
  written: string;
  kind?: SkillKind;
}

export const LABEL = /^([A-Za-z][A-Za-z0-9 &/+-]{0,30}):\s*/;
const SUBHEADING =
  /^(?:(core|technical|key|other|soft|hard|professional|additional|software|computer|interpersonal|personal|people)?\s*(skills|tools|technologies|competencies|expertise|software|proficiencies)|(spoken |foreign |programming )?languages?(?: known)?|(core |key |personal )?(strengths|qualities|attributes)|areas? of interests?)$/i;
const SOFT_SUBHEADING = /\b(soft|interpersonal|personal|people|strengths|qualities|attributes)\b/i;
/** Words that name a group of skills rather than a skill: `EHR systems (Epic, Cerner)`, `Cloud (AWS, GCP)`. */
const GROUP_WORDS =
  /^(?:[a-z0-9/&+ -]*\s)?(systems?|tools?|software|platforms?|frameworks?|languages?|libraries|methods|databases?|equipment|cloud|data|ml|bi|stack|suite|apps?|technologies|devices)$/i;
export const PROFICIENCY = /\s*(?:[-–—:]\s*|\()\s*(native|fluent|bilingual|basic|conversational|intermediate|advanced|professional|proficient|working|beginner|elementary|limited|full|mother tongue|[ABC][12])\b.*$/i;
export const labelKind = (label: string): SkillKind | undefined =>
  /\b(soft|interpersonal|personal|people|strengths)\b/i.test(label) ? 'soft' : /^(?:spoken(?: languages?)?|(?:spoken |foreign )?languages?(?: spoken| known)?)$/i.test(label.trim()) ? 'language' : undefined;

/** Whether `short` is made of the initials of `name`'s words: `ASL` of American Sign Language, `EHR` of Electronic Health Records. */
function initialsOf(short: string, name: string): boolean {
  const initials = name
    .split(/[\s-]+/)
    .filter((w) => w && !/^(?:of|and|the|for|in|&)$/i.test(w))
    .map((w) => w[0].toUpperCase())
    .join('');
  return /^[A-Z]{2,6}$/.test(short.trim()) && initials === short.trim();
}

const DASH_LABEL = /^([A-Za-z][A-Za-z &/+]{0,25}?)\s+[-–—]\s+(?=[^,]+,)/;
const LEVEL_BEFORE = /^(?:basic|advanced|intermediate|working|strong|solid|proficient|expert|fluent|beginner|familiar with|exposure to|knowledge of)\s+(?=\S)/i;
const MEASURE_AFTER = /\s*[(-]?\s*\d[\d,.+]*\s*(?:wpm|words per minute|years?|yrs?|\+)\s*\)?$/i;

/** What a parenthesis after a name says of it when it is one lowercase word the vocabulary knows by no such name. */
function isQualifier(inner: string): boolean {
  const word = inner.trim();
  // An activity is a skill of its own: `Microsoft Word (redlining)`; so is a name the vocabulary knows (`(postgres)`).
  if (!/^\p{Ll}{2,12}$/u.test(word) || /(?:ing|tion|sion|ment|ance|ence|ics|ogy)$/.test(word)) return false;
  return QUALIFIER_WORD.test(word) || !skillMatcher().lookup(word);
}

/** How much, how often or what for, which the vocabulary may know as something else (`light` is one of design principles' names). */
const QUALIFIER_WORD = /^(?:light|some|basic|backup|daily|weekly|primary|secondary|legacy|heavy|occasional|limited|current|familiar|exposure|working|strong|expert|beginner|moderate|minimal|extensive|prior|main|rusty|little|lots)$/;

/** Top-level pieces of a list line: commas inside parentheses stay with their group. */
/**
 * `Fountas & Pinnell`, `Procter & Gamble`: one name of two capitalised names the vocabulary knows
 * neither of; `Excel & Word` is two.
 */
function namesPair(before: string, after: string): boolean {
  const a = /(\p{Lu}[\p{Ll}'’-]+)$/u.exec(before)?.[1];
  const b = /^(\p{Lu}[\p{Ll}'’-]+)\b/u.exec(after)?.[1];
  return Boolean(a && b) && !skillMatcher().lookup(a as string) && !skillMatcher().lookup(b as string);
}

export function splitTopLevel(line: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (ch === '(' || ch === '[') depth++;
    if ((ch === ')' || ch === ']') && depth > 0) depth--;
    const rest = line.slice(i);
    const separator = depth === 0 && (/^[,;|•·]/.test(rest) || /^\s{2,}\S/.test(rest) || /^\s\/\s/.test(rest) || (/^\s&\s/.test(rest) && !namesPair(current, rest.slice(3))));
    if (separator) {
      parts.push(current);
      current = '';
      if (/^\s[/&]\s/.test(rest)) i += 2;
      continue;
    }
    current += ch;
  }
  parts.push(current);
  return parts;
}

/**
 * The items of a skills list as the member wrote them, each once: `Label: a, b` lines, parenthesised
 * groups (`Cloud (AWS, GCP)` gives AWS and GCP; `Excel (pivot tables)` gives both), slash lists
 * (`Figma/Sketch`, not `CI/CD`), proficiency notes dropped (`Spanish (fluent)`).
 */
/**
 * Lines of a list with a parenthesised group wrapped across them read as one: `Python (ArcPy,` and
 * `GeoPandas, pandas), SQL` (a narrow sidebar wraps its lines).
 */
export function joinOpenParentheses(lines: string[]): string[] {
  const out: string[] = [];
  let open = 0;
  for (const line of lines) {
    if (open > 0 && out.length && line.trim()) out[out.length - 1] = `${out[out.length - 1].trimEnd()} ${line.trim()}`;
    else out.push(line);
    const depth = (out[out.length - 1].match(/\(/g) ?? []).length - (out[out.length - 1].match(/\)/g) ?? []).length;
    open = depth > 0 && out[out.length - 1].length < 300 ? depth : 0;
  }
  return out;
}

/**
 * A link in a list (`github.com/ana`, `www.ana.dev`, `https://…`, `portfolio.ana.com`); a product
 * named by its domain is a name (`Frame.io`, `Monday.com`, `Socket.io`).
 */
/** A label cell of a skills table before its list, with no colon or dash: `Languages Korean, English`. */
const SPACED_LABEL = /^(Languages|Programming(?: languages)?|Frontend|Front-end|Backend|Back-end|DevOps|Cloud|Databases?|Tools|Frameworks|Libraries|Platforms|Testing|Infrastructure|Mobile|Web|Software|Hardware|Methodologies)\s+(?=\S[^,]*,)/;

const LINK_ITEM = /:\/\/|\bwww\.|\.(?:com|net|org|io|dev|me)\/|\w\.\w+\.(?:com|net|org|io|dev|me)\b|^(?:github|gitlab|linkedin|behance|dribbble)\.com\b/i;
/** A bare lowercase domain is someone's site (`ana.dev`, `devpocuts.com`); a library keeps `.io` (`socket.io`). */
const SITE_ITEM = /^[a-z0-9-]+\.(?:com|net|org|dev|me)$/;

/** Whether an item the vocabulary does not know is written as a language's name (see parseSkillItems). */
function languageName(item: string): boolean {
  if (PROFICIENCY.test(`(${item}`)) return false;
  if (/^\p{Lu}\p{Ll}+$/u.test(item) || /^(?:\p{Lu}\p{Ll}+\s+)?\p{Lu}\p{Ll}+\s+Sign\s+Language$/u.test(item)) return true;
  // `Mandarin Chinese`, `Cape Verdean Creole`, `Nigerian Pidgin`, `Tok Pisin`, `Bahasa Melayu`; not `Event Organizer`.
  const words = item.split(/\s+/);
  if (words.length > 3 || !words.every((w) => /^\p{Lu}\p{Ll}+$/u.test(w))) return false;
  const last = words[words.length - 1];
  return /^(?:Creole|Pidgin)$/.test(last) || skillMatcher().lookup(last)?.kind === 'language' || words.every((w) => !isEnglishWord(w));
}

/**
 * Whether the word before a parenthesised list names its kind rather than a skill: `Practices (SLOs,
 * incident management)`: one capitalised English plural the vocabulary does not know, before skills
 * it knows. A label it knows (`Python (pandas, NumPy)`, `Excel (pivot tables)`), one
 * written as a name is (`AWS (EKS, S3)`), one before plain words (`Venipuncture (cephalic, jugular)`)
 * and a label of more words (`Bug reporting (Jira, Linear)`) are skills with their parts: dropping those lost more hits than
 * false ones on the development sets.
 */
function groupLabel(label: string, inside: string): boolean {
  const items = splitTopLevel(inside);
  // A kind is a plural (`Containers`, `Practices`); a product may be an English word (`Sage (Peachtree,
  // Intacct)`, `Lightning (Apex, Visualforce)`), and an activity is often the member's own skill
  // (`Animation (Maya, Blender)`, `Forecasting (Excel, Anaplan)`).
  if (items.length < 2 || skillMatcher().lookup(label) || !/^\p{Lu}\p{Ll}+[^s]s$/u.test(label) || !isEnglishWord(label)) return false;
  // Skills inside say it is their kind; plain words inside say which of it (`Venipuncture (cephalic, jugular)`).
  return items.some((item) => skillMatcher().lookup(item.trim()));
}

export function parseSkillItems(lines: string[], kind?: SkillKind): SkillItem[] {
  const out: SkillItem[] = [];
  const seen = new Set<string>();
  const matcher = skillMatcher();
  const push = (raw: string, kindOfLine: SkillKind | undefined) => {
    let itemKind = kindOfLine;
    let item = clean(raw.replace(PROFICIENCY, '').replace(/^(and|or)\s+/i, ''));
    // `Fluent in Spanish`, `conversational Tagalog`: a language with its level.
    const spoken = /^(?:fluent|conversational|native|bilingual|basic|proficient|working)\s+(?:in\s+)?(\p{Lu}\p{Ll}+)$/iu.exec(item);
    if (spoken && matcher.lookup(spoken[1])?.kind === 'language') {
      item = spoken[1];
      itemKind = 'language';
    }

    // A level or a measure around the name is not part of it: `basic SQL`, `typing 75 WPM`, `Excel (advanced)`;
    // a name that starts with such a word stays whole (`Advanced Cardiovascular Life Support`).
    if (!matcher.lookup(item)) item = clean(item.replace(LEVEL_BEFORE, '').replace(MEASURE_AFTER, '')) || item;
    // A sentence is no item, but the last item of a list may carry its full stop (`English, Tamil.`, `Java, SQL.`).
    if (/[^.\s]\.$/.test(item) && !matcher.lookup(item) && matcher.lookup(item.slice(0, -1))) item = item.slice(0, -1);
    if (!item || item.length > 50 || item.split(/\s+/).length > 6 || (/[.!?]$/.test(item) && !matcher.lookup(item))) return;
    if (EMAIL.test(item) || /^[\d\s()+.-]+$/.test(item) || LINK_ITEM.test(item) || SITE_ITEM.test(item)) return;
    // A sub-heading inside the list (`CORE SKILLS`, `Technical skills`) names no skill.
    if (SUBHEADING.test(item)) return;
    const known = matcher.lookup(item);
    // A language the vocabulary does not know is one word written as a language's name is (`Twi`,
    // `Ilocano`), a known language's variety (`Mandarin Chinese`) or a sign language: a heading or a
    // line of the next column that ran into the section (`CARRER HIGHLIGHTS`, `Elected as Executive
    // member of`) is none.
    if (itemKind === 'language' && !known && !languageName(item)) return;
    const name = known?.name ?? item;
    if (seen.has(name.toLowerCase())) return;
    seen.add(name.toLowerCase());
    // `Languages: TypeScript, Go` in a skills list: what the vocabulary knows wins over the label.
    out.push({ name, written: known ? reportedName(item, known) : item, kind: itemKind === 'language' && known ? known.kind : (itemKind ?? known?.kind) });
  };
  // A sub-heading inside the list sets what the lines under it are (`Spoken languages` over `English, Twi`).
  let underKind = kind;
  for (const line of joinOpenParentheses(lines)) {
    let body = line.replace(BULLET, '').trim();
    const sub = SUBHEADING.exec(body.replace(/:$/, ''));
    if (sub) {
      underKind = /languages$/i.test(body.replace(/:$/, '')) && !/programming/i.test(body) ? 'language' : SOFT_SUBHEADING.test(body) ? 'soft' : kind;
      continue;
    }
    let lineKind = underKind;
    const label = LABEL.exec(body);
    // `Instruments – cobas, Sysmex, Stago`, `Editing - Premiere Pro, Avid`: a label before a dash and a list.
    // A tool the vocabulary knows before its parts stays an item (`Excel – VLOOKUP, pivot tables`).
    const dashed = label ? null : DASH_LABEL.exec(body);
    if (label) {
      lineKind = labelKind(label[1]) ?? kind;
      body = body.slice(label[0].length);
    } else if (dashed && !PROFICIENCY.test(` – ${body.slice(dashed[0].length).split(',')[0]}`)) {
      lineKind = labelKind(dashed[1]) ?? kind;
      // The label is an item when it names a skill by its own name (`Excel`, `Photoshop`), not by an
      // alias of something broader (`Color` is one of design principles' names).
      const known = matcher.lookup(dashed[1]);
      const ownName = known && phraseKey(known.name).split(' ').includes(phraseKey(dashed[1]));
      if (ownName && !lineKind && !/ing$/i.test(dashed[1])) push(dashed[1], lineKind);
      body = body.slice(dashed[0].length);
    } else {
      // `Languages Korean, English`, `DevOps AWS, Docker`: a table's label cell read into the line,
      // when the first item is a name without it (`Cloud Computing, Big Data` is a skill of its own).
      const spaced = SPACED_LABEL.exec(body);
      const first = spaced ? body.slice(spaced[0].length).split(',')[0].trim() : '';
      if (spaced && !matcher.lookup(`${spaced[1]} ${first}`) && (matcher.lookup(first) || /^(?:languages?|programming)$/i.test(spaced[1]))) {
        lineKind = labelKind(spaced[1]) ?? kind;
        body = body.slice(spaced[0].length);
      }
    }
    for (let part of splitTopLevel(body)) {
      // `CRM: Salesforce, HubSpot | Prospecting: ZoomInfo`: each group may carry its own label.
      const inner = LABEL.exec(part.trim());
      if (inner && part.trim().length > inner[0].length) part = part.trim().slice(inner[0].length);
      const group = /^(.*?)\s*\((.+)\)\s*(.*)$/.exec(part.trim());
      // `Coupa (light)`, `Eclipse (some)`, `Diamante (backup)`: one lowercase word after a name says how
      // much or what for, unless it is a skill by its own name (`Excel (macros)`).
      // `Spanish – fluent (read, write, speak)`: the parenthesis says how well, after the level;
      // `American Sign Language (ASL)`: it is the name's short form.
      if (group && (isQualifier(group[2]) || PROFICIENCY.test(group[1]) || initialsOf(group[2], group[1]))) {
        push(`${group[1]}${group[3] ? ` ${group[3]}` : ''}`, lineKind);
        continue;
      }
      const pieces = group ? [group[1] + (group[3] ? ` ${group[3]}` : ''), ...splitTopLevel(group[2].replace(/\s+(?:and|or)\s+/g, ', '))] : [part];
      pieces.forEach((original, i) => {
        let piece = original;
        if (group && i === 0 && (GROUP_WORDS.test(piece.trim()) || PROFICIENCY.test(`(${group[2]})`) || groupLabel(piece.trim(), group[2]))) {
          if (PROFICIENCY.test(`(${group[2]})`)) push(piece, lineKind);
          return;
        }
        if (group && i > 0 && PROFICIENCY.test(`(${piece.trim()}`)) return;
        // `Figma/Sketch/Adobe XD` is three tools; `CI/CD`, `TCP/IP`, `A/B testing` are one.
        // `AWS: EKS` inside a group: the label is a skill too; `Excel – VLOOKUP`: a tool and what of it.
        const labelled = /^([A-Za-z][\w .+#&-]{0,20}):\s+(\S.*)$/.exec(piece.trim()) ?? /^(\S.{0,30}?)\s+[–—]\s+(\S.{0,40})$/.exec(piece.trim());
        const dashed = labelled && /[–—]/.test(piece) && !PROFICIENCY.test(` – ${labelled[2]}`) && !/\d/.test(labelled[2]);
        if (labelled && ((group && i > 0) || dashed)) {
          push(labelled[1], lineKind);
          piece = labelled[2];
        }
        // `SAP S/4HANA` and `I/O` are one: a side of one character keeps the slash.
        const slashed =
          /\S\/\S/.test(piece) && !/(^|\s)[A-Za-z0-9]{1,3}\/[A-Za-z0-9]{1,3}(\s|$)/.test(piece) && !/(^|[\s/])[A-Za-z0-9]\/|\/[A-Za-z0-9]([\s/]|$)/.test(piece)
            ? piece.split('/')
            : [piece];
        // `Stihl + Husqvarna saws`: a plus between words joins two names.
        slashed.splice(0, slashed.length, ...slashed.flatMap((one) => one.split(/\s+\+\s+/)));
        // `ACH and wire payments` is two skills; `grounding and bonding`, one word each side, is one
        // practice, and the vocabulary may know the whole (`Research and Development`).
        for (const one of slashed) {
          const both = /^(.+?)\s+(?:and|&)\s+(.+)$/.exec(one.trim());
          const sides = both ? [both[1], both[2]].map((side) => side.split(/\s+/).length) : [];
          // `crossmatch and DAT`: an acronym is a name of its own.
          const acronym = both && [both[1], both[2]].some((side) => /^[A-Z][A-Z0-9]{1,5}$/.test(side));
          // `Fountas & Pinnell BAS`: two names joined by `&` that the vocabulary knows neither of are one maker's.
          const pair = both && /\s&\s/.test(one) && namesPair(both[1], both[2]);
          if (both && !pair && !matcher.lookup(one) && Math.max(...sides) <= 4 && (Math.max(...sides) >= 2 || acronym)) {
            push(both[1], lineKind);
            push(both[2], lineKind);
          } else push(one, lineKind);
        }
      });
    }
  }
  return out;
}

/** The names of a skills list (see parseSkillItems). */
export function parseSkills(lines: string[]): string[] {
  return parseSkillItems(lines).map((i) => i.name);
}

export function parseCertifications(lines: string[]): CertificateItem[] {
  return joinWrapped(lines)
    .map((l) => l.replace(BULLET, '').trim())
    .filter(Boolean)
    .map((line) => {
      const dates = findDates(line);
      const rest = clean((dates ? line.replace(dates.raw, ' ') : line).replace(/\(\s*\)/g, ' '));
      // The issuer follows the last separator: `AWS Certified Solutions Architect – Associate, Amazon Web Services`.
      const split = /^(.+)(?:\s[—–|-]\s|,\s|\sby\s|\sfrom\s)(.+?)$/i.exec(rest);
      return {
        name: clean(split ? split[1] : rest),
        issuer: clean(split ? split[2] : ''),
        date: dates ? dates.end || dates.start : '',
      };
    })
    .filter((c) => c.name.length > 1);
}

/** The six sections of part 3 §2.12 from resume text, by headings, dates and layout. */
/**
 * A resume without headings: its entries are found by their dates among the lines after the name
 * and contact block; lines naming a degree or a school are education, not jobs.
 */
function unheadedExperience(headerLines: string[]): ExperienceItem[] {
  // The name, the headline and the contact lines come first: entries start after the last contact line.
  const firstDates = headerLines.findIndex((l) => findDates(l));
  const top = headerLines.slice(0, Math.min(8, firstDates >= 0 ? firstDates : 8));
  const contact = top.map((l) => l.length < 120 && (EMAIL.test(l) || PHONE.test(l) || ANY_URL.test(l))).lastIndexOf(true);
  const firstLine = headerLines.findIndex((l) => l.trim());
  const body = headerLines.slice(contact >= 0 ? contact + 1 : firstLine + 1);
  const thisYear = new Date().getFullYear();
  return parseExperience(body.filter((l) => !EMAIL.test(l) && !PHONE.test(l))).filter(
    (e) =>
      e.start_date &&
      (e.position || e.company) &&
      !DEGREE.test(`${e.position} ${e.company}`) &&
      !INSTITUTION_WORDS.test(`${e.position} ${e.company}`) &&
      // `Notary Public, State of Nevada, commission through 2027`: a year to come starts no job.
      Number(/\b(?:19|20)\d{2}\b/.exec(e.start_date)?.[0] ?? 0) <= thisYear,
  );
}

/** Degrees as only education writes them: not `Master Teacher`, a state (`MA`) or a bare `Master`. */
const STRAY_DEGREE =
  /^(?:(?:bachelor|master|associate)(?:'s)?\s+(?:of|in|degree)\b|doctor of\b|ph\.?d\b|(?:[A-Z]\.){2,4}(?=[\s,]|$)|(?:b\.?sc|m\.?sc|b\.?b\.?a|m\.?b\.?a|b\.?s\.?n|m\.?s\.?n|b\.?a\.?sc|bmath|b\.?tech|a\.?a\.?s|pharm\.?\s?d)\b)/i;

/**
 * Education written without a heading of its own, where a resume without headings or a short one
 * puts it: a line that opens with a degree at a school (`MSc Statistics, University of Leeds, 2014`),
 * a school and its degree (`Great Basin Valley College, Associate of Applied Science in Business`),
 * or a degree on one line and its school on the next, with a year after them. Not a sentence.
 */
function strayEducation(lines: string[]): string[] {
  const out: string[] = [];
  const short = (l: string | undefined) => !!l && l.trim().split(/\s+/).length <= 16 && !isBullet(l);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    // A sentence that opens with a degree from its school: `M.S. in Clinical Nutrition from Kentucky Highlands University (2017), including …`.
    for (const sentence of line.split(/(?<=[a-z)]\.)\s+(?=\p{Lu})/u)) {
      const from = /^(.{4,80}?)\s+from\s+((?:the\s+)?\p{Lu}[\p{L}'’.&-]*(?:\s+(?:of|at|for|and|&|the|\p{Lu}[\p{L}'’.&-]*))*)(?:\s*\(((?:19|20)\d{2})\))?/u.exec(sentence);
      if (from && STRAY_DEGREE.test(from[1]) && INSTITUTION_WORDS.test(from[2]) && !ROLE_WORDS.test(from[1].replace(DEGREE, ' '))) out.push(`${from[1]}, ${from[2]}${from[3] ? `, ${from[3]}` : ''}`, '');
    }
    if (!short(line)) continue;
    const first = line.split(/\s*[,|—–]\s*/)[0];
    const afterSchool = INSTITUTION_WORDS.test(first) ? line.slice(first.length).trimStart().replace(/^[,|—–]\s*/, '') : null;
    // Only a degree no job line or place writes: not `Master Teacher`, `Boston College, MA`, `MBA Intern`.
    const opensAtStart = STRAY_DEGREE.test(line);
    if (!opensAtStart && !(afterSchool !== null && STRAY_DEGREE.test(afterSchool))) continue;
    // The rest of the degree's piece names no role: `MBA Intern, Harvard Business School` is a job.
    const degreePiece = (opensAtStart ? line : (afterSchool ?? '')).split(/\s*[,|—–]\s*/)[0].replace(DEGREE, ' ');
    if (ROLE_WORDS.test(degreePiece) || /\b(?:intern|candidate|teacher|instructor|professor|assistant|coordinator|advisor|fellow)\b/i.test(degreePiece)) continue;
    if (INSTITUTION_WORDS.test(line)) out.push(line, '');
    else if (short(lines[i + 1]) && INSTITUTION_WORDS.test(lines[i + 1])) {
      out.push(line, lines[i + 1].trim());
      if (/^\s*(?:19|20)\d{2}\s*$/.test(lines[i + 2] ?? '')) out.push(lines[i + 2].trim());
      out.push('');
      i++;
    }
  }
  return out;
}

export function parseResumeText(text: string): ParsedResume {
  const { header: headerLines, sections } = splitSections(text);
  const headed = filledSections(sections).length > 0;
  const { header, leftover } = parseHeader(headerLines);
  const summaryLines = sections.summary.length ? sections.summary : leftover.filter((l) => l.split(/\s+/).length >= 8);
  return {
    header,
    summary: summaryLines
      .map((l) => l.trim())
      .filter(Boolean)
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim(),
    // Headings for other things only (`Certifications: …` inline) leave the entries among the header's lines.
    experience: headed && sections.experience.length ? parseExperience(sections.experience) : unheadedExperience(headerLines),
    education: parseEducation(sections.education.length ? sections.education : strayEducation([...headerLines, ...sections.summary, ...sections.experience, ...sections.other, ...sections.certifications])),
    skills: parseSkills(sections.skills),
    certifications: parseCertifications(sections.certifications),
  };
}

/** Plain text of a parsed resume, for tasks that read prose. */
export function resumeToText(r: ParsedResume): string {
  const lines = [r.header.name, [r.header.email, r.header.phone, r.header.location, ...r.header.links].filter(Boolean).join(' | ')];
  if (r.summary) lines.push('', 'Summary', r.summary);
  if (r.experience.length) {
    lines.push('', 'Experience');
    for (const e of r.experience) {
      lines.push(
        `${[e.position, e.company].filter(Boolean).join(' at ')} ${[e.start_date, e.is_current ? 'Present' : e.end_date].filter(Boolean).join(' – ')}`.trim(),
      );
      for (const d of e.description.split('\n').filter(Boolean)) lines.push(`- ${d}`);
    }
  }
  if (r.education.length) {
    lines.push('', 'Education');
    for (const e of r.education) lines.push([e.degree, e.fieldOfStudy, e.institution, e.end_date].filter(Boolean).join(', '));
  }
  if (r.skills.length) lines.push('', 'Skills', r.skills.join(', '));
  if (r.certifications.length) {
    lines.push('', 'Certifications');
    for (const c of r.certifications) lines.push([c.name, c.issuer, c.date].filter(Boolean).join(', '));
  }
  return lines.join('\n').trim();
}
