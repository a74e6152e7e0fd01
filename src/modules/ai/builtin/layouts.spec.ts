import { unflattenColumns, unweaveColumns } from './columns';
import { findDates } from './dates';
import { parseExperience, splitSections } from './resume-sections';
import { extractPosting, extractResume } from './extract';

/** A resume's entries as the evaluation compares them: title, employer, start, end. */
const entries = (text: string) => extractResume(text).experience.map((e) => [e.title, e.company, e.start, e.end]);

const roles = (text: string) =>
  parseExperience(text.split('\n')).map((e) => ({ title: e.position, company: e.company, start: e.start_date, end: e.end_date, current: e.is_current }));

describe('experience layouts', () => {
  it('reads `Title, Department` over `Employer — City` over dates, keeping the department in the title', () => {
    expect(roles(['Staff Accountant, Treasury', 'Granite Peak Foods — Boise, ID', '04/2020 – Present', '• Closed the books monthly'].join('\n'))).toEqual([
      { title: 'Staff Accountant, Treasury', company: 'Granite Peak Foods', start: '04/2020', end: '', current: true },
    ]);
  });

  it('reads the employer first when the role word is on the second line', () => {
    expect(roles(['Harlow Transit Authority, Reno, NV', 'Fleet Mechanic', '2015 – 2019'].join('\n'))).toEqual([
      { title: 'Fleet Mechanic', company: 'Harlow Transit Authority', start: '2015', end: '2019', current: false },
    ]);
  });

  it('reads `Employer, Town` over `Title, dates`, the department after the title aside (and a surname in -qvist is no role)', () => {
    expect(roles(['Lindqvist Language Services, Ottawa', 'Staff Interpreter, 2014 – 2019', 'Conference work in French and English', '', 'Collège Boréal, Sudbury', 'Teaching Assistant, Linguistics, 2012 – 2014'].join('\n'))).toEqual([
      { title: 'Staff Interpreter', company: 'Lindqvist Language Services', start: '2014', end: '2019', current: false },
      { title: 'Teaching Assistant', company: 'Collège Boréal', start: '2012', end: '2014', current: false },
    ]);
  });

  it('knows the roles of field crews, shops and imaging (`Instrument Person`, `Chainman`, `Key Holder`, `Radiographer`)', () => {
    const text = ['Rod Person', 'Grayline Surveying, Casper, WY', '2016 – 2018', '', 'Chainman (seasonal)', 'Natrona County Roads, Casper, WY', 'Summer 2015', '', 'Key Holder', 'Birchwood Outfitters, Laramie, WY', '2013 – 2015'].join('\n');
    expect(roles(text).map((r) => [r.title, r.company])).toEqual([
      ['Rod Person', 'Grayline Surveying'],
      ['Chainman', 'Natrona County Roads'],
      ['Key Holder', 'Birchwood Outfitters'],
    ]);
    expect(roles('Staff Radiographer\nCedar Point Imaging, Tulsa, OK\n2018 – Present')[0]).toMatchObject({ title: 'Staff Radiographer', company: 'Cedar Point Imaging' });
  });

  it('takes the organisation or the school for the employer beside a subject or a second role', () => {
    expect(roles('Lecturer, History, Lakeview University, 2015 – 2019')[0]).toMatchObject({ title: 'Lecturer', company: 'Lakeview University' });
    expect(roles('Retail Assistant, Duty Manager, Harbor Foods, 2008 – 2019')[0]).toMatchObject({ company: 'Harbor Foods' });
  });

  it('takes the part ending in an organisation’s word for the employer: `Library Page, Elm Street Public Library`', () => {
    expect(roles('Library Page, Elm Street Public Library, Dayton, OH\n2010 – 2012')[0]).toMatchObject({ title: 'Library Page', company: 'Elm Street Public Library' });
  });

  it('reads en-dash bullets as bullets and skips a PDF’s page footer between roles', () => {
    const r = extractResume(
      ['Ana Ruiz', 'ana@example.org', '', 'EXPERIENCE', 'Reference Librarian', 'Oakmont Public Library, Akron, OH', '2019 – Present', '– teach database workshops in EBSCOhost and', 'ProQuest for adult learners', 'Page 1 of 2', '', 'Circulation Clerk, Summit County Library, Akron, OH', '2015 – 2019', '– ran holds and interlibrary loan'].join('\n'),
    );
    expect(r.experience.map((e) => [e.title, e.company])).toEqual([
      ['Reference Librarian', 'Oakmont Public Library'],
      ['Circulation Clerk', 'Summit County Library'],
    ]);
  });

  it('takes the organisation-named part as the employer when the title has no role word', () => {
    expect(roles('Brookside Health Partners — Payroll Generalist\nSince 2021')).toEqual([
      { title: 'Payroll Generalist', company: 'Brookside Health Partners', start: '2021', end: '', current: true },
    ]);
    expect(roles('Alder Creek Hospital | Sterile Processing Lead | 2019 – 2022')[0]).toMatchObject({ company: 'Alder Creek Hospital', title: 'Sterile Processing Lead' });
  });

  it('reads a Word file’s `Employer<tab>City` over `Title<tab>dates`, with `o` sub-bullets inside the role', () => {
    const text = ['Pinecrest Dental Group\tFort Collins, CO', 'Office Coordinator\t04/2019 – Current', '●\tRan the front desk', 'o\tCut no-shows by a third', '', 'Larimer Title Company\tLoveland, CO', 'Closing Assistant\t2016 to 2019', '●\tPrepared closing packets'].join('\n');
    expect(extractResume(`Jo Park\njo@example.net\n\nEXPERIENCE\n${text}`).experience).toEqual([
      { title: 'Office Coordinator', company: 'Pinecrest Dental Group', start: '2019-04', end: 'present' },
      { title: 'Closing Assistant', company: 'Larimer Title Company', start: '2016', end: '2019' },
    ]);
  });

  it('reads `Title, Employer (City, ST)` with its dates after a wide gap', () => {
    expect(roles('Medical Interpreter, Saint Anselm Regional Hospital (Fargo, ND)     Jun. 2017 – Present')[0]).toMatchObject({
      title: 'Medical Interpreter',
      company: 'Saint Anselm Regional Hospital',
    });
  });

  it('tells the title from the employer by the trade’s own role nouns, and keeps what the employer is out of its name', () => {
    expect(roles(['Lead Climber', 'Summit Canopy Care', '2018 – now', '', 'Groundskeeper / Laborer', 'Oak Hollow Grounds (contractor for the county parks)', '2014 to 2018'].join('\n'))).toEqual([
      { title: 'Lead Climber', company: 'Summit Canopy Care', start: '2018', end: '', current: true },
      { title: 'Groundskeeper / Laborer', company: 'Oak Hollow Grounds', start: '2014', end: '2018', current: false },
    ]);
  });

  it('reads `Employer, Town ST` over `Title, dates` with plain lines for duties, a sentence never a title', () => {
    const text = [
      'High Desert Credit Union, Elko NV',
      'Member Service Representative, since 2022',
      'Opened accounts and processed loan applications',
      'Wire transfers and stop payments',
      '',
      'Ruby Valley Bank, Winnemucca NV',
      'Head Teller, 2018 to 2022',
      'Our branch passed every audit while I was head teller',
      'Teller, 2016–18',
      'Balanced the vault every night, rarely off by a dollar',
    ].join('\n');
    expect(roles(text).map((r) => [r.title, r.company, r.start])).toEqual([
      ['Member Service Representative', 'High Desert Credit Union', '2022'],
      ['Head Teller', 'Ruby Valley Bank', '2018'],
      ['Teller', 'Ruby Valley Bank', '2016'],
    ]);
  });

  it('finds the first entry of a resume without an experience heading right after the contact line', () => {
    const text = [
      'SAM ORTEGA — SOUND DESIGNER',
      'Austin, TX · sam@example.net · samortega.dev',
      '',
      'Sound Designer at Lone Star Interactive, Austin — Feb 2020 - present',
      'Design and mix audio for three mobile games in Wwise and Reaper; ship builds through Plastic SCM and share reels on vimeo.com.',
      '',
      'Audio Intern at Bluebonnet Studios, Austin — 2018 - 2020',
      '',
      'Skills: Wwise, Reaper, Pro Tools',
    ].join('\n');
    expect(extractResume(text).experience.map((e) => [e.title, e.company, e.start])).toEqual([
      ['Sound Designer', 'Lone Star Interactive', '2020-02'],
      ['Audio Intern', 'Bluebonnet Studios', '2018'],
    ]);
  });

  it('gives a role dated by one season both its start and its end', () => {
    expect(roles('Camp Counselor\nPine Hollow Day Camp\nSummer 2017')[0]).toMatchObject({ start: 'Summer 2017', end: 'Summer 2017' });
  });
});

describe('experience written as paragraphs', () => {
  it('reads an entry whose first sentence is `Title, Employer — City, ST, dates`, the rest its description', () => {
    const text = [
      'Store Manager, Harbor & Pine Home — Brookfield, WI, March 2019 to present. Full P&L management for a 14,000 sq ft store and a team of 38.',
      'Assistant Store Manager, Lakeshore Outfitters — Milwaukee, WI, 2015 to 2019. Ran the store on the manager’s days off.',
    ].join('\n');
    expect(roles(text)).toEqual([
      { title: 'Store Manager', company: 'Harbor & Pine Home', start: 'March 2019', end: '', current: true },
      { title: 'Assistant Store Manager', company: 'Lakeshore Outfitters', start: '2015', end: '2019', current: false },
    ]);
    expect(parseExperience(text.split('\n'))[0].description).toMatch(/^Full P&L management/);
  });

  it('keeps `Title, Department — Employer, City` as before', () => {
    expect(roles('Senior Product Manager, Payments Platform — Northwind Pay, Toronto\n2021 – Present')[0]).toMatchObject({
      title: 'Senior Product Manager, Payments Platform',
      company: 'Northwind Pay',
    });
  });
});

describe('layouts from word processors and profile exports', () => {
  const brief = (text: string) => roles(text).map((r) => [r.title, r.company, r.start, r.current ? 'now' : r.end]);

  it('reads tab-aligned lines: employer and city, then title and dates', () => {
    expect(brief('Harbor Logistics Inc.\t\t\tSavannah, GA\nDispatch Supervisor\t\t\tJan 2020 – Present\n• Ran 40 trucks a day')).toEqual([
      ['Dispatch Supervisor', 'Harbor Logistics Inc.', 'Jan 2020', 'now'],
    ]);
  });

  it('reads a profile export: employer, title, dates with a duration, place', () => {
    const text = 'Harbor Logistics\nDispatch Supervisor\nJan 2020 - Present (3 years 2 months)\nSavannah, Georgia\n- Ran trucks\nPort City Freight\nDispatcher\nMar 2016 - Dec 2019 (3 years 10 months)';
    expect(brief(text)).toEqual([
      ['Dispatch Supervisor', 'Harbor Logistics', 'Jan 2020', 'now'],
      ['Dispatcher', 'Port City Freight', 'Mar 2016', 'Dec 2019'],
    ]);
  });

  it('reads the employer with its dates over the title, and leaves a work mode out of the employer', () => {
    expect(brief('Harbor Logistics (Jan 2019 – Present)\nDispatch Supervisor\n- Ran trucks')).toEqual([['Dispatch Supervisor', 'Harbor Logistics', 'Jan 2019', 'now']]);
    expect(brief('Senior Data Engineer — Northwind Analytics (Remote)\nMarch 2020 – Present')).toEqual([['Senior Data Engineer', 'Northwind Analytics', 'March 2020', 'now']]);
  });
});

describe('employers and roles by what their names say', () => {
  const brief = (text: string) => roles(text).map((r) => [r.title, r.company]);

  it('reads `Role at Employer` whatever words the employer has', () => {
    expect(brief('EMT at Signal Point Volunteer Rescue\n2013 to 2015')).toEqual([['EMT', 'Signal Point Volunteer Rescue']]);
  });

  it('keeps a company form with its name and leaves what the employer does out of it', () => {
    expect(brief('Marengo Tool & Die, Inc., Marion, OH\nPayroll Specialist\n03/2017 – 05/2021')).toEqual([['Payroll Specialist', 'Marengo Tool & Die, Inc.']]);
    expect(brief('Content Marketing Manager\nLedgerline (B2B fintech SaaS), Denver, CO\nJan 2021 – Present')).toEqual([['Content Marketing Manager', 'Ledgerline']]);
  });

  it('takes an organisation with its place as the employer over a role, even with a role word in its name', () => {
    expect(brief('Catalina Foothills Physician Group, Tucson, AZ\nProfessional Fee Coder — 03/2017 – 05/2021')).toEqual([['Professional Fee Coder', 'Catalina Foothills Physician Group']]);
  });

  it('takes a dash with a space on one side only for a separator, as Word autocorrect leaves it', () => {
    expect(
      brief(
        [
          'Harbor Parcel LLC -Route Driver —Marietta, Georgia — Aug 2023 - CURRENT',
          '- Delivered 250+ packages a day',
          'Dale Ridge Ford Lincoln —Sales Representative —June 2017 - Feb. 2018',
          '- Exceeded the sales goal of 9 cars a month',
        ].join('\n'),
      ),
    ).toEqual([
      ['Route Driver', 'Harbor Parcel LLC'],
      ['Sales Representative', 'Dale Ridge Ford Lincoln'],
    ]);
  });

  it('reads dates after a label (`From:`, `Dates:`, `From: … To: …`) as the dates, not the employer', () => {
    expect(
      brief('Store Manager, Urban Boutique\nDates: 2007 - 2010\n- Ran the store\nCashier, Acme Foods\nFrom: Jan 2005 To: Mar 2006\n- Ran the till'),
    ).toEqual([
      ['Store Manager', 'Urban Boutique'],
      ['Cashier', 'Acme Foods'],
    ]);
  });

  it('knows a compound role word', () => {
    expect(brief('Copywriter\nSwitchback Creative, Denver, CO\n2015–17')).toEqual([['Copywriter', 'Switchback Creative']]);
  });
});

describe('entries written with labels (Europass) and with the dates first', () => {
  it('reads `Dates:`, `Position:` and `Employer:` fields, whatever their order, and a sector or activities label as no part of them', () => {
    const text = [
      'WORK EXPERIENCE',
      'Dates: 09/21 – present',
      'Position: Licensed Optician',
      'Employer: Cascade Family Eyecare, Tacoma, WA',
      'Main activities and responsibilities:',
      '  ▪ Dispense eyeglasses and adjust frames.',
      'Business or sector: Optometry practice, 3 doctors',
      '',
      'Dates: 06/17 – 08/21',
      'Position: Optician (apprentice until 2019)',
      'Employer: Puget Lens Gallery, Olympia, WA',
      '',
      'EDUCATION AND TRAINING',
      'Dates: 2017 – 2019',
      'Title of qualification awarded: Associate of Applied Science, Opticianry',
      'Organisation providing education: Sound Technical College, Seattle, WA',
    ].join('\n');
    const r = extractResume(text);
    expect(r.experience).toEqual([
      { title: 'Licensed Optician', company: 'Cascade Family Eyecare', start: '2021-09', end: 'present' },
      { title: 'Optician', company: 'Puget Lens Gallery', start: '2017-06', end: '2021-08' },
    ]);
    expect(r.education).toEqual([{ institution: 'Sound Technical College', degree: 'Associate of Applied Science, Opticianry' }]);
    // Numbered entries, one of them written on a line, and a label padded to its value as a PDF lays it out.
    const numbered = [
      'PROFESSIONAL EXPERIENCE',
      '1.  Organisation : Deccan Structural Consultants Pvt. Ltd., Pune',
      '    Designation        : Senior Structural Engineer',
      '    Duration           : April 2019 to Till Date',
      '    •  Design of raft and pile foundations.',
      '2.  Shreeyash Infra Projects Ltd. — Structural Engineer',
      '    Duration           : June 2015 to March 2019',
      '    •  Wind load calculation as per IS 875.',
      '3.  Organisation : Konkan Engineering Services, Kolhapur',
      '    Designation        : Junior Design Engineer',
      '    Duration           : July 2013 to May 2015',
      '    •  Quantity estimation and BOQ preparation.',
      '    •  Checked drawings.',
      '    •  Site visits.',
      '    •  Bar bending schedules.',
    ].join('\n');
    expect(extractResume(numbered).experience).toEqual([
      { title: 'Senior Structural Engineer', company: 'Deccan Structural Consultants Pvt. Ltd.', start: '2019-04', end: 'present' },
      { title: 'Structural Engineer', company: 'Shreeyash Infra Projects Ltd.', start: '2015-06', end: '2019-03' },
      { title: 'Junior Design Engineer', company: 'Konkan Engineering Services', start: '2013-07', end: '2015-05' },
    ]);
    // Labels padded to one column are no second column of the page.
    const padded = [
      'PROFESSIONAL EXPERIENCE',
      'Organisation        : Deccan Structural Consultants Pvt. Ltd., Pune',
      'Designation         : Senior Structural Engineer',
      'Duration            : April 2019 to Till Date',
      '•  Design of raft and pile foundations.',
      'PERSONAL DETAILS',
      "Father's Name       : Shrinivas Kulkarni",
      'Date of Birth       : 12-05-1990',
      'Nationality         : Indian',
      'Marital Status      : Married',
      'Languages Known     : English, Hindi',
    ].join('\n');
    expect(extractResume(padded).experience).toEqual([{ title: 'Senior Structural Engineer', company: 'Deccan Structural Consultants Pvt. Ltd.', start: '2019-04', end: 'present' }]);
    expect(extractResume(padded).languages).toEqual(['English', 'Hindi']);
    // A project's role under a designation is no entry of its own.
    expect(roles('Company: Infosys Ltd\nDesignation: Senior Engineer\nDuration: Jan 2019 to Till Date\nProject: Billing portal\nRole: Developer\nClient: Acme Bank')).toMatchObject([
      { title: 'Senior Engineer', company: 'Infosys Ltd', start: 'Jan 2019', current: true },
    ]);
    // One label in a description is no labelled layout.
    expect(roles('Nurse, Mercy Hospital, 2019 – 2021\n- Role: charge nurse on nights')).toMatchObject([{ title: 'Nurse', company: 'Mercy Hospital' }]);
  });

  it('reads the dates first with the employer and town, the title below, and a year in a remark on the title as no date', () => {
    const text = [
      '2018 – 2021    Zahlbar Payments AG, Berlin',
      '               Backend Developer',
      '   1. Built payment services in Go.',
      '',
      '2016 – 2018    Elbe Digital Agentur, Dresden',
      '               Junior Web Developer (working student until 2017)',
      '   1. PHP back ends.',
    ].join('\n');
    expect(roles(text)).toMatchObject([
      { title: 'Backend Developer', company: 'Zahlbar Payments AG', start: '2018', end: '2021' },
      { title: 'Junior Web Developer', company: 'Elbe Digital Agentur', start: '2016', end: '2018' },
    ]);
  });

  it('reads `Title, Department   dates` over `Employer   City, ST` as a LaTeX template lays it out', () => {
    const text = ['Senior Actuarial Analyst, Personal Lines Pricing                 Jun 2022 – Present', 'Charter Oak Mutual Insurance Group                               Hartford, CT', '  • Build GLMs in R'].join('\n');
    expect(roles(text)).toMatchObject([{ title: 'Senior Actuarial Analyst, Personal Lines Pricing', company: 'Charter Oak Mutual Insurance Group', start: 'Jun 2022' }]);
  });

  it('reads an employer line long with a remark or a department and its place as the employer', () => {
    expect(roles('A&P Mechanic (2018 – 2021)\nNorthstar Aero Services (FAA Part 145 repair station) — Boise, ID\n◦ Performed scheduled maintenance')).toMatchObject([
      { title: 'A&P Mechanic', company: 'Northstar Aero Services', start: '2018', end: '2021' },
    ]);
    expect(roles('Wake County Medical Center – Department of Medicine\tRaleigh, NC\nResearch Assistant\tAug 2016 – May 2018\n•\tChart abstraction')).toMatchObject([
      { title: 'Research Assistant', company: 'Wake County Medical Center', start: 'Aug 2016' },
    ]);
    // Roles of loan offices and kitchens: `Loan Processor`, `Stagiaire`.
    expect(roles('Summit Lane Home Loans | Loan Processor | Canonsburg, PA | 08/2015 – 05/2018')).toMatchObject([{ title: 'Loan Processor', company: 'Summit Lane Home Loans' }]);
  });

  it('reads decorated and letter-spaced headings, and a bullet in capitals as no heading', () => {
    const text = (heading: string) => extractResume(`${heading}\nNurse, Mercy Hospital, 2019 – 2021\n- Cared for patients`).experience;
    for (const heading of ['— WORK HISTORY —', '== Experience ==', '## Experience', 'E X P E R I E N C E', 'W O R K   H I S T O R Y', 'Work Experience:', 'Academic Appointments']) {
      expect(text(heading)).toEqual([{ title: 'Nurse', company: 'Mercy Hospital', start: '2019', end: '2021' }]);
    }
    expect(extractResume('COURSES\n- OPERATING SYSTEMS\n- NETWORKS').sections).not.toContain('skills');
  });

  it('finds the employer among a department and a town, and keeps `Manager, IT Operations` whole under a named employer', () => {
    expect(roles('Postdoctoral Fellow, Department of Molecular Biology, Kestrel University, Boston, MA, 2019–2022')).toMatchObject([{ title: 'Postdoctoral Fellow', company: 'Kestrel University' }]);
    expect(roles('Jan. 2017–Dec. 2020\tForensic Accountant, Disputes & Investigations Practice, Marrow & Finch LLP, Chicago')).toMatchObject([{ title: 'Forensic Accountant', company: 'Marrow & Finch LLP' }]);
    expect(roles('Professional School Counselor, Counseling Department, Maple Hollow High School, Lexington, KY, 2019 to date')).toMatchObject([{ title: 'Professional School Counselor', company: 'Maple Hollow High School', current: true }]);
    expect(roles('Ravensworth Mutual Insurance, Hartford, CT\nManager, IT Operations | Jan. 2021–Ongoing\n- Led the NOC')).toMatchObject([{ title: 'Manager, IT Operations', company: 'Ravensworth Mutual Insurance', current: true }]);
    expect(roles('Freelance Translator (self-employed) | Leipzig | 2020.09 – present\n- Manuals')).toMatchObject([{ title: 'Freelance Translator', company: 'self-employed', start: '2020.09' }]);
  });

  it('reads the languages a personal details line carries after a bar', () => {
    const r = extractResume('PERSONAL DETAILS\nDate of Birth: 14-03-1987 | Languages Known: English, Hindi, Kannada\nEXPERIENCE\nManager, Acme Ltd, 2019 - 2021');
    expect(r.languages).toEqual(['English', 'Hindi', 'Kannada']);
  });

  it('reads CVs from other countries: dates on the left, a table with column names, a town after the employer, sub-headings inside a job', () => {
    const german = ['Professional Experience', '', '01/2023 – today         Schwabentech Automation GmbH, Aalen', '                        Commissioning Technician', '                        - Commissioning of assembly lines', '', '09/2021 – 12/2022       Schwabentech Automation GmbH, Aalen', '                        Service Technician Automation', '                        - Troubleshooting of S7-1500 controls', '', '09/2017 – 08/2021       Härtsfeld Maschinenbau GmbH, Heidenheim', '                        Mechatronics Technician', '                        - Maintenance of presses'].join('\n');
    expect(extractResume(german).experience.map((e) => [e.title, e.company, e.start])).toEqual([
      ['Commissioning Technician', 'Schwabentech Automation GmbH', '2023-01'],
      ['Service Technician Automation', 'Schwabentech Automation GmbH', '2021-09'],
      ['Mechatronics Technician', 'Härtsfeld Maschinenbau GmbH', '2017-09'],
    ]);
    expect(roles('Period | Organisation | Position\nFeb 2020 – To date | Rift Highlands Fresh Produce Ltd, Naivasha | Senior Agronomist\n- Manage crop programmes')).toMatchObject([{ title: 'Senior Agronomist', company: expect.stringMatching(/^Rift Highlands Fresh Produce Ltd/), current: true }]);
    expect(roles('(2017 – 2021)   Deltacrest Oil & Gas Services Ltd, Warri, Delta State\n                Petroleum Engineer\n                •  Planned well tests')).toMatchObject([{ title: 'Petroleum Engineer', company: 'Deltacrest Oil & Gas Services Ltd' }]);
    expect(roles('Position: Team Leader\nCompany: Telvantis Global Solutions Inc., Pasig City\nInclusive Dates: March 2020 – Present')).toMatchObject([{ title: 'Team Leader', start: 'March 2020', current: true }]);
    expect(roles('Jun 2012 – Dec 2013  |  Harbourfront Food Distribution (S) Pte. Ltd.\nPlanning Executive\n• Daily replenishment orders')).toMatchObject([{ title: 'Planning Executive' }]);
    const australian = extractResume('CAREER HISTORY\nSenior Mine Geologist | Pindarra Gold Pty Ltd | Feb 2018 – Current\n- Lead a team of four geologists\nKey Achievements:\n- Cut stope dilution\n\nMine Geologist | Red Hill Iron Services Pty Ltd | Mar 2015 – Jan 2018\n- Built grade control models');
    expect(australian.experience.map((e) => e.title)).toEqual(['Senior Mine Geologist', 'Mine Geologist']);
  });

  it('reads education as other countries write it and spoken languages among personal details', () => {
    const r = extractResume(
      [
        'EDUCATIONAL BACKGROUND',
        'Tertiary:   Bachelor of Science in Information Technology',
        '            Colegio de San Lazaro – Cavite, 2011 – 2015',
        'Education and Qualifications',
        'Northfield Metropolitan University — BSc (Hons) Quantity Surveying, 2:1 (2007 – 2011)',
        'Ilkley Grange Sixth Form College — A Levels: Mathematics (A), Economics (B)',
        'PERSONAL DETAILS',
        'Languages Known    :  English, Hindi, Marathi',
        'Home Language:        isiZulu',
        'Criminal record:      None',
      ].join('\n'),
    );
    expect(r.education).toEqual([
      { institution: expect.stringMatching(/^Colegio de San Lazaro/), degree: 'Bachelor of Science in Information Technology' },
      { institution: 'Northfield Metropolitan University', degree: 'BSc (Hons) in Quantity Surveying' },
      { institution: 'Ilkley Grange Sixth Form College', degree: expect.stringMatching(/^A Levels/) },
    ]);
    expect(r.languages).toEqual(['English', 'Hindi', 'Marathi', 'isiZulu']);
  });

  it('reads `QUALIFICATIONS` over a list of degrees as education, and over a profile as a summary', () => {
    const r = extractResume('QUALIFICATIONS\nNational Diploma: Safety Management – Highveld University of Technology (2011)\nNational Senior Certificate (Matric) – Lethabong Secondary School (2007)\nCOURSES AND REGISTRATIONS\n•  SAMTRAC (NOSA), 2012');
    expect(r.education.map((e) => e.institution)).toEqual(['Highveld University of Technology', 'Lethabong Secondary School']);
    expect(extractResume('QUALIFICATIONS\nTen years of ICU nursing; calm under pressure.').sections).toContain('summary');
  });

  it('reads a Markdown table of roles without its row of column names', () => {
    const r = extractResume('EXPERIENCE\n| Dates | Title | Facility | Beds |\n|---|---|---|---|\n| 2022 – present | Administrator | Willow Bend Health & Rehabilitation | 120 |');
    expect(r.experience).toEqual([{ title: 'Administrator', company: 'Willow Bend Health & Rehabilitation', start: '2022', end: 'present' }]);
  });

  it('skips the name and contact line a PDF repeats at the top of the next page', () => {
    const text = [
      'Renata Okafor, COTA/L',
      'Cedar Falls, IA  |  r.okafor@email.com',
      'EXPERIENCE',
      'Occupational Therapy Assistant',
      'Siouxland Pediatric Therapy Center, Sioux City, IA',
      '                      Page 1 of 2',
      'Renata Okafor, COTA/L                    r.okafor@email.com',
      'May 2015 – Aug 2017',
      '- Led sensory integration sessions',
    ].join('\n');
    expect(extractResume(text).experience).toEqual([{ title: 'Occupational Therapy Assistant', company: 'Siouxland Pediatric Therapy Center', start: '2015-05', end: '2017-08' }]);
  });
});

describe('education lines', () => {
  it('reads a school over its degree with a state after a gap, a minor as no school, a named course with its provider, and an A.O.S.', () => {
    const r = extractResume(
      [
        'EDUCATION',
        'Rensford College                                                          Worcester, MA',
        'B.S. in Mathematics, minor in Economics                                   May 2019',
        'A.O.S. Baking and Pastry Arts — Cascadia Culinary Institute, 2012',
        'Heavy Equipment Operator Apprenticeship — Northern Plains Operating Engineers Training Center (2011 – 2014)',
      ].join('\n'),
    );
    const table = extractResume('EDUCATIONAL QUALIFICATION\nQualification | Institute | University / Board | Year | % / CGPA\nPGDM (Operations) | Deccan Institute of Management Studies, Bengaluru | AICTE Approved | 2014 | 7.4 CGPA');
    expect(table.education).toEqual([{ institution: expect.stringMatching(/^Deccan Institute of Management Studies/), degree: expect.stringMatching(/^PGDM/) }]);
    expect(r.education).toEqual([
      { institution: 'Rensford College, Worcester', degree: 'B.S. in Mathematics' },
      { institution: 'Cascadia Culinary Institute', degree: 'A.O.S. in Baking and Pastry Arts' },
      { institution: 'Northern Plains Operating Engineers Training Center', degree: 'Heavy Equipment Operator Apprenticeship' },
    ]);
  });
});

describe('dates', () => {
  it('reads `Since 2022` as a current role and `2016–17` as two years', () => {
    expect(findDates('Since March 2022')).toMatchObject({ start: 'March 2022', current: true });
    expect(findDates('Teaching Assistant, 2016–17')).toMatchObject({ start: '2016', end: '2017' });
    // A hyphen without spaces is a month: November 2010, not 2010 to 2011.
    expect(findDates('2010-11')).toMatchObject({ start: '', end: '2010-11' });
  });

  it("reads a day's full date to its month: day first with dots, month first with slashes unless it cannot be", () => {
    // `01.06.2019 – 31.08.2019` once read as 2019 to 2031.
    expect(extractResume('EXPERIENCE\nIntern, Pantech Solutions 01.06.2019 – 31.08.2019\n- Built an Android app').experience).toEqual([
      { title: 'Intern', company: 'Pantech Solutions', start: '2019-06', end: '2019-08' },
    ]);
    expect(extractResume('EXPERIENCE\nStaff Nurse, Mercy Hospital, 03/15/2018 – 15/06/2020\n- Cared for patients').experience[0]).toMatchObject({ start: '2018-03', end: '2020-06' });
    expect(findDates('Analyst, 2019-06-01 to present')).toMatchObject({ start: '2019-06-01', current: true });
  });

  it('reads a year before its month, a month with dots, a year of two digits in a range, a quarter and a season', () => {
    const dates = (line: string) => extractResume(`EXPERIENCE\nAcme Roofing Co.\nRoofer   ${line}\n- Tore off shingles`).experience[0];
    expect(dates('2019/03 – 2021/03')).toMatchObject({ start: '2019-03', end: '2021-03' });
    expect(dates('03.2019 – present')).toMatchObject({ start: '2019-03', end: 'present' });
    expect(dates("Mar '15 – Jun '18")).toMatchObject({ start: '2015-03', end: '2018-06' });
    expect(dates('06/21 – 08/23')).toMatchObject({ start: '2021-06', end: '2023-08' });
    expect(dates('Q3 2019 – 2021')).toMatchObject({ start: '2019', end: '2021' });
    expect(dates('2019.03 – 2021.08 (2 yrs 6 mos)')).toMatchObject({ start: '2019-03', end: '2021-08' });
    expect(dates('06-2018 to 11-2021')).toMatchObject({ start: '2018-06', end: '2021-11' });
    expect(dates('Jan 2019 to Till Date')).toMatchObject({ start: '2019-01', end: 'present' });
    expect(dates('May 2017 – to date')).toMatchObject({ start: '2017-05', end: 'present' });
    // A season names no month.
    expect(dates('Fall 2014')).toMatchObject({ start: '2014', end: '2014' });
    // Alone, a month and two digits is a ratio or a score; an academic year is no month.
    expect(findDates('Passed 9/10 of the audits')).toBeNull();
    expect(findDates('the 2019/2020 season')).toBeNull();
  });

  it('reads two dates with only spaces between as a range whose dash a PDF lost, never backwards', () => {
    expect(findDates('DevOps Engineer      Sep. 2023 Mar. 2024')).toMatchObject({ start: 'Sep. 2023', end: 'Mar. 2024', current: false });
    expect(findDates('Mar. 2021 Present')).toMatchObject({ start: 'Mar. 2021', current: true });
    expect(findDates('Mar. 2024 Sep. 2023')).toMatchObject({ start: '', end: 'Mar. 2024' });
  });
});

describe('sections LaTeX and design templates add', () => {
  it('ends the experience at Honors & Awards, Extracurricular Activity, Presentation and Program Committees', () => {
    const text = ['Experience', 'Acme Corp.                              Seoul, S.Korea', 'DevOps Engineer                         Sep. 2023 Mar. 2024', '• Ran the clusters', 'Honors & Awards', '2021 2nd Place, AWS GameDay  Seoul', 'Extracurricular Activity', 'B10S  Core Member  Nov. 2011 Present', 'Program Committees', '2016 Problem Writer, Hacking Contest  Seoul'].join('\n');
    const r = extractResume(text);
    expect(r.experience).toEqual([{ company: 'Acme Corp.', title: 'DevOps Engineer', start: '2023-09', end: '2024-03' }]);
  });

  it('reads the bulleted entry heads of Jake\'s and sb2nov\'s templates, with schools and places apart', () => {
    const r = extractResume(
      [
        'Education',
        '• Georgia Institute of Technology                                        Atlanta, GA',
        'Master of Science in Computer Science; GPA: 4.00                  Aug 2012 – Dec 2013',
        'Experience',
        '• Google                                                           Mountain View, CA',
        'Software Engineer                                                   Oct 2016 – Present',
        '◦ TensorFlow: worked on APIs and performance for training models on TPUs.',
        '• Shipped the release pipeline                                            Remote work',
      ].join('\n'),
    );
    expect(r.experience).toEqual([{ company: 'Google', title: 'Software Engineer', start: '2016-10', end: 'present' }]);
    expect(r.education).toEqual([{ institution: 'Georgia Institute of Technology', degree: 'Master of Science in Computer Science' }]);
  });

  it('drops what an icon font leaves in the text: a calendar letter before the dates, a map marker before the place, rating dots', () => {
    const r = extractResume(['Experience', 'Product Manager & UI Lead', 'Google', 'z Oct 2001 – July 2005                * Palo Alto, CA', '• Led the homepage redesign', 'Languages', 'English                        ○ ○ ○ ○ ○', 'Spanish                        ○ ○ ○ ○○ ○'].join('\n'));
    expect(r.experience).toEqual([{ company: 'Google', title: 'Product Manager & UI Lead', start: '2001-10', end: '2005-07' }]);
    expect(r.languages).toEqual(['English', 'Spanish']);
  });

  it('takes a skills table\'s label cell for a label, not an item', () => {
    const r = extractResume(['Skills', 'DevOps AWS, Docker, Kubernetes', 'Programming Node.js, Python, OCaml', 'Languages Korean, English, Japanese', 'Cloud Computing, Big Data'].join('\n'));
    expect(r.skills).toEqual(expect.arrayContaining(['AWS', 'Node.js', 'Cloud Computing']));
    expect(r.languages).toEqual(['Korean', 'English', 'Japanese']);
    expect(r.skills.filter((s) => /^(?:DevOps|Programming|Languages) /.test(s))).toEqual([]);
  });
});

describe('two-column text', () => {
  const sidebar = [
    'Dana Whitlock                                   CONTACT',
    'Line Cook                                       dana@example.org',
    '                                                (555) 010-2233',
    'EXPERIENCE                                      SKILLS',
    'Line Cook                                       Knife work',
    'Marigold Bistro — Tacoma, WA                    Grill station',
    '2019 – Present                                  Food safety',
    '- Ran the grill for 180 covers a night          LANGUAGES',
    '- Trained two new prep cooks                    Spanish',
    'Prep Cook',
    'Harbor Lights Cafe — Olympia, WA',
    '2016 – 2019',
  ].join('\n');

  it('reads the left column, then the right', () => {
    const text = unflattenColumns(sidebar);
    const at = text.lastIndexOf('\n\n');
    const [left, right] = [text.slice(0, at), text.slice(at + 2)];
    expect(left).toContain('Marigold Bistro — Tacoma, WA\n2019 – Present');
    expect(left).not.toContain('Knife work');
    expect(right.split('\n')).toEqual(['CONTACT', 'dana@example.org', '(555) 010-2233', 'SKILLS', 'Knife work', 'Grill station', 'Food safety', 'LANGUAGES', 'Spanish']);
  });

  it('leaves ordinary text alone, including a few lines padded with spaces', () => {
    const plain = ['Line Cook', 'Marigold Bistro — Tacoma, WA', '2019 – Present', 'Grill      180 covers', '- Trained two new prep cooks', 'Prep Cook', 'Harbor Lights Cafe', '2016 – 2019', 'Skills', 'Knife work'].join('\n');
    expect(unflattenColumns(plain)).toBe(plain);
  });
});

describe('two columns read line by line', () => {
  // A main column (profile, experience) and a sidebar (contact, skills, languages), read across the
  // page one line at a time, so each line of one is followed by a line of the other.
  const main = [
    'Tomasz Wierzbicki',
    'PROFILE',
    'Pastry cook with six years in hotel kitchens and a',
    'bakery, trusted with lamination, plated desserts and',
    'the morning bread program for a 300-room hotel.',
    'EXPERIENCE',
    'Pastry Cook',
    'Harborview Grand Hotel, Duluth, MN',
    'Mar 2021 – Present',
    '• Laminate croissant and danish dough for the',
    '  breakfast buffet and two cafés, 600 pieces a day',
    '• Plate desserts for banquets of up to 400 guests',
  ];
  const sidebar = ['CONTACT', 'tomasz.w@example.net', 'Duluth, MN', 'SKILLS', 'Lamination', 'Chocolate tempering', 'Sugar work', 'Plated desserts', 'HACCP', 'LANGUAGES', 'Polish (native)', 'English (fluent)'];
  const rest = ['Bakery Assistant', 'Lakeside Bread Co., Superior, WI', 'Jun 2017 – Feb 2021', '• Shaped and baked rye and sourdough loaves', '  for the retail counter and six restaurants'];
  const woven = [...main.flatMap((line, i) => [line, sidebar[i]]), ...rest].join('\n');

  it('reads each column whole: sentences and bullets join up, the sidebar keeps its list', () => {
    const text = unweaveColumns(woven);
    expect(text).toContain(main.slice(2, 5).join('\n'));
    expect(text).toContain(main.slice(5, 11).join('\n'));
    expect(text).toContain(rest.join('\n'));
    // Where nothing tells the columns apart (the name and contact lines beside `CONTACT`, the last
    // two languages beside the last bullet) a line may stay where it was; the lists between read whole.
    expect(text).toContain(sidebar.slice(2, 10).join('\n'));
  });

  it('finds the entries and the skills as in a one-column resume', () => {
    const r = extractResume(woven);
    expect(r.experience.map((e) => [e.title, e.company, e.start])).toEqual([
      ['Pastry Cook', 'Harborview Grand Hotel', '2021-03'],
      ['Bakery Assistant', 'Lakeside Bread Co.', '2017-06'],
    ]);
    expect(r.skills).toEqual(expect.arrayContaining(['Lamination', 'Chocolate tempering', 'HACCP']));
    expect(r.languages).toEqual(['Polish', 'English']);
  });

  it('leaves a one-column resume with wrapped lines alone', () => {
    const plain = [...main, ...rest, 'SKILLS', ...sidebar.slice(4, 9), 'LANGUAGES', 'Polish (native), English (fluent)'].join('\n');
    expect(unweaveColumns(plain)).toBe(plain);
  });
});

describe('a sidebar of its own trade and wrapped bullets', () => {
  const resume = [
    'Renata Szabo',
    'Claims Adjuster',
    '',
    'CLAIMS SYSTEMS',
    'Xactimate',
    'ClaimCenter',
    '',
    'LICENSES & DESIGNATIONS',
    'AIC (Associate in Claims)',
    '',
    'EXPERIENCE',
    'Property Claims Adjuster',
    'Lakeshore Mutual, Erie, PA',
    '2019 – Present',
    '- Write estimates for every roof loss and review vendor',
    'estimates in XactAnalysis and Symbility.',
  ].join('\n');

  it('reads a heading in capitals as a list of skills whatever its first word, and licences and designations as credentials', () => {
    const r = extractResume(resume);
    expect(r.sections).toEqual(expect.arrayContaining(['skills', 'certifications']));
    expect(r.skills).toEqual(expect.arrayContaining(['Xactimate', 'ClaimCenter', 'AIC']));
  });

  it('reads the second line of a wrapped bullet with the bullet', () => {
    expect(extractResume(resume).skills).toEqual(expect.arrayContaining(['XactAnalysis']));
  });

  it('keeps dates set at one tab stop beside each job with their jobs, not a column of their own', () => {
    const jobs = [
      ['Senior Accountant, Lone Star Foods', 'Mar 2021 – Present'],
      ['Staff Accountant, Pecan Street Media', 'Jun 2018 – Feb 2021'],
      ['Audit Associate, Barton & Reyes CPAs', 'Sep 2016 – May 2018'],
      ['Accounting Intern, Hill Country Bank', 'May 2015 – Aug 2015'],
      ['Bookkeeper, Red Oak Dental', 'Jan 2014 – Apr 2015'],
    ];
    const text = [
      'Jordan Blake',
      'Austin, TX | jordan.blake@mail.example | 512-555-0199',
      '',
      'EXPERIENCE',
      ...jobs.flatMap(([line, dates]) => [`${line.padEnd(68)}${dates}`, '• Reconciled accounts and posted journal entries']),
      '',
      'EDUCATION',
      `${'B.B.A. Accounting, University of Texas at Austin'.padEnd(68)}2012 – 2016`,
    ].join('\n');
    const r = extractResume(text);
    expect(r.experience.map((e) => [e.title, e.start])).toEqual([
      ['Senior Accountant', '2021-03'],
      ['Staff Accountant', '2018-06'],
      ['Audit Associate', '2016-09'],
      ['Accounting Intern', '2015-05'],
      ['Bookkeeper', '2014-01'],
    ]);
  });

  it('reads the Symbol-font bullets, ligatures and non-breaking spaces of text copied out of a PDF', () => {
    const r = extractResume(
      ['EXPERIENCE', 'Financial\u00a0Analyst, Harbor Foods, 2019 – Present', '\uf0b7 Built ﬁnancial models in Excel and Power BI', '\uf0b7 Automated month-end ﬂux reports with Alteryx'].join('\n'),
    );
    expect(r.experience).toEqual([{ company: 'Harbor Foods', title: 'Financial Analyst', start: '2019', end: 'present' }]);
    expect(r.skills).toEqual(expect.arrayContaining(['Excel', 'Power BI', 'Alteryx']));
    expect(extractPosting('Analyst\n\nRequirements\n\uf0b7 Advanced Excel and Power\u00a0BI').required).toEqual(expect.arrayContaining(['Excel', 'Power BI']));
  });
});

describe('exports of job sites, forms and templates', () => {
  it('reads several positions under one employer as a LinkedIn profile lists them, tenure and place lines aside', () => {
    const text = [
      'Experience',
      'Birchmont Veterinary Hospital',
      '6 yrs 2 mos',
      'Head Technician',
      'Jan 2022 - Present · 2 yrs 11 mos',
      'Fargo, North Dakota, United States',
      'Run the surgical suite and train new hires.',
      'Veterinary Technician',
      'Nov 2018 - Dec 2021 · 3 yrs 2 mos',
      'Fargo, North Dakota, United States',
      'Anesthesia monitoring and dental prophylaxis.',
      '',
      'Prairie Paws Clinic',
      'Kennel Assistant',
      'May 2016 - Oct 2018 · 2 yrs 6 mos',
      'Moorhead, Minnesota, United States',
    ].join('\n');
    expect(entries(text)).toEqual([
      ['Head Technician', 'Birchmont Veterinary Hospital', '2022-01', 'present'],
      ['Veterinary Technician', 'Birchmont Veterinary Hospital', '2018-11', '2021-12'],
      ['Kennel Assistant', 'Prairie Paws Clinic', '2016-05', '2018-10'],
    ]);
  });

  it('reads a USAJOBS federal resume: address, salary, hours, series and supervisor lines are no entries', () => {
    const text = [
      'Work Experience:',
      'Gulf Coast Regional Procurement Office',
      '210 Harbor Road',
      'Mobile, AL 36602 United States',
      '03/2020 - Present',
      'Salary: 88,000.00 USD Per Year',
      'Hours per week: 40',
      'Series: 1102   Pay Plan: GS   Grade: 11',
      'Procurement Analyst',
      'Duties, Accomplishments and Related Skills:',
      'Awarded simplified acquisitions and issued modifications.',
      'Supervisor: Dana Whitcomb (251-555-0100)',
      'May contact: Yes',
      '',
      'Seabright Components, Inc.',
      '77 Commerce Street',
      'Pensacola, FL 32502 United States',
      '06/2016 - 02/2020',
      'Subcontracts Administrator',
      'Prepared subcontract flowdowns.',
    ].join('\n');
    expect(entries(text)).toEqual([
      ['Procurement Analyst', 'Gulf Coast Regional Procurement Office', '2020-03', 'present'],
      ['Subcontracts Administrator', 'Seabright Components, Inc.', '2016-06', '2020-02'],
    ]);
  });

  it('reads a Word table flattened one cell per line, its header row aside, and a heading named by the trade (the dash after the role says which work)', () => {
    const text = ['FIELD EXPERIENCE', 'Dates', 'Employer', 'Position', 'Main Duties', '2019 – Present', 'Tri-County Boiler Works, Peoria, IL', 'Boiler Technician – Service', 'Tube replacement and burner tuning.', '2014 – 2019', 'Heartland Mechanical, Peoria, IL', 'Pipefitter Apprentice', 'Steam and condensate piping.'].join('\n');
    expect(entries(text)).toEqual([
      ['Boiler Technician', 'Tri-County Boiler Works', '2019', 'present'],
      ['Pipefitter Apprentice', 'Heartland Mechanical', '2014', '2019'],
    ]);
  });

  it('reads the role over its employer when the dash after the role names the aircraft or the line', () => {
    const text = ['FLIGHT EXPERIENCE', 'Captain – Dash 8-400\t\tApr 2020 – Present', 'Northern Lakes Air, Thunder Bay, ON', '- Line flying and line checks'].join('\n');
    expect(entries(text)).toEqual([['Captain', 'Northern Lakes Air', '2020-04', 'present']]);
  });

  it('reads pdftotext of a moderncv CV: a rule before each heading, `--` ranges and a full stop after the town', () => {
    const text = [
      '---------------- Experience',
      '2020–Present     Curriculum Developer, Lantern Peak Learning, Austin.',
      '                 Storyboards and e-learning modules.',
      '2014--2020       Science Teacher, Mesa Verde Middle School, Austin.',
      '                 Taught 7th grade science.',
      '---------------- Education',
      '2010–2014        B.S. Biology, Hill Country University, Austin.',
    ].join('\n');
    expect(entries(text)).toEqual([
      ['Curriculum Developer', 'Lantern Peak Learning', '2020', 'present'],
      ['Science Teacher', 'Mesa Verde Middle School', '2014', '2020'],
    ]);
    expect(findDates('2014--2020')).toMatchObject({ start: '2014', end: '2020' });
  });

  it('takes a job back from a design template’s sidebar that the PDF gave back between two jobs', () => {
    const text = [
      'WORK EXPERIENCE',
      'Payroll Specialist',
      'Copperline Foods',
      '2021 - now Denver, CO',
      'Run biweekly payroll for 600 employees in ADP Workforce Now',
      '',
      'SKILLS',
      'ADP Workforce Now',
      'Expert',
      'Excel',
      'Advanced',
      '',
      'Payroll Clerk',
      'Foothill Staffing Partners',
      '03/2017 – 12/2020 Boulder, CO',
      'Timesheet audits and garnishments',
    ].join('\n');
    expect(entries(text).map((e) => e.slice(0, 2))).toEqual([
      ['Payroll Specialist', 'Copperline Foods'],
      ['Payroll Clerk', 'Foothill Staffing Partners'],
    ]);
  });

  it('reads `Ontario College Diploma` as the credential, the school on the line below', () => {
    const r = extractResume(['EDUCATION', 'Ontario College Diploma, Practical Nursing', 'Algonquin Ridge College of Applied Arts and Technology, Ottawa, ON    2016 – 2018'].join('\n'));
    expect(r.education).toEqual([{ institution: 'Algonquin Ridge College of Applied Arts and Technology', degree: 'Ontario College Diploma in Practical Nursing' }]);
  });
});

describe('education as exports give it', () => {
  const schools = (text: string) => extractResume(text).education;

  it('reads a degree beside its field after a colon, a remark in parentheses aside, a table header flattened one cell per line, and no school-less course as education', () => {
    expect(schools(['Education and Training', 'Associate of Applied Science : Respiratory Care , 2015', 'Red River Technical College － City , State'].join('\n'))).toEqual([
      { institution: 'Red River Technical College', degree: 'Associate of Applied Science in Respiratory Care' },
    ]);
    expect(schools(['EDUCATION', 'Copper Basin State University, Tucson, AZ          2014', 'B.S. Nutrition (worked nights through school)'].join('\n'))).toEqual([
      { institution: 'Copper Basin State University', degree: 'B.S. in Nutrition' },
    ]);
    expect(schools(['EDUCATION AND QUALIFICATIONS', 'BSc Building Surveying, Northgate University, 2011', 'Confined Space Entry Certificate, 2019', 'Forklift Operator Training Course'].join('\n'))).toEqual([
      { institution: 'Northgate University', degree: 'BSc in Building Surveying' },
    ]);
    expect(schools(['EDUCATION', 'Years', 'School / Program', 'Credential', '2012 – 2016', 'Lakeside Polytechnic', 'Bachelor of Applied Technology'].join('\n'))).toEqual([
      { institution: 'Lakeside Polytechnic', degree: 'Bachelor of Applied Technology' },
    ]);
  });
});

describe('postings as job boards give them', () => {
  it('reads an Indeed page’s full description after its pulled lists of pay and benefits', () => {
    const text = ['Line Maintenance Technician', 'Benefits', 'Pulled from the full job description', 'Dental insurance', '', 'Full job description', 'You will troubleshoot hydraulic systems with Fluke meters and log work orders in Excel.'].join('\n');
    expect(extractPosting(text).required).toEqual(expect.arrayContaining(['Excel']));
  });

  it('reads a Workday posting’s physical demands as no preferred qualification, and a Greenhouse page’s stack as what the job uses', () => {
    const workday = extractPosting(['Analyst', 'Minimum Qualifications', '- SQL', 'Preferred Qualifications', '- Tableau', 'Physical Demands', '- Operate a forklift and a computer'].join('\n'));
    expect(workday.nice_to_have).toEqual(['Tableau']);
    expect(extractPosting(['Designer', 'What you’ll bring', '- Five years of design', 'Our stack', 'Figma, Jira and Confluence'].join('\n')).required).toEqual(expect.arrayContaining(['Figma', 'Jira', 'Confluence']));
  });

  it('reads a city job bulletin’s duties and its knowledge, skill and ability lists', () => {
    const text = ['CITY OF ELM BEND', 'WATER PLANT OPERATOR', 'DEFINITION', 'Operates a conventional treatment plant through a SCADA system.', 'Knowledge of:', 'Chlorination and coagulation; jar testing.', 'SUPPLEMENTAL INFORMATION', 'Apply online.'].join('\n');
    expect(extractPosting(text).required).toEqual(expect.arrayContaining(['SCADA', 'jar testing']));
  });
});

describe('education written in a sentence', () => {
  it('reads `Degree in Field from School (year)` sentences of a resume without headings', () => {
    const text = [
      'Morgan Reyes',
      'Harbor Point Animal Hospital, Tacoma, WA — Veterinary Technician',
      '2019 - Present',
      'I run anesthesia for dental cases.',
      '',
      'A.A.S. in Veterinary Technology from Clover Park Technical College (2019), with a clinical externship. B.S. in Biology from Evergreen Sound University (2016).',
    ].join('\n');
    expect(extractResume(text).education).toEqual([
      { institution: 'Clover Park Technical College', degree: 'A.A.S. in Veterinary Technology' },
      { institution: 'Evergreen Sound University', degree: 'B.S. in Biology' },
    ]);
  });
});

describe('a role at a unit of an employer', () => {
  it('reads `Role at Lab, University` over `dates · Town, ST` as the role at the university', () => {
    const text = ['EXPERIENCE', 'Research Assistant at Soil Ecology Lab, Cascadia State University', 'Sep 2016 - May 2018 · Corvallis, OR', '- Field sampling'].join('\n');
    expect(extractResume(text).experience).toEqual([{ title: 'Research Assistant', company: 'Cascadia State University', start: '2016-09', end: '2018-05' }]);
  });
});

describe('headings people word their own way, and dates as people type them', () => {
  const sectionsOf = (text: string) => Object.entries(splitSections(text).sections).filter(([, lines]) => lines.some((l) => l.trim())).map(([key]) => key);

  it('reads a heading by its parts: the first part’s noun, or the noun two parts share', () => {
    expect(sectionsOf('INTERNSHIP & RESEARCH EXPERIENCE\nLab Intern, Acme Labs, 2019')).toEqual(['experience']);
    expect(sectionsOf('Employment & Affiliations\nAnalyst, Federal Reserve Bank, 2018 – 2020')).toEqual(['experience']);
    expect(sectionsOf('Skills & Abilities\nForklift, inventory counts')).toEqual(['skills']);
    expect(sectionsOf('Earned Degrees\nPh.D. English, Gulf Coast University, 2009')).toEqual(['education']);
    expect(sectionsOf('Certificates and Awards\nCPR, 2020')).toEqual(['certifications']);
  });

  it('ends the work history at an academic CV’s grants, talks and committees, so their dated lines are no jobs', () => {
    const text = ['ACADEMIC APPOINTMENTS', 'Associate Professor, Department of History, Lakeview University, 2015 – Present', '', 'Grants and Fellowships', 'Summer Research Grant, 2019', '', 'Invited Talks', 'Keynote, Regional History Forum, 2021', '', 'Dissertation Committees', 'J. Park (chair), 2022'].join('\n');
    expect(extractResume(text).experience).toHaveLength(1);
  });

  it('ends the work history at an academic CV’s outputs headed in capitals, but keeps such words in title case as a list’s items', () => {
    const text = ['ACADEMIC APPOINTMENTS', 'Associate Professor, Lakeview University, 2015 – Present', 'PUBLISHED BOOKS', 'Salter, A. Play and Protest. Lakeview UP, 2021.', 'BOOK CHAPTERS', 'Ng, B. “Maps.” In Atlas, 2019.'].join('\n');
    expect(extractResume(text).experience).toHaveLength(1);
    expect(splitSections('SKILLS\nCode Reviews\nSocial Media\nPython').sections.skills).toEqual(expect.arrayContaining(['Code Reviews', 'Social Media', 'Python']));
  });

  it('leaves an employer’s name in capitals and work given unpaid as they were', () => {
    expect(sectionsOf('EXPERIENCE\nAPEX EMPLOYMENT SERVICES\nRecruiter, 2019 – 2021')).toEqual(['experience']);
    expect(sectionsOf('EXPERIENCE\nClerk, Acme, 2019\nVolunteer Work\nTutor, Reading Partners, 2018')).toEqual(['experience']);
  });

  it('reads `June, 2019`, `Jun’19`, `Jun\'2019` and `08/ 2019` as month dates', () => {
    const r = extractResume(['EXPERIENCE', 'Data Engineer, Acme Corp', 'April, 2021 – June, 2022', 'Analyst, Beta LLC', 'Jun’19 – Mar’21', 'Clerk, Gamma Inc', '08/ 2017 to 05/ 2019'].join('\n'));
    expect(r.experience.map((e) => [e.start, e.end])).toEqual([
      ['2021-04', '2022-06'],
      ['2019-06', '2021-03'],
      ['2017-08', '2019-05'],
    ]);
  });
});

describe('academic and international CVs', () => {
  it('parts `Employer; Title` at the semicolon, and `Degree of Field from School` at `from`', () => {
    expect(extractResume('EXPERIENCE\n2019 – 2021   Halden Policy Institute; Scientific Advisor').experience).toEqual([
      { company: 'Halden Policy Institute', title: 'Scientific Advisor', start: '2019', end: '2021' },
    ]);
    expect(extractResume('EDUCATION\n2012 – 2014: MA of Translation Studies from Caspian State University, Tehran').education).toEqual([
      { institution: 'Caspian State University, Tehran', degree: 'MA in Translation Studies' },
    ]);
  });

  it('keeps no school-less fragment of an academic CV’s other sections as education', () => {
    const text = ['EDUCATION', 'Ph.D. History, Lakeview University, 2010', 'Editorial Board', 'Lakeview University Press.', '. College Realignment Workgroup', 'University'].join('\n');
    expect(extractResume(text).education).toEqual([{ institution: 'Lakeview University', degree: 'Ph.D. in History' }]);
  });
});

describe('a heading in the margin beside its first line', () => {
  it('reads `EDUCATION      Ph.D., …` as the heading and its first line, not two columns’ headings side by side', () => {
    const r = extractResume(['EDUCATION            Ph.D., Computer Science, Lakeview University, 2016', 'EXPERIENCE           Research Intern, Northwind Labs, 2014 – 2015'].join('\n'));
    expect(r.education).toEqual([{ institution: 'Lakeview University', degree: 'Ph.D. in Computer Science' }]);
    expect(r.experience.map((e) => [e.title, e.company])).toEqual([['Research Intern', 'Northwind Labs']]);
    expect(splitSections('EXPERIENCE                MY LIFE PHILOSOPHY\nClerk, Acme, 2019').header[0]).toBe('EXPERIENCE                MY LIFE PHILOSOPHY');
  });
});

describe('a heading a Word list swept up', () => {
  it('reads `- EDUCATION` after a list of skills as the education heading', () => {
    const r = extractResume(['SKILLS', '- Git', '- SharePoint', '- EDUCATION', 'Mohawk Valley University, Utica, NY — B.S. Computer Science', 'August 2018 - May 2022'].join('\n'));
    expect(r.education).toEqual([{ institution: 'Mohawk Valley University', degree: 'B.S. in Computer Science' }]);
    expect(r.skills).not.toContain('EDUCATION');
  });
});

describe('builders’ timelines, emoji and dates at a bullet’s end', () => {
  it('reads a timeline’s dates, then the role, then the employer with its town', () => {
    const text = ['Professional Experience', '04/2020 – present', 'Head Baker', 'Pain Doré, Montréal', '• Laminated doughs', '', '06/2016 – 03/2020', 'Commis', 'Hôtel Riviera, Nice', '• Pastry station'].join('\n');
    expect(entries(text)).toEqual([
      ['Head Baker', 'Pain Doré', '2020-04', 'present'],
      ['Commis', 'Hôtel Riviera', '2016-06', '2020-03'],
    ]);
  });

  it('drops an emoji drawn as an icon, reads one before a sentence as its bullet, and keeps a text font’s bullets', () => {
    const text = ['𝐄𝐗𝐏𝐄𝐑𝐈𝐄𝐍𝐂𝐄', 'Line Foreman', 'Valley Power Constructors', '📅 06/2017 - 02/2021   📍 Modesto, CA', '✅ Ran a four-man crew on distribution rebuilds across the county.', '▪ Set poles'].join('\n');
    expect(entries(text)).toEqual([['Line Foreman', 'Valley Power Constructors', '2017-06', '2021-02']]);
    expect(splitSections(text).sections.experience.slice(-2)).toEqual(['• Ran a four-man crew on distribution rebuilds across the county.', '▪ Set poles']);
  });

  it('takes a role’s dates from the end of its first line of description when the role has none', () => {
    const text = ['EXPERIENCE', '🔹 Project Estimator | Carrow Builders', '✅ Priced hard-bid public work for schools and fire stations (2016–2021)', '✅ Built schedules of values'].join('\n');
    expect(entries(text)).toEqual([['Project Estimator', 'Carrow Builders', '2016', '2021']]);
  });

  it('reads `Travel Assignments` and `Student Teaching` as work history', () => {
    expect(Object.keys(splitSections('TRAVEL ASSIGNMENTS\nx').sections).filter((k) => splitSections('TRAVEL ASSIGNMENTS\nx').sections[k as 'experience'].length)).toEqual(['experience']);
    expect(splitSections('STUDENT TEACHING\nx').sections.experience).toEqual(['x']);
    expect(splitSections('Teaching and Mentoring\nx').sections.experience).toEqual([]);
  });
});

describe('more builders’ and travellers’ layouts', () => {
  it('reads `Agency — Hospital (Town, ST)` over the role over dates with a remark, each assignment under its agency', () => {
    const text = [
      'TRAVEL ASSIGNMENTS',
      'Northstar Travel Nursing — Mercy Ridge Hospital (Tulsa, OK)',
      'Travel ICU Nurse',
      '06/2024 – 03/2025   (13 weeks + 2 extensions)',
      '   ·  CRRT and Impella patients',
      '',
      'Coastline Medical Staffing — Bayview General Medical Center (Mobile, AL)',
      'Travel ICU Nurse',
      '10/2023 – 01/2024',
      '   ·  Neuro ICU',
    ].join('\n');
    expect(entries(text)).toEqual([
      ['Travel ICU Nurse', 'Northstar Travel Nursing', '2024-06', '2025-03'],
      ['Travel ICU Nurse', 'Coastline Medical Staffing', '2023-10', '2024-01'],
    ]);
  });

  it('reads a season before a range as part of the dates, and landmen as roles', () => {
    expect(entries('EXPERIENCE\nCamp Willow Creek, Ely, MN\tSummers 2012–2014\nCamp Counselor')).toEqual([['Camp Counselor', 'Camp Willow Creek', '2012', '2014']]);
    expect(entries('EXPERIENCE\nMesa Land Services, Midland, TX — Senior Landman (2019–Present)\n■  Title curative')[0].slice(0, 2)).toEqual(['Senior Landman', 'Mesa Land Services']);
  });

  it('reads a school’s town in parentheses and a year in brackets aside, and `Major:` as the field of a school named alone', () => {
    expect(extractResume('EDUCATION\nBachelor of Science\nLakeview State University (Denver, CO) [2016]').education).toEqual([
      { institution: 'Lakeview State University', degree: 'Bachelor of Science' },
    ]);
    expect(extractResume('EDUCATION\nLakeview State University, Denver, CO\t2016 – 2020\nMajor: Computer Information Systems\nMinor: Business').education).toEqual([
      { institution: 'Lakeview State University', degree: 'Computer Information Systems' },
    ]);
  });

  it('reads a certificate named after a colon, a field after `IN` in capitals, and a credential over its school’s line', () => {
    expect(extractResume('Education\nCertificate of Completion: Pharmacy Technician, 10/2018\nCentral Valley Career Center – Fresno, CA').education).toEqual([
      { institution: 'Central Valley Career Center', degree: 'Certificate of Completion: Pharmacy Technician' },
    ]);
    expect(extractResume('EDUCATION\nCERTIFICATE IN HORTICULTURE • PECOS RIVER COMMUNITY COLLEGE • MAY 2016').education).toEqual([
      { institution: 'PECOS RIVER COMMUNITY COLLEGE', degree: 'CERTIFICATE in HORTICULTURE' },
    ]);
    expect(extractResume('Education\n09/2015 – 06/2016\nBrevet de Technicien Supérieur Hôtellerie\nLycée hôtelier de Grenoble').education).toEqual([
      { institution: 'Lycée hôtelier de Grenoble', degree: 'Brevet de Technicien Supérieur Hôtellerie' },
    ]);
  });
});
