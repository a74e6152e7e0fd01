import type { CustomSectionTarget, MappedSection } from '../ai.types';
import { parseCertifications, parseEducation, parseExperience, parseHeader, parseSkills } from './resume-sections';

/**
 * Maps the text of an elided custom section (part 2 §3) onto a target section with the same rules
 * the resume parser uses. The section name joins the content where it carries meaning (a company or
 * school named in the heading).
 */
export function mapCustomSection(sectionName: string, content: string, target: CustomSectionTarget): MappedSection {
  const lines = content.replace(/\r\n?/g, '\n').split('\n');
  switch (target) {
    case 'experience': {
      const items = parseExperience(lines);
      if (items.length && !items[0].company && !items[0].position && sectionName.trim()) items[0].position = sectionName.trim();
      return { target, items };
    }
    case 'education':
      return { target, items: parseEducation(lines) };
    case 'skills':
      return { target, items: parseSkills(lines) };
    case 'certificates':
      return { target, items: parseCertifications(lines) };
    case 'personalinfo': {
      const { header, leftover } = parseHeader(lines);
      const fields: Partial<typeof header> & { summary?: string } = {};
      for (const [k, v] of Object.entries(header) as [keyof typeof header, string & string[]][])
        if (v.length) (fields as Record<string, unknown>)[k] = v;
      const summary = leftover.filter((l) => l.split(/\s+/).length >= 6).join(' ');
      if (summary) fields.summary = summary;
      return { target, fields };
    }
  }
}
