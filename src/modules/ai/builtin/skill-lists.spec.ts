import { certificationNames, extractResume } from './extract';
import { parseSkills } from './resume-sections';

describe('lists of skills as people write them', () => {
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
});
