import { extractResume, maskNames } from './extract';
import { parseEducation, parseResumeText, unplacedSections } from './resume-sections';

describe('resume sections', () => {
  it('reads international phone numbers in the contact line', () => {
    for (const phone of ['+31 6 2048 7719', '+44 20 7946 0958', '+49 30 1234 5678', '(415) 555-0182']) {
      expect(parseResumeText(`Maya Okafor\nmaya@example.com | ${phone} | Rotterdam, NL\n\nSkills\nGo`).header.phone).toBe(phone);
    }
  });

  it('reads the degrees people abbreviate and a school named "at" its campus', () => {
    const [bba, md, jd] = parseEducation(['B.B.A. Accounting, University of Texas at Austin, 2016', 'M.D., Johns Hopkins School of Medicine', 'J.D., Georgetown University Law Center, 2012']);
    expect(bba).toMatchObject({ degree: 'B.B.A.', fieldOfStudy: 'Accounting', institution: 'University of Texas at Austin' });
    expect(md).toMatchObject({ degree: 'M.D.', institution: 'Johns Hopkins School of Medicine' });
    expect(jd).toMatchObject({ degree: 'J.D.', institution: 'Georgetown University Law Center' });
    expect(parseEducation(['Master of Science in Nursing at Duke University'])[0]).toMatchObject({ degree: 'Master of Science', institution: 'Duke University' });
  });

  it('reads a course of study named before its kind, and a note after a field as no school', () => {
    const [cert, apprenticeship, ms] = parseEducation([
      'Commonwealth Bay College — Paralegal Studies Certificate (ABA-approved), 2016',
      'Maumee Bay Trades Institute, Perrysburg, OH — Plumbing Apprenticeship Program (4-year classroom instruction), 2022',
      'M.S. Geography (GIS emphasis), Intermountain State University, 2017',
    ]);
    expect(cert).toMatchObject({ degree: 'Paralegal Studies Certificate', institution: 'Commonwealth Bay College' });
    expect(apprenticeship).toMatchObject({ degree: 'Plumbing Apprenticeship Program', institution: expect.stringContaining('Maumee Bay Trades Institute') });
    expect(ms).toMatchObject({ degree: 'M.S.', fieldOfStudy: 'Geography', institution: 'Intermountain State University' });
    expect(parseEducation(['Bachelor of Arts (English), Linfield University, 2015'])[0]).toMatchObject({ degree: 'Bachelor of Arts', fieldOfStudy: 'English' });
    // A state after the town is no degree (MA is Massachusetts here), and a field may follow a dash.
    expect(parseEducation(['Master of Science (M.S.) – Urban Data Science and Public Policy May 2022 – Present', 'Pioneer Valley University, Northampton, MA'])).toEqual([
      expect.objectContaining({ degree: 'Master of Science', fieldOfStudy: 'Urban Data Science and Public Policy', institution: 'Pioneer Valley University, Northampton' }),
    ]);
    // Small capitals read back as capitals: `IN` is the same word as `in`.
    expect(parseEducation(['MENG IN COMPUTER SCIENCE', 'CORNELL UNIVERSITY'])[0]).toMatchObject({ fieldOfStudy: 'COMPUTER SCIENCE', institution: 'CORNELL UNIVERSITY' });
    expect(parseEducation(['Cornell University Certificate, Project Management, 2020'])[0]).toMatchObject({ institution: 'Cornell University' });
    expect(parseEducation(['Master of Business Administration (MBA) – UNC Charlotte, 2016'])[0]).toMatchObject({ degree: 'Master of Business Administration', institution: 'UNC Charlotte' });
    expect(parseEducation(['Doctor of Physical Therapy (DPT)', 'Cascadia Health Sciences University, 2018'])[0]).toMatchObject({ degree: 'Doctor of Physical Therapy', institution: 'Cascadia Health Sciences University' });
  });

  it('finds education written without a heading, in a resume without headings or among other sections', () => {
    const unheaded = parseResumeText(
      ['Kwame Asante', 'Leeds, UK · kwame@mail.example', '', 'Data scientist with eight years of survey and product analytics work behind me.', '', 'MSc Statistics, University of Leeds, 2014', 'Great Basin Valley College, Associate of Applied Science in Business, 2012'].join('\n'),
    );
    expect(unheaded.education.map((e) => [e.degree, e.institution])).toEqual([
      ['MSc', 'University of Leeds'],
      ['Associate of Applied Science', 'Great Basin Valley College'],
    ]);
    const underExperience = parseResumeText(['EXPERIENCE', 'Senior Accountant, Harbor Foods, 2019 – Present', '• Closed the books monthly', '', 'Bachelor of Science in Accounting', 'Gulf Coast State University, Fort Myers, FL', '2013'].join('\n'));
    expect(underExperience.education[0]).toMatchObject({ degree: 'Bachelor of Science', fieldOfStudy: 'Accounting', institution: expect.stringContaining('Gulf Coast State University') });
    expect(parseResumeText(['EXPERIENCE', 'Adjunct Instructor, Lakeshore Community College, 2019 – Present', '• Taught accounting to MBA students'].join('\n')).education).toEqual([]);
    for (const job of ['Master Teacher, Lincoln High School, 2016 – 2020', 'Boston College, MA', 'MBA Intern, Harvard Business School, Summer 2019', 'Dpt. of Finance, University of Utah, 2018 – 2021']) {
      expect(parseResumeText(['Dana Reyes', 'dana@mail.example', '', job, 'Kept the books for the department.'].join('\n')).education).toEqual([]);
    }
  });

  it('keeps the field of study with the degree, parenthesised abbreviation and all', () => {
    const [bsn, aas] = parseEducation([
      'Bachelor of Science in Nursing (BSN)',
      'Sonoran State University, Tucson, AZ 2013 – 2017',
      'Associate of Applied Science, Health Sciences',
      'Catalina Foothills College, Tucson, AZ 2011 – 2013',
    ]);
    expect(bsn).toMatchObject({ degree: 'Bachelor of Science', fieldOfStudy: 'Nursing', institution: expect.stringContaining('Sonoran State University'), start_date: expect.stringContaining('2013') });
    expect(aas).toMatchObject({ degree: 'Associate of Applied Science', fieldOfStudy: 'Health Sciences', institution: expect.stringContaining('Catalina Foothills College') });
  });

  it('finds the sections no resume field takes, entry by entry, but not a labelled group inside skills', () => {
    const text = [
      'Maya Okafor',
      'SKILLS',
      'Languages: TypeScript, Go',
      'PROJECTS',
      'Route planner — Go, 2021',
      '- Built the optimiser',
      '',
      'Recipe box — React',
      'Volunteer',
      'Mentor, Code Club, 2019 – Present',
      'Languages: English (native), Spanish',
    ].join('\n');
    expect(unplacedSections(text)).toEqual([
      { name: 'Projects', entries: ['Route planner — Go, 2021\n- Built the optimiser', 'Recipe box — React'] },
      { name: 'Volunteer', entries: ['Mentor, Code Club, 2019 – Present'] },
      { name: 'Languages', entries: ['English (native), Spanish'] },
    ]);
  });

  it('takes middle-dot bullets for duties and a heading with commas for a heading (a Word résumé)', () => {
    const r = parseResumeText(
      ['EXPERIENCE', 'Program Assistant May 2022 - Present', 'Urban Data Science and Public Policy, Pioneer Valley University, Northampton, MA', '· Assists the Program Director with yearly planning documents', '· Creates, edits, and sends the department newsletter', 'HONORS, AWARDS & CERTIFICATIONS', "Dean's List Spring 2020, Fall 2021"].join('\n'),
    );
    expect(r.experience.map((e) => [e.position, e.start_date])).toEqual([['Program Assistant', 'May 2022']]);
    expect(r.experience[0].description).toMatch(/^(?:.*\n)?Assists the Program Director.*\nCreates, edits/);
  });
  it('reads a table of schools with its columns parted by wide gaps, and a field written before its degree', () => {
    const r = extractResume(
      [
        'Devi Raman',
        'devi@example.com',
        'EDUCATION',
        'Qualification     Institution                      Board/University     Year     Percentage',
        'HSC               Lakshmi Nagar Higher Secondary School   State Board     2016     88%',
        'EEE, Bachelor of Engineering',
        'Kovai Institute of Technology, Coimbatore',
        '2016 - 2020 | CGPA: 8.2',
      ].join('\n'),
    );
    expect(r.education.map((e) => [e.degree, e.institution])).toEqual([
      ['HSC', 'Lakshmi Nagar Higher Secondary School, State Board'],
      ['Bachelor of Engineering in EEE', 'Kovai Institute of Technology, Coimbatore'],
    ]);
  });

  it("reads a student's résumé: a table of schools, its own headings, languages known and pastimes", () => {
    const text = [
      'R. Meenakshi',
      'Coimbatore-641001',
      'Academic Details',
      'COURSE | COLLEGE/SCHOOL | UNIVERSITY/BOARD | YEAR OF PASSING | PERCENTAGE/CGPA',
      'B.E(CSE) | KOVAI INSTITUTE OF TECHNOLOGY | BHARATHI UNIVERSITY | PURSUING | 8.1(UPTO IV SEM)',
      'HSC | LAKSHMI NAGAR HIGHER SECONDARY SCHOOL | STATE BOARD | 2016 | 89.40%',
      'SKILL SET',
      'PROGRAMMING LANGUAGE',
      '- PYTHON',
      '- JAVA',
      'PROJECTS DONE',
      'SOLAR TRACKER',
      '- Description: Turns a panel towards the sun with two light sensors.',
      'INDUSTRIAL VISIT',
      '- Visited Kovai Textile Mills, Tiruppur on 12.07.2018.',
      'WORKSHOPS ATTENDED',
      '- Attended a two day workshop on Python programming at the college on 03.09.2018.',
      'PERSONAL INFORMATION',
      'Gender : Female',
      'Languages Known : English, Tamil.',
      'Pass time : Reading, Playing Chess, Carrom, Kabaddi, Listening to music.',
    ].join('\n');
    const r = extractResume(text);
    expect(r.education.map((e) => [e.degree, e.institution])).toEqual([
      ['B.E', 'KOVAI INSTITUTE OF TECHNOLOGY, BHARATHI UNIVERSITY'],
      ['HSC', 'LAKSHMI NAGAR HIGHER SECONDARY SCHOOL, STATE BOARD'],
    ]);
    expect(r.skills).toEqual(expect.arrayContaining(['Python', 'Java']));
    expect(r.skills).not.toContain('Reading');
    expect(r.skills).not.toContain('Solar Tracker');
    expect(r.languages).toEqual(['English', 'Tamil']);
    expect(r.sections).toEqual(expect.arrayContaining(['education', 'skills']));
  });

  it('masks a long run of capitalised words at once (a row of capitals once took minutes to test)', () => {
    const row = 'KOVAI INSTITUTE OF TECHNOLOGY AND SCIENCE OF THE WESTERN REGION TEXTILES';
    expect(maskNames(`Studied at ${row} |x`, [`${row} |x`, row])).toBe(`Studied at ${'|'.repeat(row.length)} |x`);
  });
  it('reads a list of schools written as bullets, and keeps bullets under a school as its description', () => {
    const listed = extractResume(
      'Jane Doe\nEDUCATION\n● Northgate University: Full Stack Web Development (08/2020 – Current)\n● Lakeview University: Cum Laude B.A. in Project Management\n• A.A.S. in Nursing, Riverbend Community College, 2015',
    );
    expect(listed.education).toEqual([
      { institution: 'Northgate University', degree: '' },
      { institution: 'Lakeview University', degree: 'B.A. in Project Management' },
      { institution: 'Riverbend Community College', degree: 'A.A.S. in Nursing' },
    ]);
    const described = extractResume("Jane Doe\nEDUCATION\nOhio State University, B.S. Computer Science, 2019\n• Dean's List; exchange term at University of Tokyo");
    expect(described.education).toEqual([{ institution: 'Ohio State University', degree: 'B.S. in Computer Science' }]);
  });
});
