import { extractResume } from './extract';
import { traitsIn } from './traits';

const traits = (text: string) => traitsIn(text).map((t) => t.name);

describe('qualities a member names themselves by', () => {
  it('reads them in a list of qualities or at a clause’s end, as written', () => {
    expect(traits('Meticulous and curious - I ask why twice.')).toEqual(['Meticulous', 'curious']);
    expect(traits('Calm under pressure, discreet, and good with numbers.')).toEqual(['Calm under pressure', 'discreet']);
    expect(traits('Managers say I am dependable and unflappable')).toEqual(['dependable', 'unflappable']);
  });

  it('takes no adjective before the thing it describes, nor a patient for a quality', () => {
    expect(traits('Kept the reliable systems running; kept the dock organized for shipping.')).toEqual([]);
    expect(traits('Admitted the patient, and charted vitals.')).toEqual([]);
    expect(traits('Delivered patient care on a 30-bed unit.')).toEqual([]);
    // A verb before `and` and another verb; a word as often a person, a participle or a sign, alone.
    expect(traits('- Organized and led weekly safety meetings')).toEqual([]);
    expect(traits('Educated patient and family on discharge.')).toEqual([]);
    expect(traits('Logged 40,000 miles driven.')).toEqual([]);
    expect(traits('Ran positive and negative controls.')).toEqual([]);
    expect(traits('Patient, discreet and reliable.')).toEqual(['Patient', 'discreet', 'reliable']);
  });

  it('reports them with the resume’s soft skills, never with its hard skills', () => {
    const r = extractResume(['Ama Mensah', 'Executive Assistant', '', 'SUMMARY', 'Executive assistant to two founders. Discreet, resourceful and calm under pressure.'].join('\n'));
    expect(r.soft_skills).toEqual(expect.arrayContaining(['Discreet', 'resourceful', 'calm under pressure']));
    expect(r.skills.filter((s) => /discreet|resourceful|calm/i.test(s))).toEqual([]);
  });
});
