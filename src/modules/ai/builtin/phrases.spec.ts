import { statedSkills } from './extract';
import { cuedItems, techniquePhrases } from './phrases';

describe('techniques the vocabulary does not name', () => {
  const phrases = (text: string) => techniquePhrases(text).map((p) => p.name);
  const stated = (text: string) => statedSkills(text).map((s) => s.name);

  it('reads a technique as modifiers and an activity of the trade', () => {
    expect(phrases('- Performed insulation resistance testing on new feeders')).toEqual(['insulation resistance testing']);
    expect(phrases('Handled recipe costing and periodontal charting')).toEqual(['recipe costing', 'periodontal charting']);
    expect(phrases('Pipeline management in Salesforce')).toEqual(['Pipeline management']);
    // Handling, detection, entry, removal, delineation: activities of offices, banks, labs and field crews.
    expect(phrases('Daily cash handling, claims data entry and counterfeit detection')).toEqual(['cash handling', 'claims data entry', 'counterfeit detection']);
    expect(phrases('Led hazard tree removals and stream buffer delineation')).toEqual(['hazard tree removals', 'stream buffer delineation']);
  });

  it('takes no review or check for a technique (a design review is a meeting, a temperature check a routine)', () => {
    expect(phrases('Joined weekly design reviews and ran temperature checks')).toEqual([]);
  });

  it('leaves out the verb, the time word and the half of a hyphenated compound before it', () => {
    expect(phrases('Weekly inventory reconciliation for three sites')).toEqual(['inventory reconciliation']);
    expect(phrases('Led the careful migration and a thoughtful ledger reconciliation')).toEqual(['ledger reconciliation']);
    expect(phrases('Blueprint reading, conduit bending and plasma cutting')).toEqual(['Blueprint reading', 'conduit bending', 'plasma cutting']);
    expect(phrases('Led the EHR implementation and used motivational interviewing')).toEqual(['EHR implementation', 'motivational interviewing']);
    expect(phrases('Five years of professional experience writing Kotlin')).toEqual([]);
    expect(phrases('Staffed in-person SOC monitoring overnight')).toEqual(['SOC monitoring']);
    expect(phrases('Perform therapeutic drug monitoring for aminoglycosides')).toEqual(['therapeutic drug monitoring']);
    // A sentence's first word in the past tense is its verb; a noun ending alike is a modifier.
    expect(phrases('- Reconciled cycle counts with the WMS')).toEqual(['cycle counts']);
    expect(phrases('- Watershed analysis for the county')).toEqual(['Watershed analysis']);
    // A judgement says how, not which: `common billing`, `tighter receiving`.
    expect(phrases('Answered common billing questions; set up tighter receiving')).toEqual([]);
  });

  it('reads counts, demos, piping, schematics and offsets as activities of a trade', () => {
    expect(phrases('Taught carbohydrate counting and ran calorie counts')).toEqual(['carbohydrate counting', 'calorie counts']);
    expect(phrases('Set tool length offsets; read ladder schematics; ran gas piping; gave product demos')).toEqual(['tool length offsets', 'ladder schematics', 'gas piping', 'product demos']);
  });

  it('finds nothing where the activity word names something else or stands alone', () => {
    expect(phrases('Bought new testing tools for the lab')).toEqual([]);
    expect(phrases('Run discovery calls with plant managers')).toEqual([]);
    expect(phrases('Testing was done by the vendor')).toEqual([]);
  });

  it('finds nothing where the activity word is a verb with an object, but keeps one followed by a time', () => {
    expect(phrases('Listed as a transfer student receiving a 3.7 grade-point average')).toEqual([]);
    expect(phrases('vault balancing and ATM balancing every day')).toEqual(['vault balancing', 'ATM balancing']);
  });

  it('keeps a named tool or standard under its name and lets a technique widen a plain one', () => {
    expect(stated('Wrote PPAP documentation for two launches')).toEqual(['Production Part Approval Process']);
    expect(stated('Wrote PPAP documentation for two launches')).not.toContain('PPAP documentation');
    const widened = stated('Ran insulation resistance testing on feeders');
    expect(widened).toContain('insulation resistance testing');
  });
});

describe('what a requirement asks for around its cue', () => {
  it('reads the list after "knowledge of", "experience with" and their kin, examples included', () => {
    expect(cuedItems('- Working knowledge of Incoterms (FOB, EXW, DDP)')).toEqual(['Incoterms', 'FOB', 'EXW', 'DDP']);
    expect(cuedItems('- Experience with an ERP or TMS (SAP S/4HANA experience is a plus)')).toEqual(['ERP', 'TMS']);
    expect(cuedItems('- Experience with lighting control systems such as nLight or Lutron')).toEqual(['lighting control systems', 'nLight', 'Lutron']);
  });

  it('reads the thing named before "skills" or "experience" after a judgement, but not a trait or a field', () => {
    expect(cuedItems('Strong negotiation skills')).toEqual(['negotiation']);
    expect(cuedItems('HTS classification experience')).toEqual(['HTS classification']);
    expect(cuedItems('Excellent communication skills')).toEqual([]);
    expect(cuedItems('- 4+ years of commercial electrical experience')).toEqual([]);
  });
});
