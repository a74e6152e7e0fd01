// Job search under load: GET /api/jobs signed in, on 1,000,000 generated jobs, beside a bare node:http
// + pg server answering the same SQL (bench/lib/bare-jobs-server.mjs), in the same run.
// The corpus is generated with Zipf-like vocabularies (a few hundred titles with seniority prefixes,
// ~800 skills from the skills taxonomy, 20k companies, 300 locations, boilerplate sentences and a long
// tail of rare product names) and loaded with parallel COPY FROM STDIN streams, the search indexes
// dropped around the load. Query classes: broad terms, rare terms, phrases, exclusions, OR, filters only, text with
// filters, and deep cursors (the page after 10–50 pages of a broad search).
// For each server: closed loop at 32 connections for 30 s over all classes, then open loop at
// 100 req/s (each request sent on schedule, its latency counted from that time); p50/p99 per class.
// Also prints EXPLAIN (ANALYZE, BUFFERS) of one query per class, with the whole plan of slow ones.
// Budgets: our throughput ≥ 50 % of the bare server's; our p99 < 50 ms at 100 req/s; no class's
// p99 above 10× its p50 at 100 req/s. Exits with 1 when one fails or a response was not 2xx.
// Usage: npm run bench:jobs [-- --jobs 1000000 --seconds 30 --connections 32 --rate 100 --skip-build]
// It builds if needed and starts the built app on its own database (bench/lib/app.mjs); seeding 1M
// jobs takes a few minutes on 2 cores.
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { onInterrupt, openTarget, ROOT, signIn } from './lib/app.mjs';
import { PAGE_SIZE, SESSION_OPTIONS, parseSearchQuery, searchStatements, startBareJobsServer } from './lib/bare-jobs-server.mjs';

const { values: args } = parseArgs({
  options: {
    jobs: { type: 'string', default: '1000000' },
    seconds: { type: 'string', default: '30' },
    connections: { type: 'string', default: '32' },
    rate: { type: 'string', default: '100' },
    warmup: { type: 'string', default: '3' },
    'slow-plan-ms': { type: 'string', default: '10' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const JOBS = Number(args.jobs);
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
const RATE = Number(args.rate);
const WARMUP = Number(args.warmup);
const SLOW_PLAN_MS = Number(args['slow-plan-ms']);

const BUDGET_RATIO = 0.5;
const BUDGET_P99_MS = 50;
const BUDGET_TAIL = 10;

const cleanups = [];
const cleanup = async () => {
  while (cleanups.length) await cleanups.pop()().catch((err) => console.error(err));
};
onInterrupt(cleanup);

// ---------------------------------------------------------------------------------------------
// Vocabulary. Everything is drawn from a seeded generator, so every run loads the same corpus.

/** mulberry32: a small, fast, seeded generator of floats in [0, 1). */
function generator(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
/** The generator the corpus draws from; reseeded per chunk of rows, so parallel streams stay deterministic. */
let rand = generator(20_260_101);
const pick = (list) => list[Math.floor(rand() * list.length)];
const between = (min, max) => min + Math.floor(rand() * (max - min + 1));

function shuffled(list, seed) {
  const r = generator(seed);
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Draws items by rank with probability ∝ 1/rank^s: the first item most often, a long tail after. */
class Zipf {
  constructor(items, s) {
    this.items = items;
    this.cdf = new Float64Array(items.length);
    let sum = 0;
    for (let k = 0; k < items.length; k++) this.cdf[k] = sum += 1 / (k + 1) ** s;
    for (let k = 0; k < items.length; k++) this.cdf[k] /= sum;
  }

  /** The share of draws that land on the item at `index` (0-based rank). */
  share(index) {
    return this.cdf[index] - (index ? this.cdf[index - 1] : 0);
  }

  draw() {
    const u = rand();
    let lo = 0;
    let hi = this.cdf.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cdf[mid] < u) lo = mid + 1;
      else hi = mid;
    }
    return this.items[lo];
  }
}

/** Job titles by family, most frequent first (the rest follow in a fixed shuffled order). */
const TOP_TITLES = [
  ['Software Engineer', 'tech'], ['Registered Nurse', 'health'], ['Project Manager', 'mgmt'], ['Customer Service Representative', 'service'],
  ['Sales Representative', 'sales'], ['Data Analyst', 'data'], ['Product Manager', 'mgmt'], ['Administrative Assistant', 'office'],
  ['Data Engineer', 'data'], ['Account Manager', 'sales'], ['Full Stack Developer', 'tech'], ['Accountant', 'finance'],
  ['Backend Engineer', 'tech'], ['Warehouse Associate', 'trade'], ['Marketing Manager', 'mgmt'], ['DevOps Engineer', 'tech'],
  ['Teacher', 'edu'], ['Web Developer', 'tech'], ['Operations Manager', 'mgmt'], ['Mechanical Engineer', 'eng'],
  ['Frontend Engineer', 'tech'], ['Business Analyst', 'data'], ['Medical Assistant', 'health'], ['Engineering Manager', 'tech'],
  ['Data Scientist', 'data'], ['Financial Analyst', 'finance'], ['Truck Driver', 'trade'], ['Java Developer', 'tech'],
  ['Licensed Practical Nurse', 'health'], ['Graphic Designer', 'creative'], ['Python Developer', 'tech'], ['Store Manager', 'service'],
  ['Electrician', 'trade'], ['Recruiter', 'office'], ['Machine Learning Engineer', 'data'], ['Cloud Engineer', 'tech'],
  ['Pharmacist', 'health'], ['Site Reliability Engineer', 'tech'], ['Executive Assistant', 'office'], ['UX Designer', 'creative'],
  ['Civil Engineer', 'eng'], ['Program Manager', 'mgmt'], ['Security Engineer', 'tech'], ['Mobile Developer', 'tech'],
  ['QA Engineer', 'tech'], ['Paralegal', 'legal'], ['Sales Manager', 'sales'], ['Nurse Practitioner', 'health'],
  ['Bookkeeper', 'finance'], ['HR Generalist', 'office'],
];
const MORE_TITLES = {
  tech: 'Platform Engineer;Systems Engineer;Network Engineer;Embedded Software Engineer;Firmware Engineer;iOS Developer;Android Developer;.NET Developer;PHP Developer;React Developer;Ruby on Rails Developer;Salesforce Developer;Game Developer;Software Developer;Front End Developer;Infrastructure Engineer;Database Administrator;System Administrator;Network Administrator;IT Support Specialist;Help Desk Technician;Solutions Architect;Cloud Architect;Enterprise Architect;Software Architect;Test Automation Engineer;Release Engineer;Build Engineer;Security Analyst;SOC Analyst;Penetration Tester;Scrum Master;Technical Support Engineer;Solutions Engineer;Sales Engineer;Developer Advocate;Blockchain Developer;WordPress Developer;Golang Developer;Rust Developer;Kubernetes Engineer;Integration Engineer;ERP Consultant;SAP Consultant;IT Manager;Chief Technology Officer',
  data: 'Analytics Engineer;BI Developer;Business Intelligence Analyst;Data Architect;Research Scientist;Statistician;Quantitative Analyst;ETL Developer;Computer Vision Engineer;NLP Engineer;Data Platform Engineer;MLOps Engineer;Marketing Analyst;Operations Analyst;Reporting Analyst',
  mgmt: 'Product Owner;Delivery Manager;General Manager;Office Manager;Customer Success Manager;Community Manager;Content Manager;Brand Manager;Supply Chain Manager;Warehouse Manager;Facilities Manager;Construction Manager;Property Manager;Finance Manager;HR Manager;Procurement Manager;Logistics Manager;Release Manager;Chief of Staff;Operations Coordinator;Project Coordinator;Management Consultant;Strategy Consultant;Business Development Manager;Events Manager',
  finance: 'Staff Accountant;Auditor;Tax Associate;Controller;Payroll Specialist;Accounts Payable Specialist;Accounts Receivable Clerk;Financial Planner;Credit Analyst;Underwriter;Loan Officer;Investment Analyst;Actuary;Risk Analyst;Compliance Analyst;Treasury Analyst;Claims Adjuster;Insurance Agent;Bank Teller',
  health: 'ICU Nurse;Travel Nurse;Charge Nurse;Nurse Manager;Pharmacy Technician;Physical Therapist;Occupational Therapist;Speech Language Pathologist;Dental Hygienist;Dental Assistant;Physician Assistant;Radiologic Technologist;Respiratory Therapist;Caregiver;Home Health Aide;Certified Nursing Assistant;Phlebotomist;Clinical Research Coordinator;Medical Coder;Veterinary Technician;Surgical Technologist;Paramedic;EMT;Psychologist;Social Worker;Case Manager;Counselor;Dietitian;Optometrist;Physician;Lab Technician;Sonographer',
  service: 'Cashier;Retail Associate;Barista;Line Cook;Chef;Server;Bartender;Host;Housekeeper;Janitor;Security Officer;Front Desk Agent;Call Center Agent;Customer Support Specialist;Store Associate;Shift Supervisor;Restaurant Manager;Dishwasher;Baker;Hair Stylist;Personal Trainer;Concierge',
  trade: 'Forklift Operator;Delivery Driver;Plumber;HVAC Technician;Maintenance Technician;Mechanic;Diesel Mechanic;Welder;Machinist;CNC Operator;Carpenter;Construction Laborer;Assembler;Production Worker;Packer;Material Handler;Shipping Clerk;Inventory Specialist;Electrician Apprentice;Heavy Equipment Operator;Landscaper;Painter;Roofer;Solar Installer;Wind Turbine Technician',
  eng: 'Electrical Engineer;Chemical Engineer;Manufacturing Engineer;Process Engineer;Quality Engineer;Structural Engineer;Project Engineer;Field Engineer;Test Engineer;Hardware Engineer;Aerospace Engineer;Biomedical Engineer;Environmental Engineer;Industrial Engineer;Design Engineer;Controls Engineer;Reliability Engineer;Architect;Drafter;Surveyor',
  office: 'Receptionist;Office Administrator;Data Entry Clerk;Office Assistant;Legal Assistant;Technical Recruiter;Talent Acquisition Specialist;HR Coordinator;Training Coordinator;Virtual Assistant;Scheduler;Purchasing Agent;Buyer',
  sales: 'Account Executive;Business Development Representative;Sales Development Representative;Inside Sales Representative;Territory Sales Manager;Key Account Manager;Real Estate Agent;Retail Sales Associate;Sales Associate;Pharmaceutical Sales Representative;Customer Success Specialist',
  creative: 'UI Designer;Product Designer;Content Writer;Copywriter;Technical Writer;Marketing Specialist;Digital Marketing Specialist;SEO Specialist;Social Media Manager;Video Editor;Photographer;Art Director;Motion Designer;Illustrator;Editor;Journalist;Communications Specialist;PR Specialist;UX Researcher',
  edu: 'Substitute Teacher;Special Education Teacher;Teaching Assistant;Lecturer;Professor;Tutor;School Counselor;Preschool Teacher;Math Teacher;English Teacher;Instructional Designer;Librarian;Coach;Childcare Worker',
  legal: 'Attorney;Corporate Counsel;Legal Counsel;Compliance Officer;Contract Manager;Litigation Associate;Legal Secretary;Patent Agent',
};
const TITLES = [
  ...TOP_TITLES.map(([name, family]) => ({ name, family })),
  ...shuffled(
    Object.entries(MORE_TITLES).flatMap(([family, names]) => names.split(';').map((name) => ({ name, family }))),
    7,
  ),
];
const SENIORITY = ['', 'Senior', 'Junior', 'Lead', 'Staff', 'Principal', 'Associate', 'Intern'];
const SENIORITY_PAY = { '': 1, Senior: 1.3, Junior: 0.75, Lead: 1.4, Staff: 1.5, Principal: 1.7, Associate: 0.85, Intern: 0.4 };
const TITLE_SUFFIXES = [' II', ' III', ' (Remote)', ' - Contract', ' - Night Shift', ' (Hybrid)', ' - Part Time'];
const FAMILY_PAY = { tech: 120, data: 110, mgmt: 105, eng: 95, finance: 80, health: 75, legal: 70, creative: 70, sales: 65, edu: 55, office: 45, trade: 45, service: 35 };

/** Skills of trades the taxonomy (tech-heavy) does not cover, most frequent first. */
const DOMAIN_SKILLS = {
  health: 'Patient Care;BLS;CPR;Electronic Health Records;Medication Administration;ACLS;Epic;Vital Signs;Infection Control;Triage;Phlebotomy;IV Therapy;Wound Care;HIPAA;Patient Education;Care Planning;Telemetry;Pediatrics;Geriatrics;Case Management',
  service: 'Customer Service;Point of Sale;Cash Handling;Food Safety;Upselling;Zendesk;Call Center;Inventory Control;Visual Merchandising;Food Preparation;Hospitality;ServSafe',
  trade: 'Forklift;OSHA;Inventory Management;Preventive Maintenance;Blueprint Reading;Power Tools;Shipping and Receiving;Welding;Electrical Wiring;HVAC;Lean Manufacturing;CNC;Commercial Driving;Pallet Jack;Troubleshooting;Hydraulics',
  eng: 'AutoCAD;SolidWorks;MATLAB;GD&T;Finite Element Analysis;Six Sigma;PLC Programming;Revit;Root Cause Analysis;CATIA;ANSYS;Lean Manufacturing',
  edu: 'Lesson Planning;Classroom Management;Curriculum Development;Special Education;Differentiated Instruction;Student Assessment;Google Classroom;Early Childhood Education',
  legal: 'Legal Research;Contract Drafting;Litigation;Regulatory Compliance;Legal Writing;E-Discovery;Due Diligence;Westlaw',
  creative: 'Adobe Photoshop;Adobe Illustrator;Figma;Copywriting;Brand Strategy;Typography;Video Editing;Adobe InDesign;SEO;Content Strategy;UX Research;Social Media Marketing',
  sales: 'Salesforce;CRM;Lead Generation;Cold Calling;Negotiation;Account Management;HubSpot;B2B Sales;Pipeline Management;Prospecting',
  office: 'Data Entry;Scheduling;Calendar Management;Filing;Travel Coordination;Bookkeeping;Onboarding;Workday;Payroll',
  finance: 'Financial Reporting;Reconciliation;QuickBooks;SAP;GAAP;Budgeting;Forecasting;Financial Modeling',
};
/** Which taxonomy categories each family's postings draw skills from (after its own list). */
const FAMILY_CATEGORIES = {
  tech: ['Programming Languages', 'Backend Development', 'Frontend Development', 'Cloud Computing', 'System Design', 'Testing and Quality', 'Mobile Development', 'Office and Tools'],
  data: ['Data Science', 'Machine Learning', 'Programming Languages', 'Cloud Computing', 'Backend Development'],
  mgmt: ['Project Management', 'Soft Skills', 'Office and Tools'],
  finance: ['Accounting and Finance', 'Office and Tools', 'Soft Skills'],
  eng: ['Project Management', 'Soft Skills', 'Office and Tools'],
};

/** Canonical skill names of the app's taxonomy, by category (src/modules/ai/builtin/skills-taxonomy.ts). */
function taxonomySkills() {
  const text = readFileSync(join(ROOT, 'src', 'modules', 'ai', 'builtin', 'skills-taxonomy.ts'), 'utf8');
  const categories = new Map();
  let current = null;
  for (const line of text.split('\n')) {
    const category = line.match(/^ {2}'([^']+)': \[/);
    if (category) categories.set(category[1], (current = []));
    const entry = line.match(/^ {4}'((?:[^'\\]|\\.)+)',/);
    if (entry && current) current.push(entry[1].replace(/\\(.)/g, '$1').split('|')[0].replace(/^[!~^]/, ''));
  }
  if (categories.size < 5) throw new Error('Could not read the skills taxonomy');
  return categories;
}

const LOCATION_GROUPS = [
  ['USD', 1, 'New York, NY;San Francisco, CA;Chicago, IL;Austin, TX;Seattle, WA;Boston, MA;Los Angeles, CA;Denver, CO;Atlanta, GA;Dallas, TX;Houston, TX;Washington, DC;Miami, FL;Phoenix, AZ;Philadelphia, PA;San Diego, CA;San Jose, CA;Portland, OR;Minneapolis, MN;Detroit, MI;Nashville, TN;Charlotte, NC;Raleigh, NC;Salt Lake City, UT;Pittsburgh, PA;Columbus, OH;Indianapolis, IN;Kansas City, MO;St. Louis, MO;Baltimore, MD;Orlando, FL;Tampa, FL;Las Vegas, NV;Sacramento, CA;San Antonio, TX;Cleveland, OH;Cincinnati, OH;Milwaukee, WI;Richmond, VA;Jacksonville, FL;Oklahoma City, OK;Louisville, KY;Memphis, TN;New Orleans, LA;Boise, ID;Albuquerque, NM;Tucson, AZ;Omaha, NE;Des Moines, IA;Madison, WI;Buffalo, NY;Rochester, NY;Hartford, CT;Providence, RI;Birmingham, AL;Honolulu, HI;Anchorage, AK;Spokane, WA;Fresno, CA;Irvine, CA;Palo Alto, CA;Mountain View, CA;Redmond, WA;Cambridge, MA;Boulder, CO;Ann Arbor, MI;Durham, NC;Plano, TX;Scottsdale, AZ;Jersey City, NJ;Newark, NJ;Stamford, CT'],
  ['GBP', 0.75, 'London, UK;Manchester, UK;Birmingham, UK;Edinburgh, UK;Glasgow, UK;Bristol, UK;Leeds, UK;Cambridge, UK;Oxford, UK;Cardiff, UK;Belfast, UK;Liverpool, UK;Newcastle, UK;Nottingham, UK;Sheffield, UK;Reading, UK;Brighton, UK'],
  ['EUR', 0.85, 'Berlin, Germany;Munich, Germany;Hamburg, Germany;Frankfurt, Germany;Cologne, Germany;Stuttgart, Germany;Düsseldorf, Germany;Leipzig, Germany;Dresden, Germany;Nuremberg, Germany;Hanover, Germany;Bremen, Germany;Paris, France;Lyon, France;Toulouse, France;Marseille, France;Nantes, France;Bordeaux, France;Lille, France;Nice, France;Amsterdam, Netherlands;Rotterdam, Netherlands;Utrecht, Netherlands;Eindhoven, Netherlands;The Hague, Netherlands;Madrid, Spain;Barcelona, Spain;Valencia, Spain;Seville, Spain;Malaga, Spain;Bilbao, Spain;Milan, Italy;Rome, Italy;Turin, Italy;Bologna, Italy;Florence, Italy;Dublin, Ireland;Cork, Ireland;Galway, Ireland;Vienna, Austria;Brussels, Belgium;Lisbon, Portugal;Porto, Portugal;Helsinki, Finland;Tallinn, Estonia;Athens, Greece;Luxembourg'],
  ['CHF', 1.1, 'Zurich, Switzerland;Geneva, Switzerland;Basel, Switzerland;Lausanne, Switzerland'],
  ['SEK', 9, 'Stockholm, Sweden;Gothenburg, Sweden'],
  ['DKK', 6, 'Copenhagen, Denmark;Aarhus, Denmark'],
  ['NOK', 9, 'Oslo, Norway;Bergen, Norway'],
  ['PLN', 2.5, 'Warsaw, Poland;Krakow, Poland;Wroclaw, Poland;Gdansk, Poland'],
  ['CZK', 15, 'Prague, Czechia;Brno, Czechia'],
  ['CAD', 1.2, 'Toronto, ON;Vancouver, BC;Montreal, QC;Calgary, AB;Ottawa, ON;Edmonton, AB;Waterloo, ON;Halifax, NS'],
  ['AUD', 1.4, 'Sydney, NSW;Melbourne, VIC;Brisbane, QLD;Perth, WA;Adelaide, SA;Canberra, ACT'],
  ['NZD', 1.4, 'Auckland, New Zealand;Wellington, New Zealand'],
  ['INR', 25, 'Bangalore, India;Hyderabad, India;Pune, India;Mumbai, India;Delhi, India;Chennai, India;Gurgaon, India;Noida, India'],
  ['SGD', 1.2, 'Singapore'],
  ['JPY', 120, 'Tokyo, Japan;Osaka, Japan'],
  [null, 0, 'Dubai, UAE;Tel Aviv, Israel;São Paulo, Brazil;Mexico City, Mexico;Buenos Aires, Argentina;Cape Town, South Africa;Johannesburg, South Africa;Nairobi, Kenya;Lagos, Nigeria;Manila, Philippines;Hong Kong;Seoul, South Korea;Taipei, Taiwan;Kuala Lumpur, Malaysia;Bangkok, Thailand;Ho Chi Minh City, Vietnam;Jakarta, Indonesia;Istanbul, Turkey;Bucharest, Romania;Budapest, Hungary;Sofia, Bulgaria;Belgrade, Serbia'],
];
const REMOTE_LOCATIONS = [
  ['Remote', 'USD', 1], ['Remote - US', 'USD', 1], ['Remote - Europe', 'EUR', 0.85], ['Remote - UK', 'GBP', 0.75],
  ['Remote - Canada', 'CAD', 1.2], ['Anywhere (Remote)', 'USD', 1], ['Remote - EMEA', 'EUR', 0.85], ['Remote - APAC', 'USD', 1],
];
const TOP_LOCATIONS = ['Remote', 'New York, NY', 'London, UK', 'San Francisco, CA', 'Remote - US', 'Berlin, Germany', 'Chicago, IL', 'Toronto, ON', 'Austin, TX', 'Seattle, WA', 'Boston, MA', 'Los Angeles, CA', 'Bangalore, India', 'Paris, France', 'Amsterdam, Netherlands', 'Remote - Europe', 'Dublin, Ireland', 'Sydney, NSW', 'Singapore', 'Munich, Germany'];

function buildLocations() {
  const all = new Map();
  for (const [name, currency, rate] of REMOTE_LOCATIONS) all.set(name, { name, currency, rate, remote: true });
  const cities = LOCATION_GROUPS.flatMap(([currency, rate, names]) => names.split(';').map((name) => ({ name, currency, rate, remote: false })));
  for (const city of cities) all.set(city.name, city);
  // Hybrid variants of the first hundred cities: "Hybrid - Berlin, Germany" also matches location=Berlin.
  for (const city of cities.slice(0, 100)) all.set(`Hybrid - ${city.name}`, { ...city, name: `Hybrid - ${city.name}` });
  const top = TOP_LOCATIONS.map((name) => all.get(name));
  return [...top, ...shuffled([...all.values()].filter((l) => !TOP_LOCATIONS.includes(l.name)), 11)];
}

/** 20,000 company names such as "Northwave Health" or "Cedarbridge Labs". */
function buildCompanies() {
  const prefixes = 'Blue;North;Bright;Silver;Red;Green;Iron;Clear;Swift;True;Open;Deep;High;Sun;Star;Oak;Pine;Cedar;Maple;River;Lake;Stone;Cloud;Sky;Ocean;Golden;Summit;Pioneer;Atlas;Nova;Apex;Vertex;Quantum;Fusion;Prime;Core;Bold;Urban;Metro;Global;First;Harbor;Beacon;Crest;Echo;Lumen;Polar;Solar;Terra;Vista'.split(';');
  const stems = 'field;wave;stone;bridge;point;works;line;path;gate;view;forge;light;mark;ridge;wood;side;shore;brook;hill;port;leaf;stream;bay;rock;wind;spring;dale;land;flow;grove'.split(';');
  const kinds = 'Inc.;LLC;Group;Technologies;Labs;Systems;Solutions;Health;Partners;Logistics;Analytics;Software;Consulting;Foods;Energy;Bank;Media;Retail;Manufacturing;Services;Holdings;Capital;Medical;Robotics;Education;Studios;Networks;Insurance;Construction;Pharma'.split(';');
  const names = [];
  for (const p of prefixes) for (const s of stems) for (const k of kinds) names.push(`${p}${s} ${k}`);
  return shuffled(names, 13).slice(0, 20_000);
}

/** 60,000 invented product and programme names ("Zoravex", "Kelinthar"): the long tail of rare words. */
function buildRareWords() {
  const onsets = 'b;c;d;f;g;k;l;m;n;p;r;s;t;v;z;br;dr;gr;kr;pl;st;tr;th;sh;ch'.split(';');
  const vowels = 'a;e;i;o;u;ai;ou;ia'.split(';');
  const codas = 'x;n;r;l;k;th;m;nd;rk;lt'.split(';');
  const r = generator(17);
  const words = new Set();
  while (words.size < 60_000) {
    const syllables = 2 + Math.floor(r() * 2);
    let w = '';
    for (let i = 0; i < syllables; i++) w += onsets[Math.floor(r() * onsets.length)] + vowels[Math.floor(r() * vowels.length)];
    w += codas[Math.floor(r() * codas.length)];
    words.add(w[0].toUpperCase() + w.slice(1));
  }
  return [...words];
}

const TEAMS = 'platform;payments;data;growth;infrastructure;patient care;customer success;finance;operations;mobile;security;research;logistics;sales;marketing;product;analytics;support;quality;facilities'.split(';');
const THINGS = 'internal tools;customer-facing services;reporting pipelines;our core platform;client accounts;daily operations;the product roadmap;production systems;the onboarding experience;new markets;our partner network;inventory and supply'.split(';');
const MISSIONS = 'make work better for everyone;modernise healthcare;help small businesses grow;build the future of logistics;make finance simple;connect people with great food;bring clean energy to every home;make learning accessible'.split(';');
const BOSSES = 'engineering manager;hiring manager;director of operations;head of product;VP of Engineering;nurse manager;team lead;general manager'.split(';');
const ABOUT = [
  'We are a fast-growing company with offices across Europe and North America.',
  'We value curiosity, ownership and clear communication.',
  'Our customers range from small businesses to Fortune 500 companies.',
  'We are backed by leading investors and have been profitable for three years.',
  'We believe that diverse teams build better products.',
  'You will join a friendly, collaborative team that ships every week.',
  'Our culture is built on trust, transparency and continuous learning.',
  'We serve millions of customers every day.',
  'This is a great opportunity to grow your career with an industry leader.',
  'We are proud to have been named one of the best places to work.',
  'The role offers a healthy mix of independent work and teamwork.',
  'We move fast, measure everything and learn from our mistakes.',
  'Our headquarters are a short walk from the central station.',
  'We have a strong focus on quality, safety and customer satisfaction.',
  'Join a mission-driven organisation that makes a real difference.',
  'We work in small, autonomous teams with a lot of responsibility.',
  'Our team is distributed across several time zones.',
  'We invest heavily in tooling, training and mentorship.',
  'Every team member has a voice in how we work.',
  'We are growing quickly and looking for people who want to grow with us.',
  'You will have the chance to shape processes from the ground up.',
  'We care deeply about work-life balance and sustainable pace.',
];
const BENEFITS = [
  'We offer a competitive salary, equity and a generous pension plan.',
  'Benefits include health, dental and vision insurance.',
  'Flexible working hours and the option to work remotely two days a week.',
  '30 days of paid vacation plus public holidays.',
  'A yearly learning budget for conferences, books and courses.',
  'Paid parental leave and support for working parents.',
  'A modern office with free lunch, snacks and coffee.',
  'Employee assistance program and mental health support.',
  'Commuter benefits and a bike-to-work scheme.',
  'Annual performance bonus and a clear career path.',
  'Tuition reimbursement and paid certifications.',
  'Sign-on bonus for eligible candidates.',
  'Overtime pay and shift differentials.',
  'Relocation assistance is available.',
  'Company laptop and home office allowance.',
];
const EEO = [
  ' is an equal opportunity employer. We celebrate diversity and are committed to creating an inclusive environment for all employees.',
  ' is an equal opportunity employer and considers all qualified applicants without regard to race, religion, gender, age or disability.',
  ' welcomes applications from people of all backgrounds.',
];
const DEGREES = {
  tech: "Bachelor's degree in Computer Science or a related field, or equivalent experience",
  data: "Degree in Statistics, Mathematics, Computer Science or a related field",
  health: 'Current state license and BLS certification',
  trade: "Valid driver's license and the ability to lift 50 lbs",
  edu: 'Teaching certification for the relevant grade level',
  legal: 'Juris Doctor or paralegal certificate',
  finance: "Bachelor's degree in Accounting or Finance; CPA a plus",
};

/** The whole vocabulary, with the Zipf samplers the generator draws from. */
function buildVocabulary() {
  const taxonomy = taxonomySkills();
  const skillSet = new Set();
  const poolOf = (family) => {
    const names = [...(DOMAIN_SKILLS[family]?.split(';') ?? [])];
    for (const category of FAMILY_CATEGORIES[family] ?? ['Soft Skills', 'Office and Tools']) names.push(...(taxonomy.get(category) ?? []));
    const unique = [...new Set(names)];
    unique.forEach((s) => skillSet.add(s.toLowerCase()));
    return new Zipf(unique, 1.0);
  };
  const families = Object.keys(FAMILY_PAY);
  const skills = Object.fromEntries(families.map((f) => [f, poolOf(f)]));
  // Every taxonomy skill appears somewhere: the ones no family lists come in as rare mentions.
  const everySkill = [...new Set([...taxonomy.values()].flat())];
  everySkill.forEach((s) => skillSet.add(s.toLowerCase()));
  const rareWords = buildRareWords();
  const locations = buildLocations();
  const companies = buildCompanies();
  return {
    titles: new Zipf(TITLES, 1.1),
    seniority: new Zipf(SENIORITY, 1.1),
    skills,
    anySkill: new Zipf(shuffled(everySkill, 19), 1.0),
    companies: new Zipf(companies, 0.9),
    locations: new Zipf(locations, 1.0),
    rare: new Zipf(rareWords, 1.0),
    about: new Zipf(ABOUT, 1.0),
    benefits: new Zipf(BENEFITS, 1.0),
    sizes: { titles: TITLES.length, skills: skillSet.size, companies: companies.length, locations: locations.length, rare: rareWords.length },
  };
}

// ---------------------------------------------------------------------------------------------
// Generation and COPY.

const COLUMNS = 'source, source_id, title, company, location, job_type, remote, description, requirements_summary, url, posted_date, salary_min, salary_max, salary_currency, required_skills, nice_skills, content_hash';
const RARE_PER_JOB = 2.75; // mean rare-word mentions a description carries (see description())

/** COPY text format: backslash, tab, newline and carriage return escaped. */
const copyText = (s) => (/[\\\t\n\r]/.test(s) ? s.replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]) : s);
const arrayLiteral = (items) => `{${items.map((s) => `"${s.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;

function distinct(draw, count) {
  const out = new Set();
  for (let tries = 0; out.size < count && tries < count * 4; tries++) out.add(draw());
  return [...out];
}

function description(v, job, required, nice) {
  const skill = () => (rand() < 0.15 ? v.anySkill.draw() : v.skills[job.family].draw());
  const rare = () => v.rare.draw();
  const parts = [];
  switch (between(0, 3)) {
    case 0: parts.push(`${job.company} is hiring a ${job.title} to join our ${pick(TEAMS)} team in ${job.location}.`); break;
    case 1: parts.push(`We are looking for a ${job.title} to help ${job.company} ${pick(MISSIONS)}.`); break;
    case 2: parts.push(`As a ${job.title} at ${job.company}, you will work with a team of ${between(4, 40)} people on ${pick(THINGS)}.`); break;
    default: parts.push(`Join ${job.company} as a ${job.title} and help us ${pick(MISSIONS)}.`);
  }
  for (let i = between(1, 3); i > 0; i--) parts.push(v.about.draw());
  parts.push(`You will report to the ${pick(BOSSES)} and work closely with the ${pick(TEAMS)} team.`);
  const [r1, r2 = skill(), r3 = skill()] = required;
  parts.push(`You will design, build and improve ${pick(THINGS)} using ${r1} and ${r2}.`);
  parts.push(`Day to day you will work with ${r3}, ${skill()} and ${skill()}.`);
  if (nice.length) parts.push(`Experience with ${nice.join(', ')} is a plus.`);
  if (rand() < 0.6) parts.push(`You have strong skills in ${skill()} and a working knowledge of ${skill()}.`);
  if (rand() < 0.5) parts.push(`Hands-on experience with ${skill()} in a production environment is expected.`);
  // The long tail: invented product and programme names, 2.75 a posting on average.
  parts.push(`You will contribute to ${rare()}, our ${pick(['internal platform', 'flagship product', 'customer programme', 'research initiative'])} for ${pick(THINGS)}.`);
  if (rand() < 0.75) parts.push(`Familiarity with ${rare()} is a bonus.`);
  if (rand() < 0.5) parts.push(`Bonus points for experience with ${rare()} or ${rare()}.`);
  for (let i = between(1, 3); i > 0; i--) parts.push(v.benefits.draw());
  if (rand() < 0.8) parts.push(job.company + pick(EEO));
  return parts.join(' ');
}

/** One posting as a COPY line; `i` numbers it (source_id, url and content hash). */
function jobLine(v, i, now) {
  const t = v.titles.draw();
  const prefix = v.seniority.draw();
  const title = `${prefix ? `${prefix} ` : ''}${t.name}${rand() < 0.06 ? pick(TITLE_SUFFIXES) : ''}`;
  const company = v.companies.draw();
  const loc = v.locations.draw();
  const job = { title, company, location: loc.name, family: t.family };
  const required = distinct(() => v.skills[t.family].draw(), between(2, 6));
  const nice = distinct(() => (rand() < 0.3 ? v.anySkill.draw() : v.skills[t.family].draw()), between(0, 4)).filter((s) => !required.includes(s));
  const remote = loc.remote || rand() < 0.08;
  const u = rand();
  const jobType = remote && rand() < 0.3 ? 'remote' : u < 0.03 ? null : u < 0.73 ? 'full-time' : u < 0.85 ? 'contract' : 'part-time';
  let salaryMin = null;
  let salaryMax = null;
  let currency = null;
  if (loc.currency && rand() < 0.65) {
    currency = loc.currency;
    const base = FAMILY_PAY[t.family] * 1000 * SENIORITY_PAY[prefix] * (0.8 + rand() * 0.4) * loc.rate;
    salaryMin = Math.round(base / 1000) * 1000;
    if (rand() < 0.85) salaryMax = Math.round((base * (1.1 + rand() * 0.4)) / 1000) * 1000;
  }
  const years = prefix === 'Senior' || prefix === 'Lead' || prefix === 'Staff' || prefix === 'Principal' ? between(5, 10) : between(1, 4);
  const requirements = [`${years}+ years of experience as a ${t.name}`, `Strong knowledge of ${required[0]}`];
  if (required.length > 2) requirements.push(`Experience with ${required.slice(1).join(', ')}`);
  if (DEGREES[t.family]) requirements.push(DEGREES[t.family]);
  if (rand() < 0.7) requirements.push('Excellent written and verbal communication skills');
  if (rand() < 0.3) requirements.push(`Knowledge of ${v.anySkill.draw()} is an advantage`);
  // Newer postings are more frequent: the age is 365 days × u², to the millisecond.
  const age = rand();
  const posted = new Date(now - Math.floor(365 * 86_400_000 * age * age)).toISOString();
  const hash = createHash('sha256').update(`bench-job-${i}`).digest('hex');
  return [
    'bench',
    String(i),
    copyText(title),
    copyText(company),
    copyText(loc.name),
    jobType ?? '\\N',
    remote ? 't' : 'f',
    copyText(description(v, job, required, nice)),
    copyText(requirements.join('\n')),
    `https://jobs.example.org/bench/${i}`,
    posted,
    salaryMin ?? '\\N',
    salaryMax ?? '\\N',
    currency ?? '\\N',
    copyText(arrayLiteral(required)),
    copyText(arrayLiteral(nice)),
    hash,
  ].join('\t');
}

const CHUNK_ROWS = 1000;

/**
 * The COPY stream of jobs `from`..`to`, 1,000 rows (about 1.5 MB) a chunk, generated as Postgres
 * consumes it. Each chunk reseeds the generator from its number, so the corpus is the same
 * whichever stream writes it and however the streams interleave.
 */
async function* copyChunks(v, from, to, now, onRows) {
  for (let start = from; start <= to; start += CHUNK_ROWS) {
    const end = Math.min(to, start + CHUNK_ROWS - 1);
    rand = generator(20_260_101 + Math.floor((start - 1) / CHUNK_ROWS));
    const lines = [];
    for (let i = start; i <= end; i++) lines.push(jobLine(v, i, now));
    yield `${lines.join('\n')}\n`;
    onRows(end - start + 1);
  }
}

/**
 * COPY … FROM STDIN through pg's submittable-query interface (what pg-copy-streams does, in a few
 * lines): the chunks go out as CopyData messages, paced by the socket's backpressure.
 */
function copyFrom(client, sql, chunks) {
  return new Promise((resolve, reject) => {
    let error = null;
    let rows = 0;
    client.query({
      submit(connection) {
        connection.query(sql);
      },
      handleCopyInResponse(connection) {
        (async () => {
          try {
            for await (const chunk of chunks) {
              if (error) return;
              connection.sendCopyFromChunk(Buffer.from(chunk));
              if (connection.stream.writableNeedDrain) await once(connection.stream, 'drain');
            }
            connection.endCopyFrom();
          } catch (err) {
            error = err;
            connection.sendCopyFail(String(err.message));
          }
        })();
      },
      handleCommandComplete(msg) {
        rows = Number(msg.text?.split(' ')[1] ?? 0);
      },
      handleError(err) {
        error ??= err;
      },
      handleReadyForQuery() {
        if (error) reject(error);
        else resolve(rows);
      },
    });
  });
}

/** Runs `fn` with a client of its own on `databaseUrl`. */
async function withClient(databaseUrl, fn) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Builds `definitions` (CREATE INDEX statements) on two connections, the largest first. */
async function buildIndexes(databaseUrl, definitions) {
  const weight = (def) => (/USING gin \(search_tsv\)/.test(def) ? 10 : /USING gin/.test(def) ? 3 : 1);
  const queue = [...definitions].sort((a, b) => weight(b.def) - weight(a.def));
  const worker = () =>
    withClient(databaseUrl, async (client) => {
      await client.query(`SET maintenance_work_mem = '1GB'`);
      await client.query('SET max_parallel_maintenance_workers = 0');
      for (let next = queue.shift(); next; next = queue.shift()) await client.query(next.def);
    });
  await Promise.all([worker(), worker()]);
}

const seconds = (since) => ((performance.now() - since) / 1000).toFixed(0);

/**
 * Empties `jobs`, drops its indexes (all but the primary key), loads JOBS generated jobs through
 * parallel COPY streams (Postgres computing the tsvector columns is the bottleneck, one core a
 * stream), rebuilds the indexes from their saved definitions and runs VACUUM ANALYZE.
 */
async function seed(db, databaseUrl, v) {
  const t0 = performance.now();
  const indexes = (
    await db.query(`SELECT i.relname AS name, pg_get_indexdef(i.oid) AS def
      FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
      WHERE x.indrelid = 'jobs'::regclass AND NOT x.indisprimary
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)`)
  ).rows;
  await db.query('BEGIN');
  await db.query('TRUNCATE jobs RESTART IDENTITY CASCADE');
  for (const { name } of indexes) await db.query(`DROP INDEX "${name}"`);
  await db.query('COMMIT');

  const streams = Math.max(1, Math.min(4, availableParallelism()));
  const perStream = Math.ceil(JOBS / streams / CHUNK_ROWS) * CHUNK_ROWS;
  const now = Date.now();
  let done = 0;
  let shown = 0;
  const progress = (n) => {
    done += n;
    if (done - shown >= 50_000 || done === JOBS) {
      shown = done;
      process.stderr.write(`\r[bench] generated and copied ${done.toLocaleString('en')} of ${JOBS.toLocaleString('en')} jobs (${seconds(t0)} s)`);
    }
  };
  const counts = await Promise.all(
    Array.from({ length: streams }, (_, k) => {
      const from = k * perStream + 1;
      const to = Math.min(JOBS, (k + 1) * perStream);
      if (from > to) return 0;
      return withClient(databaseUrl, async (client) => {
        await client.query('SET synchronous_commit = off');
        return copyFrom(client, `COPY jobs (${COLUMNS}) FROM STDIN`, copyChunks(v, from, to, now, progress));
      });
    }),
  );
  const rows = counts.reduce((a, b) => a + b, 0);
  process.stderr.write('\n');
  const copied = performance.now();
  await buildIndexes(databaseUrl, indexes);
  const indexed = performance.now();
  await db.query('VACUUM ANALYZE jobs');
  const sizes = (await db.query(`SELECT pg_size_pretty(pg_table_size('jobs')) AS heap, pg_size_pretty(pg_indexes_size('jobs')) AS indexes`)).rows[0];
  console.log(
    `Seeded ${rows.toLocaleString('en')} jobs in ${seconds(t0)} s: generate + COPY ${((copied - t0) / 1000).toFixed(0)} s (${streams} streams), ` +
      `${indexes.length} indexes ${((indexed - copied) / 1000).toFixed(0)} s, VACUUM ANALYZE ${seconds(indexed)} s ` +
      `(table ${sizes.heap}, indexes ${sizes.indexes})`,
  );
}

/** Gives the signed-in member skills, so each result gets a real match score. */
async function giveMemberSkills(db) {
  const skills = ['Python', 'SQL', 'JavaScript', 'TypeScript', 'React', 'Docker', 'PostgreSQL', 'Communication', 'Project Management', 'Git'];
  await db.query(
    `INSERT INTO user_skills (user_id, skill_name, proficiency_level)
     SELECT u.id, s, 'advanced' FROM users u, unnest($1::text[]) s WHERE u.username = 'member'
     ON CONFLICT DO NOTHING`,
    [skills],
  );
}

// ---------------------------------------------------------------------------------------------
// Query classes.

const path = (params) => `/api/jobs?${new URLSearchParams(params).toString()}`;

/** Rare words: for each of about 40, 15 and 5 expected mentions, the first word there with 1–99 matching jobs. */
async function rareTerms(db, v) {
  const draws = JOBS * RARE_PER_JOB;
  const terms = [];
  for (const wanted of [40, 15, 5]) {
    let index = 0;
    while (index < v.rare.items.length - 50 && v.rare.share(index) * draws > wanted) index++;
    for (const word of v.rare.items.slice(index, index + 50)) {
      const { n } = (await db.query(`SELECT count(*)::int AS n FROM jobs WHERE search_tsv @@ websearch_to_tsquery('english', $1)`, [word])).rows[0];
      if (n > 0 && n < 100) {
        terms.push(word.toLowerCase());
        break;
      }
    }
  }
  return terms;
}

/** The page after `pages` pages of `params`, walked through the app: a real cursor it gave out. */
async function deepCursor(baseUrl, headers, params, pages) {
  let cursor;
  for (let page = 0; page < pages; page++) {
    const res = await fetch(baseUrl + path(cursor ? { ...params, cursor } : params), { headers });
    const body = await res.json();
    if (!res.ok) throw new Error(`GET /api/jobs answered ${res.status} while walking pages: ${JSON.stringify(body)}`);
    if (!body.nextCursor) throw new Error(`${path(params)} has fewer than ${pages + 1} pages`);
    cursor = body.nextCursor;
  }
  return { ...params, cursor };
}

async function queryClasses(db, baseUrl, headers, v) {
  const rare = await rareTerms(db, v);
  const classes = {
    broad: [{ q: 'engineer' }, { q: 'manager' }, { q: 'sales' }],
    rare: rare.map((q) => ({ q })),
    phrase: [{ q: '"data engineer"' }, { q: '"project manager"' }, { q: '"customer service"' }],
    exclusion: [{ q: 'developer -senior' }, { q: 'engineer -software' }, { q: 'nurse -registered' }],
    or: [{ q: 'nurse OR pharmacist' }, { q: 'accountant OR auditor' }, { q: 'barista OR bartender' }],
    filters: [
      { location: 'Berlin', jobType: 'full-time', minSalary: '60000' },
      { location: 'Remote', jobType: 'contract' },
      { location: 'London', remote: 'false', minSalary: '50000', postedWithinDays: '30' },
    ],
    'text+filters': [
      { q: 'engineer', location: 'San Francisco', minSalary: '150000' },
      { q: 'nurse', jobType: 'part-time', postedWithinDays: '30' },
      { q: 'python', remote: 'true' },
    ],
    'deep cursor': [
      await deepCursor(baseUrl, headers, { q: 'engineer' }, 10),
      await deepCursor(baseUrl, headers, { q: 'engineer' }, 50),
      await deepCursor(baseUrl, headers, { q: 'manager' }, 25),
      await deepCursor(baseUrl, headers, { jobType: 'full-time' }, 30),
    ],
  };
  return Object.entries(classes).flatMap(([cls, list]) => list.map((params) => ({ cls, params, path: path(params) })));
}

/** How many rows each text term matches in titles (tier 1) and anywhere (search_tsv). */
async function corpusCheck(db, urls) {
  const terms = [...new Set(urls.filter((u) => u.params.q && !u.params.cursor).map((u) => u.params.q))];
  console.log(`\n${'term'.padEnd(24)} ${'title'.padStart(9)} ${'anywhere'.padStart(9)} ${'share'.padStart(7)}`);
  for (const q of terms) {
    const { title, anywhere } = (
      await db.query(
        `SELECT count(*) FILTER (WHERE title_tsv @@ t)::int AS title, count(*)::int AS anywhere
         FROM jobs, websearch_to_tsquery('english', $1) t WHERE search_tsv @@ t`,
        [q],
      )
    ).rows[0];
    console.log(`${q.padEnd(24)} ${title.toLocaleString('en').padStart(9)} ${anywhere.toLocaleString('en').padStart(9)} ${`${((100 * anywhere) / JOBS).toFixed(2)}%`.padStart(7)}`);
  }
}

/** Both servers answer every URL with 200 and the same jobs in the same order, and the same cursor. */
async function compareAnswers(urls, ours, bare) {
  let same = 0;
  for (const u of urls) {
    const [a, b] = await Promise.all([fetch(ours.baseUrl + u.path, { headers: ours.headers }), fetch(bare.baseUrl + u.path)]);
    const [ja, jb] = [await a.json(), await b.json()];
    if (!a.ok || !b.ok) throw new Error(`${u.path}: the app answered ${a.status}, the bare server ${b.status}: ${JSON.stringify(a.ok ? jb : ja)}`);
    const ids = (j) => j.jobs.map((job) => job.id).join(',');
    if (ids(ja) === ids(jb) && ja.nextCursor === jb.nextCursor) same++;
    else console.log(`  differs: ${u.cls} ${u.path}`);
    if (!ja.jobs.length) console.log(`  no results: ${u.cls} ${u.path}`);
  }
  console.log(`\nSame answer from both servers for ${same} of ${urls.length} URLs`);
}

// ---------------------------------------------------------------------------------------------
// Plans.

function describePlan(node) {
  const name = `${node['Node Type']}${node['Scan Direction'] === 'Backward' ? ' Backward' : ''}${node['Index Name'] ? ` ${node['Index Name']}` : ''}`;
  const removed = (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0);
  const label = `${name} (${node['Actual Rows'] * (node['Actual Loops'] ?? 1)} rows${removed ? `, ${removed} removed` : ''})`;
  const children = node.Plans ?? [];
  if (!children.length) return label;
  if (children.length === 1) return `${label} ← ${describePlan(children[0])}`;
  return `${label} ← [${children.map(describePlan).join(' + ')}]`;
}

/** EXPLAIN (ANALYZE, BUFFERS) of the statements the app runs for one URL of each class. */
async function explainClasses(db, urls) {
  console.log(`\nEXPLAIN (ANALYZE, BUFFERS), one query per class (the tiers the app would run):`);
  const slow = [];
  const totals = [];
  for (const cls of [...new Set(urls.map((u) => u.cls))]) {
    const u = urls.find((x) => x.cls === cls);
    const { statements } = searchStatements(parseSearchQuery(new URLSearchParams(u.params)));
    let found = 0;
    let total = 0;
    console.log(`${cls}: ${u.path}`);
    for (const s of statements) {
      const want = PAGE_SIZE + 1 - found;
      const sql = s.sql(want);
      const [result] = (await db.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${sql}`, s.values)).rows[0]['QUERY PLAN'];
      const plan = result.Plan;
      const exec = result['Execution Time'];
      total += exec + result['Planning Time'];
      const jit = result.JIT ? `, JIT ${result.JIT.Timing.Total.toFixed(1)} ms` : '';
      console.log(
        `  tier ${s.tier}: ${exec.toFixed(2)} ms execution, ${result['Planning Time'].toFixed(2)} ms planning${jit}, ` +
          `buffers hit ${plan['Shared Hit Blocks']} read ${plan['Shared Read Blocks']}\n    ${describePlan(plan)}`,
      );
      if (exec > SLOW_PLAN_MS) slow.push({ cls, tier: s.tier, sql, values: s.values });
      found += plan['Actual Rows'];
      if (found > PAGE_SIZE) break;
    }
    totals.push({ cls, total });
  }
  totals.sort((a, b) => a.total - b.total);
  const [fastest, slowest] = [totals[0], totals.at(-1)];
  console.log(
    `Spread: slowest ${slowest.cls} ${slowest.total.toFixed(2)} ms / fastest ${fastest.cls} ${fastest.total.toFixed(2)} ms = ` +
      `${(slowest.total / Math.max(fastest.total, 0.01)).toFixed(1)}×`,
  );
  for (const s of slow) {
    const text = (await db.query(`EXPLAIN (ANALYZE, BUFFERS) ${s.sql}`, s.values)).rows.map((r) => r['QUERY PLAN']).join('\n');
    console.log(`\nSlow plan (over ${SLOW_PLAN_MS} ms): ${s.cls}, tier ${s.tier}, values ${JSON.stringify(s.values)}\n${s.sql}\n${text}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Load.

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** Per-class and overall counts and latency quantiles from `samples` (class → ms[]). */
function summarize(samples, failures, duration) {
  const out = new Map();
  const all = [];
  for (const [cls, list] of samples) {
    list.sort((a, b) => a - b);
    all.push(...list);
    out.set(cls, { rps: list.length / duration, p50: quantile(list, 0.5), p99: quantile(list, 0.99), failed: failures.get(cls) ?? 0 });
  }
  all.sort((a, b) => a - b);
  const failed = [...failures.values()].reduce((a, b) => a + b, 0);
  out.set('all', { rps: all.length / duration, p50: quantile(all, 0.5), p99: quantile(all, 0.99), failed });
  return out;
}

function record(samples, failures, cls, ms, ok) {
  if (!ok) failures.set(cls, (failures.get(cls) ?? 0) + 1);
  else {
    if (!samples.has(cls)) samples.set(cls, []);
    samples.get(cls).push(ms);
  }
}

/** `connections` connections, each sending its next request when the last is answered. */
function closedLoop(server, urls, connections, duration) {
  const samples = new Map();
  const failures = new Map();
  // One request template whose path comes from a round robin shared by all connections, so every
  // URL is asked for equally often; the connection's context remembers the class of its request.
  const order = shuffled(urls, 100);
  let next = 0;
  const requests = [
    {
      method: 'GET',
      setupRequest: (req, context) => {
        const u = order[next++ % order.length];
        context.cls = u.cls;
        return { ...req, path: u.path };
      },
    },
  ];
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url: server.baseUrl, headers: server.headers, connections, duration, requests }, (err, result) => {
      if (err) return reject(err);
      for (const [cls, n] of [['(errors)', result.errors], ['(timeouts)', result.timeouts]]) if (n) failures.set(cls, n);
      resolve(summarize(samples, failures, duration));
    });
    // One request in flight per connection: its context still describes the answered request.
    instance.on('response', (client, status, _bytes, ms) => {
      record(samples, failures, client.requestIterator.context.cls, ms, status >= 200 && status < 300);
    });
  });
}

/** `rate` requests a second over all URLs in turn, each sent on schedule; latency from that time. */
async function openLoop(server, urls, rate, duration) {
  const samples = new Map();
  const failures = new Map();
  const total = Math.round(rate * duration);
  const interval = 1000 / rate;
  const order = shuffled(urls, 200);
  const start = performance.now() + 50;
  const pending = [];
  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const u = order[i % order.length];
    pending.push(
      fetch(server.baseUrl + u.path, { headers: server.headers })
        .then(async (res) => {
          await res.arrayBuffer();
          record(samples, failures, u.cls, performance.now() - due, res.ok);
        })
        .catch(() => record(samples, failures, u.cls, 0, false)),
    );
  }
  await Promise.all(pending);
  return summarize(samples, failures, duration);
}

function table(title, classes, ours, bare) {
  const f = (n) => n.toFixed(n < 10 ? 1 : 0);
  const head = (side) => `${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'p99/50'.padStart(6)} ${'failed'.padStart(6)}${side}`;
  const cells = (r) => `${f(r.rps).padStart(7)} ${f(r.p50).padStart(7)} ${f(r.p99).padStart(7)} ${(r.p99 / Math.max(r.p50, 0.001)).toFixed(1).padStart(6)} ${String(r.failed).padStart(6)}`;
  console.log(`\n${title}\n${''.padEnd(14)} ${'ours (the app, signed in)'.padEnd(39)}   bare node:http + pg\n${'class'.padEnd(14)} ${head('   ')}${head('')}`);
  // A class with no answered request (all failed or timed out) shows dashes.
  const none = `${'—'.padStart(7)} ${'—'.padStart(7)} ${'—'.padStart(7)} ${'—'.padStart(6)} ${'—'.padStart(6)}`;
  for (const cls of [...classes, 'all']) {
    const [a, b] = [ours.get(cls), bare.get(cls)];
    console.log(`${cls.padEnd(14)} ${a ? cells(a) : none}   ${b ? cells(b) : none}`);
  }
}

// ---------------------------------------------------------------------------------------------

let exitCode = 0;
try {
  const v = buildVocabulary();
  console.log(
    `Vocabulary: ${v.sizes.titles} titles × ${SENIORITY.length} seniorities, ${v.sizes.skills} skills, ${v.sizes.companies.toLocaleString('en')} companies, ` +
      `${v.sizes.locations} locations, ${v.sizes.rare.toLocaleString('en')} rare words (all drawn by Zipf)`,
  );
  const target = await openTarget({ build: !args['skip-build'] });
  cleanups.push(target.stop);
  const databaseUrl = target.env.DATABASE_URL;
  // The app's session options, so the plans printed are the plans it runs.
  const db = new pg.Client({ connectionString: databaseUrl, options: SESSION_OPTIONS });
  await db.connect();
  cleanups.push(() => db.end());
  const cookie = await signIn(target.baseUrl, target.user, target.password);

  await seed(db, databaseUrl, v);
  await giveMemberSkills(db);

  const bareServer = await startBareJobsServer(databaseUrl);
  cleanups.push(bareServer.stop);
  const ours = { baseUrl: target.baseUrl, headers: { cookie } };
  const bare = { baseUrl: bareServer.baseUrl, headers: {} };

  const urls = await queryClasses(db, ours.baseUrl, ours.headers, v);
  const classes = [...new Set(urls.map((u) => u.cls))];
  await corpusCheck(db, urls);
  await compareAnswers(urls, ours, bare);
  await explainClasses(db, urls);

  console.error(`\n[bench] warming up both servers (${WARMUP} s each, uncounted)`);
  await closedLoop(ours, urls, CONNECTIONS, WARMUP);
  await closedLoop(bare, urls, CONNECTIONS, WARMUP);
  console.error(`[bench] closed loop, ${CONNECTIONS} connections, ${SECONDS} s each`);
  const closedOurs = await closedLoop(ours, urls, CONNECTIONS, SECONDS);
  const closedBare = await closedLoop(bare, urls, CONNECTIONS, SECONDS);
  console.error(`[bench] open loop, ${RATE} req/s, ${SECONDS} s each`);
  const openOurs = await openLoop(ours, urls, RATE, SECONDS);
  const openBare = await openLoop(bare, urls, RATE, SECONDS);

  table(`Closed loop: ${CONNECTIONS} connections, ${SECONDS} s, ${urls.length} URLs in turn`, classes, closedOurs, closedBare);
  table(`Open loop: ${RATE} req/s on schedule, ${SECONDS} s (latency from the scheduled time)`, classes, openOurs, openBare);

  const [oursRps, bareRps] = [closedOurs.get('all').rps, closedBare.get('all').rps];
  const ratio = bareRps > 0 ? oursRps / bareRps : 0;
  const p99 = openOurs.get('all').p99;
  // A class with no answered request at all has no p50 to compare with: it fails the tail budget.
  const tails = classes.map((cls) => ({ cls, ...(openOurs.get(cls) ?? { p50: 0, p99: Infinity }) }));
  const tail = (r) => r.p99 / Math.max(r.p50, 0.001);
  const worstTail = tails.reduce((w, r) => (tail(r) > tail(w) ? r : w), tails[0]);
  const failed = [closedOurs, openOurs].reduce((n, r) => n + r.get('all').failed, 0);
  const budgets = [
    [`throughput: ours ${oursRps.toFixed(0)} req/s / bare ${bareRps.toFixed(0)} req/s = ${(100 * ratio).toFixed(0)}% (budget ≥ ${100 * BUDGET_RATIO}%)`, ratio >= BUDGET_RATIO],
    [`p99 at ${RATE} req/s: ${p99.toFixed(1)} ms (budget < ${BUDGET_P99_MS} ms)`, p99 < BUDGET_P99_MS],
    [
      `tail at ${RATE} req/s: worst class ${worstTail.cls} p99 ${worstTail.p99.toFixed(1)} ms = ${tail(worstTail).toFixed(1)}× its p50 (budget ≤ ${BUDGET_TAIL}×)`,
      tails.every((r) => tail(r) <= BUDGET_TAIL),
    ],
    [`responses: ${failed} of ours not 2xx or failed (budget 0)`, failed === 0],
  ];
  console.log('');
  for (const [text, pass] of budgets) console.log(`${pass ? 'PASS' : 'FAIL'}  ${text}`);
  if (budgets.some(([, pass]) => !pass)) exitCode = 1;
} catch (err) {
  console.error(err);
  exitCode = 1;
} finally {
  await cleanup();
  process.exit(exitCode);
}
