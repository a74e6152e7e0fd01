import { matchScore, skillKey } from './match';

describe('the skills a match compares', () => {
  it('meets a product under the edition a posting writes, and an alias under its canonical name', () => {
    expect(skillKey('QuickBooks Online')).toBe(skillKey('QuickBooks'));
    expect(skillKey('Kafka')).toBe(skillKey('Apache Kafka'));
    // A lowercase word after a name is no edition: `Excel skills` stays its own name.
    expect(skillKey('Tableau dashboards')).not.toBe(skillKey('Tableau'));
  });

  it('scores a member who has the product the posting names in its edition', () => {
    const member = new Set([skillKey('QuickBooks'), skillKey('Excel')]);
    expect(matchScore(member, ['QuickBooks Online', 'Excel'], []).score).toBe(100);
  });
});
