import { statedSkills } from './extract';
import { techniquePhrases } from './phrases';

describe('techniques the vocabulary does not name', () => {
  const phrases = (text: string) => techniquePhrases(text).map((p) => p.name);
  const stated = (text: string) => statedSkills(text).map((s) => s.name);

  it('reads a technique as modifiers and an activity of the trade', () => {
    expect(phrases('- Performed insulation resistance testing on new feeders')).toEqual(['insulation resistance testing']);
    expect(phrases('Handled recipe costing and periodontal charting')).toEqual(['recipe costing', 'periodontal charting']);
    expect(phrases('Pipeline management in Salesforce')).toEqual(['Pipeline management']);
  });

  it('leaves out the verb, the time word and the half of a hyphenated compound before it', () => {
    expect(phrases('Weekly inventory reconciliation for three sites')).toEqual(['inventory reconciliation']);
    expect(phrases('Staffed in-person SOC monitoring overnight')).toEqual(['SOC monitoring']);
    expect(phrases('Perform therapeutic drug monitoring for aminoglycosides')).toEqual(['therapeutic drug monitoring']);
  });

  it('finds nothing where the activity word names something else or stands alone', () => {
    expect(phrases('Bought new testing tools for the lab')).toEqual([]);
    expect(phrases('Run discovery calls with plant managers')).toEqual([]);
    expect(phrases('Testing was done by the vendor')).toEqual([]);
  });

  it('keeps a named tool or standard under its name and lets a technique widen a plain one', () => {
    expect(stated('Wrote PPAP documentation for two launches')).toEqual(['Production Part Approval Process']);
    expect(stated('Wrote PPAP documentation for two launches')).not.toContain('PPAP documentation');
    const widened = stated('Ran insulation resistance testing on feeders');
    expect(widened).toContain('insulation resistance testing');
  });
});
