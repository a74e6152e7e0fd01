import { extractResume, skillGap, statedSkills } from './extract';
import { coordinatedNames, methodNames, namedTools } from './tool-names';

const names = (text: string) => namedTools(text).map((t) => t.name);

describe('tools named after a preposition of use', () => {
  it('reads a product the vocabulary does not know where a sentence works with it', () => {
    expect(names('Logged soil moisture readings using GROWLINK and flagged dry beds.')).toEqual(['GROWLINK']);
    expect(names('Surveyed lot corners with a Korvath R9 rover.')).toEqual(['Korvath R9']);
    expect(names('Scheduled nightly loads on QPLEX Batch Manager; paged on failure.')).toEqual(['QPLEX Batch Manager']);
    expect(names('Took stock counts with Fennix scanners every Friday.')).toEqual(['Fennix']);
    expect(names('Recorded findings in Dentavo after each visit.')).toEqual(['Dentavo']);
    // A model number of four digits and a name that starts as a month does are no dates.
    expect(names('Edited ladder logic using Quorlogix 5000 and renders with Octavia 3D.')).toEqual(['Quorlogix 5000', 'Octavia 3D']);
  });

  it('gives its offsets in the whole text', () => {
    const text = 'Summary line.\nCharted visits in DENTAVIEW daily.';
    const [tool] = namedTools(text);
    expect(text.slice(tool.start, tool.end)).toBe('DENTAVIEW');
  });

  it('takes no place, person, employer, ward, language, date or shouted heading for a product', () => {
    expect(names('Opened two branches in Pune and Nagpur.')).toEqual([]);
    expect(names('Filed reports in Iowa every quarter.')).toEqual([]);
    expect(names('Worked with Priya Raman on the launch.')).toEqual([]);
    expect(names('Partnered with Deloitte on the audit.')).toEqual([]);
    expect(names('Floated to cover shifts on the NICU.')).toEqual([]);
    expect(names('Counselled families in Spanish and Tagalog.')).toEqual([]);
    expect(names('Promoted in March 2021 and again in Q3 2023.')).toEqual([]);
    expect(names('Interned with ATS GLOBAL TECHSOFT PVT LTD for six months.')).toEqual([]);
    expect(names('Six projects in WEB DEVELOPMENT and ANDROID DEVELOPMENT.')).toEqual([]);
    expect(names('Volunteered with Spanish-speaking families.')).toEqual([]);
    expect(names('Rotated through Mercy General Hospital wards.')).toEqual([]);
    // A party worked with, a name the text glosses as an organisation, an event.
    expect(names('Built the dashboards with QRVTEC.')).toEqual(['QRVTEC']);
    expect(names('Collaborated closely with QRVTEC on the study.')).toEqual([]);
    expect(names('ZORVIK (Zorvik Institute of Technology)\nRan night experiments in ZORVIK labs.')).toEqual([]);
    expect(names('Placed second in QRVX Hackathon 2021.')).toEqual([]);
    // A noun before `with` is no working together; a gloss naming a system is no organisation.
    expect(names('Tracked vendor contracts with ZIPDOC.')).toEqual(['ZIPDOC']);
    expect(names('Built district dashboards in DHIS2 (District Health Information Software 2).')).toEqual(['DHIS2']);
  });

  it('does not run a name into the next column or across an and', () => {
    expect(names('- Kept the parcel map current with DELTAGEO     Field Notes, Tableau')).toEqual(['DELTAGEO']);
    expect(names('Enrolled every driver with FMCSA Drug and Alcohol Clearinghouse.')).toEqual([]);
  });

  it('reads a name listed beside a tool as a tool, when it is written as a name is', () => {
    const text = 'Shipped map screens with MapKit or Tessaroo, and crash reports in Sentry, Glitchmon.\n' + 'Administer FMLA and ADA leave; Slack, Zentrix Ambassador.';
    const tools = [/MapKit/, /Sentry/, /Slack/].map((re) => {
      const m = re.exec(text) as RegExpExecArray;
      return { start: m.index, end: m.index + m[0].length };
    });
    const names = coordinatedNames(text, tools).map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(['Tessaroo', 'Glitchmon']));
    // English words, an honour and a sentence's opening verb are no names.
    expect(names).not.toEqual(expect.arrayContaining(['Zentrix Ambassador', 'Administer FMLA']));
  });

  it('reads a title-case word in a list of tools as a tool, though it is an English word', () => {
    const listed = (text: string) => statedSkills(text).filter((s) => s.kind === 'tool').map((s) => s.written);
    expect(listed('- Shipped logs through the Elastic Stack (Filebeat, Sentinel, Logstash and Kibana) to on-call.')).toContain('Sentinel');
    expect(listed('- Support 300 staff on Slack, Relay, Jira and Zendesk.')).toContain('Relay');
    // One tool is no list of tools; a place, a language, a sentence's first word are no names.
    expect(listed('- Tracked tickets in Jira, Beacon and Harbor.')).not.toEqual(expect.arrayContaining(['Beacon']));
    expect(listed('- Drove routes in Tennessee, Georgia and Alabama with Jira and Confluence.')).not.toEqual(expect.arrayContaining(['Georgia']));
    expect(listed('- Charted in Epic, Spanish and English, with Jira and Confluence.')).not.toEqual(expect.arrayContaining(['Spanish']));
    expect(listed('Harbor, Jira and Confluence were ours.')).not.toEqual(expect.arrayContaining(['Harbor']));
  });

  it('reads names beside a named skill in a resume, to the clause’s end', () => {
    const resume = ['Jordan Vale', 'Platform Engineer', '', 'EXPERIENCE', 'Platform Engineer, Acme Ltd, 2020 – Present', '- Ran the queues on Cloud SQL and Quorbase, with dashboards in Grafana, Vextel. Comfortable on call.'].join('\n');
    const skills = extractResume(resume).skills;
    expect(skills).toEqual(expect.arrayContaining(['Quorbase', 'Vextel']));
    expect(skills.filter((s) => /Comfortable/.test(s))).toEqual([]);
  });

  it('reads a method or instrument named as a proper name, inside a sentence only', () => {
    const methods = (text: string) => methodNames(text).map((t) => t.name);
    expect(methods('Screened every admission with the Velmont Fall Risk Scale and charted by the Harlow Care Process.')).toEqual([
      'Velmont Fall Risk Scale',
      'Harlow Care Process',
    ]);
    // A sentence's first words, the tail of a longer name, a committee's or a hospital's name are none.
    expect(methods('Quality Improvement Process owner.')).toEqual([]);
    expect(methods('Coached teachers on SROP (Sheltered Reading Observation Protocol) every term.')).toEqual([]);
    expect(methods('Sat on the Patient Safety Committee Review Process at Mercy Hospital Triage System.')).toEqual([]);
  });

  it('reports a product once when the resume also gives its longer name', () => {
    const resume = [
      'Jordan Vale',
      'Court Reporter',
      '',
      'EXPERIENCE',
      'Freelance Reporter, Vale Reporting, 2018 – Present',
      '- I write realtime on a Velotype 7 and deliver rough drafts the same evening to counsel.',
      '- Screened every deposition exhibit using the county GRAF system before filing.',
      '',
      'EQUIPMENT',
      'Stenomark Velotype 7, Eclipse, Adobe Acrobat',
    ].join('\n');
    const skills = extractResume(resume).skills;
    expect(skills).toContain('Stenomark Velotype 7');
    expect(skills).not.toContain('Velotype 7');
    // Reported once, matched under either name.
    expect(skillGap('Court Reporter\nRequirements\n- Realtime writing on a Velotype 7', resume).matched).toContain('Velotype 7');
  });
});
