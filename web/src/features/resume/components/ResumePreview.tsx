import type { ReactNode } from 'react';
import type { ResumeDto } from '../../../api/resumes';
import { Badge } from '../../../components';
import { isCurrent } from '../lib/resumeDraft';
import { capitalised, dateRange, descriptionLines, safeUrl, yearsText } from '../lib/format';
import styles from './ResumePreview.module.css';

const LINKS = [
  { key: 'website', label: 'Website' },
  { key: 'linkedin', label: 'LinkedIn' },
  { key: 'github', label: 'GitHub' },
] as const;

/** The resume read-only (part 2 §2.1): contact details, summary, experience, education, skills, certifications. */
export function ResumePreview({ resume }: { resume: ResumeDto }) {
  const info = resume.personalInfo;
  const contact = [info.email, info.phone, info.location].filter(Boolean);
  const links = LINKS.flatMap(({ key, label }) => (info[key] ? [{ key, label, value: info[key], href: safeUrl(info[key]) }] : []));

  return (
    <article className={styles.preview} aria-label="Resume preview">
      <header className={styles.identity}>
        <h3 className={styles.name}>{info.name || resume.name || 'No name yet'}</h3>
        {contact.length > 0 && (
          <ul className={styles.contact} aria-label="Contact details">
            {contact.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
        {links.length > 0 && (
          <ul className={styles.links} aria-label="Links">
            {links.map((link) => (
              <li key={link.key}>
                <span className={styles.linkLabel}>{link.label}: </span>
                {link.href ? (
                  <a href={link.href} target="_blank" rel="noopener noreferrer" className={styles.link}>
                    {link.value}
                  </a>
                ) : (
                  <span className={styles.link}>{link.value}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </header>

      <Section title="Summary" empty="No summary yet." hasItems={Boolean(info.summary?.trim())}>
        <p className={styles.prose}>{info.summary}</p>
      </Section>

      <Section title="Experience" empty="No experience yet." hasItems={resume.experience.length > 0}>
        <ol className={styles.entries}>
          {resume.experience.map((job, i) => (
            <li key={i} className={styles.entry}>
              <p className={styles.entryTitle}>{[job.position, job.company].filter(Boolean).join(' · ') || 'Untitled position'}</p>
              <Meta items={[job.location, dateRange(job.start_date, job.end_date, isCurrent(job.is_current)) || job.duration]} />
              <Lines text={job.description} />
            </li>
          ))}
        </ol>
      </Section>

      <Section title="Education" empty="No education yet." hasItems={resume.education.length > 0}>
        <ol className={styles.entries}>
          {resume.education.map((school, i) => (
            <li key={i} className={styles.entry}>
              <p className={styles.entryTitle}>{[[school.degree, school.fieldOfStudy].filter(Boolean).join(', '), school.institution].filter(Boolean).join(' · ') || 'Untitled education'}</p>
              <Meta items={[dateRange(school.start_date, school.end_date) || school.duration, school.gpa ? `GPA ${school.gpa}` : '']} />
              <Lines text={school.description} />
            </li>
          ))}
        </ol>
      </Section>

      <Section title="Skills" empty="No skills yet." hasItems={resume.skills.length > 0}>
        <ul className={styles.chips} aria-label="Skills">
          {resume.skills.map((skill) => (
            <li key={skill.id} className={styles.chip}>
              <span className={styles.chipName}>{skill.skill_name}</span>
              {skill.proficiency_level && <Badge tone="info">{capitalised(skill.proficiency_level)}</Badge>}
              {skill.years_experience != null && <span className={styles.years}>{yearsText(skill.years_experience)}</span>}
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Certifications" empty="No certifications yet." hasItems={resume.certificates.length > 0}>
        <ul className={styles.entries}>
          {resume.certificates.map((cert, i) => {
            const href = safeUrl(cert.url);
            return (
              <li key={i} className={styles.entry}>
                <p className={styles.entryTitle}>
                  {href ? (
                    <a href={href} target="_blank" rel="noopener noreferrer" className={styles.link}>
                      {cert.name || cert.url}
                    </a>
                  ) : (
                    cert.name || 'Untitled certification'
                  )}
                </p>
                <Meta items={[cert.issuer, cert.date]} />
              </li>
            );
          })}
        </ul>
      </Section>
    </article>
  );
}

function Section({ title, empty, hasItems, children }: { title: string; empty: string; hasItems: boolean; children: ReactNode }) {
  const id = `preview-${title.toLowerCase()}`;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h4 id={id} className={styles.heading}>
        {title}
      </h4>
      {hasItems ? children : <p className={styles.muted}>{empty}</p>}
    </section>
  );
}

function Meta({ items }: { items: (string | undefined)[] }) {
  const shown = items.filter((item): item is string => Boolean(item?.trim()));
  return shown.length ? <p className={styles.meta}>{shown.join(' · ')}</p> : null;
}

function Lines({ text }: { text: string | undefined }) {
  const lines = descriptionLines(text);
  if (!lines.length) return null;
  return (
    <ul className={styles.lines}>
      {lines.map((line, i) => (
        <li key={i}>{line}</li>
      ))}
    </ul>
  );
}
