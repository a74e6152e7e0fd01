import { certificationNames, extractPosting, extractResume, statedSkills } from './extract';
import { parseSkills } from './resume-sections';

describe('lists of skills as people write them', () => {
  it('keeps two names joined by & that it knows neither of as one maker’s, and splits known ones', () => {
    expect(parseSkills(['Reading: Harlow & Quist BAS, Excel & Word'])).toEqual(['Harlow & Quist BAS', 'Excel', 'Word']);
  });

  it('reads each labelled group of a line on its own', () => {
    expect(parseSkills(['CRM: Salesforce, HubSpot | Sales engagement: Outreach, Gong | Methods: MEDDIC'])).toEqual(['Salesforce', 'HubSpot', 'Outreach', 'Gong', 'MEDDIC']);
  });

  it('splits two named things joined by "and" but keeps a pair of single words and a known whole', () => {
    expect(parseSkills(['ACH and wire payments, grounding and bonding'])).toEqual(['ACH', 'wire payments', 'grounding and bonding']);
    expect(parseSkills(['Mergers and Acquisitions, Excel'])).toHaveLength(2);
  });

  it('keeps a slash with a one-character side in the name', () => {
    expect(parseSkills(['SAP S/4HANA, Figma/Sketch'])).toEqual(['SAP S/4HANA', 'Figma', 'Sketch']);
  });

  it('takes a certification without its issuer, keeping its level', () => {
    expect(certificationNames(['LEED Green Associate — U.S. Green Building Council, 2015'])).toEqual(['LEED Green Associate']);
    expect(certificationNames(['Journeyman Plumber License – City of Toledo'])).toEqual(['Journeyman Plumber License']);
    expect(certificationNames(['AWS Certified Data Engineer – Associate — Amazon Web Services, 2024'])).toEqual(['AWS Certified Data Engineer – Associate']);
    expect(certificationNames(['NRF Foundation Customer Service & Sales credential (2014)'])).toEqual(['NRF Foundation Customer Service & Sales credential']);
  });

  it('reads a label before a dash as a label, keeping a known tool there as an item', () => {
    expect(parseSkills(['Finishing - Pro Tools, Logic Pro, Ableton Live'])).toEqual(['Pro Tools', 'Logic Pro', 'Ableton Live']);
    expect(parseSkills(['Analyzers – Beckman Coulter, Vitros, Abbott Architect'])).toEqual(['Beckman Coulter', 'Vitros', 'Abbott Architect']);
    expect(parseSkills(['Excel – VLOOKUP, pivot tables, macros'])).toEqual(expect.arrayContaining(['Excel', 'VLOOKUP', 'macros']));
  });

  it('splits names joined by a plus and reads a group wrapped over two lines whole', () => {
    expect(parseSkills(['Makita + DeWalt drills, laser levels'])).toEqual(['Makita', 'DeWalt drills', 'laser levels']);
    expect(parseSkills(['Scripting: Python (NumPy,', 'SciPy, Matplotlib), Bash'])).toEqual(['Python', 'NumPy', 'SciPy', 'Matplotlib', 'Bash']);
  });

  it('splits qualifications joined by slashes when each is one', () => {
    expect(certificationNames(['BLS/ACLS/PALS, American Heart Association, 2024'])).toEqual(['BLS', 'ACLS', 'PALS']);
    expect(certificationNames(['CPR/AED and First Aid, Red Cross'])).toEqual(['CPR', 'AED', 'First Aid']);
    expect(certificationNames(['NN/g UX Certification'])).toEqual(['NN/g UX Certification']);
    expect(certificationNames(['Lean Six Sigma Green Belt (IASSC,', 'renewed 2023)'])).toEqual(['Lean Six Sigma Green Belt']);
  });

  it('reads a bullet that lists techniques after a label, and a bullet of clauses as a sentence', () => {
    const r = extractResume(
      [
        'EXPERIENCE',
        'Histotechnician, Lakeview Pathology Group, 2019 - Present',
        '• Special stains: PAS stains, reticulin stains, trichrome and IHC on the Leica Bond III',
        '• Onboarding: shadow new hires, review their slides, and sign off on competencies',
      ].join('\n'),
    );
    expect(r.skills).toEqual(expect.arrayContaining(['PAS stains', 'reticulin stains', 'trichrome', 'IHC', 'Leica Bond III']));
    expect(r.skills.join(' | ')).not.toMatch(/shadow new hires|review their slides/);
  });

  it('reads a labelled list inside a resume without headings, even when it ends as a sentence', () => {
    const r = extractResume(
      [
        'Dana Reyes',
        'Store Manager',
        '',
        'I have run stores for eleven years and I care about a floor that looks shoppable at nine in the morning.',
        '',
        'Tools I use every week: Oracle Xstore POS, Microsoft Excel, Google Workspace, and Shopify POS for pop-up events.',
      ].join('\n'),
    );
    expect(r.skills).toEqual(expect.arrayContaining(['Oracle Xstore POS', 'Google Workspace']));
  });

  it('takes a word of how much or what for after a name as no skill, and an activity there as one', () => {
    expect(parseSkills(['SAP Ariba, Coupa (light), Eclipse (some), Diamante (backup)'])).toEqual(['SAP Ariba', 'Coupa', 'Eclipse', 'Diamante']);
    expect(parseSkills(['Microsoft Word (redlining), Outlook'])).toEqual(expect.arrayContaining(['redlining']));
  });

  it('keeps a product before what of it is named in parentheses, and a name the vocabulary knows there', () => {
    expect(parseSkills(['Sage (Peachtree, Intacct)'])).toHaveLength(3);
    expect(parseSkills(['Sage (Peachtree, Intacct)'])).toContain('Sage');
    expect(parseSkills(['Bug reporting (Jira, Loom)'])).toEqual(expect.arrayContaining(['Jira', 'Loom', 'Bug reporting']));
    expect(parseSkills(['Dentrix (charting, imaging)'])).toEqual(expect.arrayContaining(['Dentrix']));
    expect(parseSkills(['Databases (postgres)']).map((s) => s.toLowerCase()).join(' ')).toMatch(/postgre/);
  });

  it('keeps a certificate whose name holds a colon whole, and reads a short label there as a list', () => {
    const r = extractResume(
      [
        'CERTIFICATIONS',
        'NIMS CNC Milling: Programming, Setup & Operations — NIMS, 2018',
        'Microsoft Certified: Azure Administrator Associate, 2023',
        'Machines: Stenograph Luminex 2, Diamante',
      ].join('\n'),
    );
    expect(r.skills).toEqual(
      expect.arrayContaining(['NIMS CNC Milling: Programming, Setup & Operations', 'Microsoft Certified: Azure Administrator Associate', 'Stenograph Luminex 2', 'Diamante']),
    );
    expect(r.skills).not.toContain('Setup');
    const lists = extractResume(['CERTIFICATIONS', 'Software & Tools: Excel, QuickBooks, Gusto', 'Technical Skills and Tools: Python, SQL, Tableau', 'OSHA 30, Forklift Certified: Toyota, Crown'].join('\n'));
    expect(lists.skills).toEqual(expect.arrayContaining(['Excel', 'QuickBooks', 'Gusto', 'Python', 'SQL', 'Tableau', 'OSHA 30']));
  });

  it('takes a duty the vocabulary happens to name by what is done for no skill, and a skill named by an activity for one', () => {
    const posting = extractPosting(['Outpatient Coder', '', 'Requirements', '- Meet productivity targets while coding in 3M 360 Encompass', '- Ask a question when documentation is unclear'].join('\n'));
    expect(posting.required.join(' | ')).not.toMatch(/productivity targets|ask a question/i);
    const r = extractResume(['EXPERIENCE', 'UX Researcher, Larkspur Pay, 2020 – Present', '• Rebuilt the information architecture of the help center after card sorting'].join('\n'));
    expect(r.skills).toEqual(expect.arrayContaining(['Information Architecture']));
  });

  it('takes a name’s short form in parentheses and what a level says of it for no items of their own', () => {
    const r = extractResume(['SKILLS', 'Computed Radiography (CR), Electronic Health Records (EHR)', 'Languages: Spanish – fluent (read, write, speak); American Sign Language (ASL) – basic'].join('\n'));
    expect(r.languages).toEqual(['Spanish', 'American Sign Language']);
    expect(r.skills).not.toEqual(expect.arrayContaining(['CR']));
    expect([...r.skills, ...r.languages].join(' | ')).not.toMatch(/\b(?:read|write|speak|ASL)\b/);
  });

  it('reads a short lowercase word after a number as its unit', () => {
    const r = extractResume(['EXPERIENCE', 'Climber, Dogwood Line Clearance, 2015 to 2019', '- storm response after two hurricanes, 16 hr days'].join('\n'));
    expect(r.skills).not.toContain('hr');
  });

  it('reads a long unlabelled line of short names as a list, even when the vocabulary knows few of them', () => {
    const r = extractResume(
      [
        'Owen Castellanos',
        'Tucson, AZ · owen.c@mail.example',
        '',
        'Dispatcher for a regional carrier since 2019; I keep forty trucks moving and drivers in hours.',
        '',
        'Desert Line Freight, Tucson AZ',
        'Dispatcher, 2019 to 2024',
        '',
        'McLeod LoadMaster, Samsara, Omnitracs, DAT load board, Truckstop, Microsoft Excel, HOS audits, IFTA',
      ].join('\n'),
    );
    expect(r.skills).toEqual(expect.arrayContaining(['McLeod LoadMaster', 'Samsara', 'Omnitracs', 'DAT load board', 'HOS audits', 'IFTA']));
    expect(r.skills).not.toContain('Desert Line Freight');
  });

  it('reads a bullet that is nothing but a list of things, and not one that opens with what was done', () => {
    const r = extractResume(
      [
        'EXPERIENCE',
        'Histotechnician, Lakeview Pathology Group, 2019 - Present',
        '• Frozen sections, special stains and decalcification',
        '• Trained new techs, cryostat maintenance and slide filing',
        '• Microtomy, embedding, coverslipping',
      ].join('\n'),
    );
    expect(r.skills).toEqual(expect.arrayContaining(['Frozen sections', 'special stains', 'decalcification', 'Microtomy', 'embedding', 'coverslipping']));
    expect(r.skills.join(' | ')).not.toMatch(/Trained new techs/);
  });
});

describe('a posting’s requirements', () => {
  const posting = [
    'Import Coordinator',
    '',
    'Requirements',
    '- Working knowledge of FMLA and the NEC; a USA-based LLC',
    '- Experience with Kafka pipelines',
    '',
    'Nice to have',
    '- Kafka Streams or Kafka is a plus',
  ].join('\n');

  it('counts the capitalised names of codes and laws the vocabulary does not know, not business words', () => {
    const { required } = extractPosting(posting);
    expect(required).toEqual(expect.arrayContaining(['FMLA', 'NEC']));
    expect(required).not.toEqual(expect.arrayContaining(['USA']));
    expect(required).not.toEqual(expect.arrayContaining(['LLC']));
  });

  it('makes a skill optional when the posting calls it optional anywhere', () => {
    const { required, nice_to_have } = extractPosting(posting);
    // `Kafka Streams` is an edition of its own, reported apart; Kafka, required above, is optional here.
    expect(nice_to_have).toEqual(expect.arrayContaining(['Kafka Streams', 'Kafka']));
    expect(required.filter((s) => /kafka/i.test(s))).toEqual([]);
  });

  it('makes optional what a parenthesis holding only the word follows', () => {
    const { required, nice_to_have } = extractPosting(['Analyst', '', 'Requirements', '- Advanced SQL', '- Experience with Tableau (preferred)', '- Looker (a plus)'].join('\n'));
    expect(required).toEqual(['SQL']);
    expect(nice_to_have).toEqual(expect.arrayContaining(['Tableau', 'Looker']));
  });

  it('makes optional only what a parenthesis calls optional, not the rest of its line', () => {
    const { required, nice_to_have } = extractPosting(
      ['Import Coordinator', '', 'Requirements', '- Experience with an ERP or TMS (SAP S/4HANA experience is a plus)', '- Hands-on SAP experience (S/4HANA preferred)'].join('\n'),
    );
    expect(required).toEqual(expect.arrayContaining(['ERP', 'TMS', 'SAP']));
    expect(nice_to_have).toEqual(expect.arrayContaining(['SAP S/4HANA']));
  });
});

describe('a posting’s duties and clauses', () => {
  const posting = [
    'Accounts Payable Clerk',
    '',
    'About us',
    'We run QuickBooks-free since 2019 and love Kubernetes in our warehouse robots.',
    '',
    'The role',
    'You will process invoices in SAP and prepare the weekly ACH payment run. Experience with Coupa is a plus. You report to the Controller and work with our revenue managers; everybody goes home safe.',
    '',
    'What you bring',
    '• Advanced Excel, ideally with Power Query',
    '• Design of internal controls',
    '',
    'Benefits',
    'Medical, dental and a 401(k) match.',
  ].join('\n');

  it('reads what the duties name as required, one clause at a time, and the company and benefits not at all', () => {
    const { required, nice_to_have } = extractPosting(posting);
    expect(required).toEqual(expect.arrayContaining(['SAP', 'Excel']));
    expect(nice_to_have).toEqual(expect.arrayContaining(['Coupa', 'Power Query']));
    expect([...required, ...nice_to_have]).not.toEqual(expect.arrayContaining(['Kubernetes']));
  });

  it('takes no people, ordinary words or a bullet’s first verb for skills', () => {
    const all = Object.values(extractPosting(posting)).flat().map((s) => s.toLowerCase());
    expect(all.filter((s) => /manager|controller|^safe$|^design$/.test(s))).toEqual([]);
  });
});

describe('a posting’s description, editions and cues', () => {
  const posting = [
    'Survey Technician',
    '',
    'Job description',
    'You will collect field data using Trimble Access and keep parcel layers current in ArcGIS Pro, then publish web maps to ArcGIS Online. You will cover the ICU annex survey twice a year.',
    '',
    'Requirements',
    '- Skilled with precision measuring instruments',
    '- Comfortable on Leica or Topcon total stations',
    '',
    'Preferred',
    '- Experience with the ArcGIS Utility Network',
  ].join('\n');

  it('reads a job description as the duties, what they name required', () => {
    expect(extractPosting(posting).required).toEqual(expect.arrayContaining(['ArcGIS Pro', 'ArcGIS Online']));
  });

  it('keeps a product’s editions apart: an optional one leaves the required ones required', () => {
    const { required, nice_to_have } = extractPosting(posting);
    expect(nice_to_have).toContain('ArcGIS Utility Network');
    expect(required).not.toContain('ArcGIS Utility Network');
  });

  it('reads what a cue names: a participle before a noun is part of the thing, `comfortable on` a cue, a ward no skill', () => {
    const { required } = extractPosting(posting);
    expect(required).toEqual(expect.arrayContaining(['precision measuring instruments', 'Leica']));
    expect(required).not.toContain('ICU');
  });
});

describe('names in capitals and credentials in a posting', () => {
  const posting = ['Requirements', '- Trim to ANSI A300 standards; rope work to ANSI Z133', '- Arc flash training to NFPA 70E; QRXA 2023 refresher', '- Compound to USP <795>', '- QRX Certified Rigger, or Certified Boom Technician (CBT) within a year', '- MUST HAVE own boots'].join('\n');

  it('reads capitals in a row as one name, not shouted English', () => {
    const { required } = extractPosting(posting);
    expect(required).toEqual(expect.arrayContaining(['ANSI A300', 'ANSI Z133', 'NFPA 70E', 'QRXA', 'USP <795>']));
    expect(required).not.toEqual(expect.arrayContaining(['ANSI', 'A300', 'MUST HAVE']));
  });

  it('reads a credential named as the certified person whole, and its acronym as the same credential', () => {
    const { required } = extractPosting(posting);
    expect(required).toEqual(expect.arrayContaining(['QRX Certified Rigger', 'Certified Boom Technician']));
    expect(required).not.toEqual(expect.arrayContaining(['QRX', 'CBT']));
  });
});

describe('a list item without its level or measure', () => {
  it('drops a level before a name and a measure after it, but keeps a name that starts with such a word', () => {
    expect(parseSkills(['basic SQL, typing 75 WPM, Advanced Cardiovascular Life Support'])).toEqual(
      expect.arrayContaining(['SQL', 'typing']),
    );
    expect(parseSkills(['Advanced Cardiovascular Life Support'])[0]).toMatch(/Advanced Cardiovascular Life Support|ACLS/);
  });

  it('splits a certification line naming two known qualifications', () => {
    expect(certificationNames(['CPR and First Aid — American Red Cross, 2024'])).toEqual(['CPR', 'First Aid']);
  });
});

describe('groups, labels and sub-headings inside a skills list', () => {
  it('reads labels inside a group and a tool with what of it after a dash', () => {
    expect(parseSkills(['Cloud (AWS: EKS, Lambda; GCP: GKE)'])).toEqual(['Amazon Web Services', 'Amazon EKS', 'Lambda', 'Google Cloud Platform', 'Google Kubernetes Engine']);
    expect(parseSkills(['Microsoft Office (Excel – VLOOKUP, Word)'])).toEqual(expect.arrayContaining(['VLOOKUP']));
    expect(parseSkills(['English – native, Spanish'])).not.toEqual(expect.arrayContaining(['native']));
  });

  it('takes the lines under a "Spoken languages" sub-heading as languages', () => {
    const r = extractResume('SKILLS\nPython, SQL\nSpoken languages\nEnglish, Norwegian, Twi (basic)\n');
    expect(r.languages).toEqual(expect.arrayContaining(['English', 'Norwegian']));
    expect(r.skills).not.toEqual(expect.arrayContaining(['Spoken languages']));
  });

  it('takes a plain word before a group of skills for their kind, a name or a skill before its parts for a skill', () => {
    const skills = extractResume(['SKILLS', 'Containers (Docker, Kubernetes)', 'Python (pandas, NumPy)', 'Venipuncture (cephalic, jugular, saphenous)'].join('\n')).skills;
    expect(skills).toEqual(expect.arrayContaining(['Docker', 'Kubernetes', 'Python', 'Venipuncture']));
    expect(skills).not.toContain('Containers');
    // An activity before its tools is the member's own skill.
    expect(extractResume('SKILLS\nAnimation (Maya, Blender, After Effects)').skills).toEqual(expect.arrayContaining(['Animation', 'Maya']));
  });

  it('keeps only languages in a languages section that other lines ran into', () => {
    // A two-column PDF: the next heading (misspelt, so not read as one) and the lines under it follow.
    const r = extractResume(
      ['Ravi Kumar', 'ravi@example.test', '', 'LANGUAGES', 'English', 'Tamil', 'Twi', 'Mandarin Chinese', 'CARRER HIGHLIGHTS', 'Won a regional ranking in', 'Elected as Treasurer of'].join('\n'),
    );
    expect(r.languages).toEqual(['English', 'Tamil', 'Twi', 'Mandarin Chinese']);
    const more = extractResume(['Ravi Kumar', '', 'LANGUAGES', 'Tok Pisin', 'Cape Verdean Creole', 'Event Organizer'].join('\n'));
    expect(more.languages).toEqual(['Tok Pisin', 'Cape Verdean Creole']);
  });

  it('names the skill a training was in, not the training', () => {
    expect(certificationNames(['Naloxone administration training, 2022'])).toEqual(['Naloxone administration']);
    expect(certificationNames(['Sandler Sales Training (2020)'])).toEqual(['Sandler Sales Training']);
  });
});

describe('a Strengths heading', () => {
  it('lists soft skills, kept apart from the technical list beside it', () => {
    const r = extractResume('TECHNICAL SKILLS\nSAP, Excel\n\nSTRENGTHS\nOrganized\nProactive communicator\n');
    expect(r.skills).toEqual(['SAP', 'Excel']);
    expect(r.soft_skills).toEqual(expect.arrayContaining(['Proactive communicator']));
  });
});

describe('names that hold their own marks', () => {
  it('keeps a registry’s category code with its credential, not a detail in parentheses', () => {
    expect(certificationNames(['ARRT (R), 2017', 'ARRT (CT), 2020', 'CCRN (Adult), AACN, 2020'])).toEqual(['ARRT (R)', 'ARRT (CT)', 'CCRN']);
  });

  it('keeps a licence’s class number, splits two acronyms of one course, and reads `Fluent in Spanish` as a language', () => {
    expect(certificationNames(['Oregon Limited Energy Technician (02) License', 'CPR/BLS for Healthcare Providers – American Heart Association'])).toEqual([
      'Oregon Limited Energy Technician (02) License',
      'CPR',
      'BLS',
    ]);
    const r = extractResume('SKILLS\nExcel; Fluent in Spanish');
    expect(r.languages).toEqual(['Spanish']);
    expect(r.skills).toEqual(['Excel']);
  });

  it('reads codes and forms by their shape, not a grade span or a machine’s model number', () => {
    const r = extractResume('EXPERIENCE\nTechnician, Acme Ltd, 2020 - 2023\n- Recovered R-410A and R-22 refrigerant, first-article reports per AS9102 on a Haas VF-2\n- Screened K-12 students with the PHQ-9 and filed I-9 forms');
    expect(r.skills).toEqual(expect.arrayContaining(['R-410A', 'R-22', 'AS9102', 'PHQ-9', 'I-9']));
    // The model number is no code of its own; the machine, maker and model, is a tool named where it is used.
    expect(r.skills.filter((s) => /^(?:VF-2|K-12)$|K-12/.test(s))).toEqual([]);
    expect(r.skills).toContain('Haas VF-2');
  });

  it('reads a product’s edition written after its name, not a role, a level or a report', () => {
    const r = extractResume('EXPERIENCE\nBookkeeper, Acme Ltd, 2020 - 2023\n- Closed the books in QuickBooks Online and charted visits in Epic Radiant\n- Worked as the Salesforce Administrator and ran RTI Tier 2 groups');
    expect(r.skills).toEqual(expect.arrayContaining(['QuickBooks Online', 'Epic Radiant', 'Salesforce']));
    expect(r.skills.filter((s) => /Administrator|Tier/.test(s))).toEqual([]);
  });

  it('reads no issuer, membership or place a list of credentials names as a skill', () => {
    const r = extractResume('CERTIFICATIONS\nRegistered Dietitian Nutritionist\nCommission on Dietetic Registration\nLicensed Dietitian, Kentucky\nMember, American Heart Association\nLicensed Veterinary Technician, New York State, 2016');
    expect(r.skills).toEqual(expect.arrayContaining(['Registered Dietitian Nutritionist', 'Licensed Dietitian']));
    expect(r.skills.filter((s) => /Commission|Kentucky|Member|Association|New York/.test(s))).toEqual([]);
  });

  it('reads the maker or model written before a piece of equipment as part of its name, not a word, a place or a number', () => {
    const r = extractResume('EXPERIENCE\nInstaller, Acme Ltd, 2020 - 2023\n- Pulled wire and bent conduit with a Greenlee hydraulic bender\n- Ran the Altec bucket truck and a Genie boom lift');
    expect(r.skills).toEqual(expect.arrayContaining(['Greenlee hydraulic bender', 'Altec bucket truck', 'boom lifts']));
    expect(r.skills).not.toContain('Genie boom lift');
    expect(statedSkills('Ran stump grinders in Ohio and 10-ton overhead cranes in Texas').map((s) => s.written)).toEqual(['stump grinders', 'overhead cranes']);
    // A name the text reads of its own stays apart: `BitLocker encryption` is BitLocker, and encryption.
    expect(statedSkills('Rolled out BitLocker encryption to laptops').map((s) => s.written)).toEqual(['BitLocker', 'Encryption']);
  });

  it('reads a code whole, a compound’s first half with it, and a name before a hyphenated word', () => {
    const r = extractResume('EXPERIENCE\nCoder, Acme Ltd, 2020 - 2023\n- Coded outpatient visits in ICD-10-CM and reviewed HIPAA-relevant audit logs');
    expect(r.skills).toEqual(expect.arrayContaining(['ICD-10-CM', 'HIPAA']));
    expect(r.skills).not.toContain('ICD-10');
    expect(extractPosting('Payroll Specialist\n\nRequirements\n- 3+ years of full-cycle payroll experience').required).toContain('full-cycle payroll');
  });

  it('takes an employer and its place for no list of skills', () => {
    const r = extractResume('EXPERIENCE\nRadiographer\nSaguaro Regional Medical Center, Tucson, AZ\n2019 – Present\n• Portable radiography in the ICU');
    expect(r.skills.filter((s) => /Tucson|^AZ$|Saguaro/.test(s))).toEqual([]);
  });

  it('knows the languages members speak beyond the vocabulary, in prose too, but not a cuisine or the people served', () => {
    const r = extractResume(
      ['SUMMARY', 'Medical interpreter. I speak Cantonese and Tagalog at home and sign in American Sign Language.', 'EXPERIENCE', 'Prep Cook, Lotus Garden, 2019 – 2021', '- Prepared Thai cuisine for 200 covers a night; served the Somali community through the food bank'].join('\n'),
    );
    expect(r.languages).toEqual(expect.arrayContaining(['Cantonese', 'Tagalog', 'American Sign Language']));
    expect(r.languages).not.toEqual(expect.arrayContaining(['Thai']));
    expect(r.languages).not.toEqual(expect.arrayContaining(['Somali']));
    expect(r.skills.filter((s) => /Cantonese|Tagalog|Sign Language/.test(s))).toEqual([]);
  });

  it('keeps a product named by its domain in a list, and drops a link', () => {
    const r = extractResume('SKILLS\nWorkflow: Frame.io, Monday.com, socket.io, www.ana.dev, portfolio.ana.com, ana.dev, https://ana.dev\n');
    expect(r.skills).toEqual(expect.arrayContaining(['Frame.io', 'Monday.com', 'socket.io']));
    expect(r.skills.filter((s) => /ana\./.test(s))).toEqual([]);
  });

  it('reads a sentence under certifications as prose, and a list of certificates as names', () => {
    const r = extractResume(
      ['CERTIFICATIONS', 'CPR/BLS for Healthcare Providers; Local Anesthesia Permit, Oregon Board of Dentistry (2019).', '', 'ADDITIONAL', 'Fluent in Spanish; conversational Tagalog. Also comfortable with Open Dental and Dentrix.'].join('\n'),
    );
    expect(r.languages).toEqual(expect.arrayContaining(['Spanish', 'Tagalog']));
    expect(r.skills).toEqual(expect.arrayContaining(['Open Dental', 'Local Anesthesia Permit']));
    expect(r.skills.filter((s) => /Fluent|conversational|comfortable/i.test(s))).toEqual([]);
  });

  it('reads a licence a posting asks for whole, by place and trade, and no driver\'s licence', () => {
    const posting = extractPosting(
      ['Service Plumber', '', 'Requirements', '- Michigan Journeyman Plumber license', '- Current, unrestricted Michigan pharmacist license', "- Valid driver's license and a clean driving record", '', 'Nice to have', '- Master Plumber license'].join('\n'),
    );
    expect(posting.required).toEqual(expect.arrayContaining(['Michigan Journeyman Plumber license', 'Michigan pharmacist license']));
    expect(posting.nice_to_have).toEqual(['Master Plumber license']);
    expect([...posting.required, ...posting.nice_to_have].join(' | ')).not.toMatch(/driver|Current|unrestricted/i);
  });
});
