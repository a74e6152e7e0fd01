import { useId, useMemo, useState } from 'react';
import { Card, cx } from '../../../components';
import styles from './BriefFeedbackCards.module.css';
import { type BriefSection, type BriefValue, briefSections, postprocessBrief } from './postprocess';

export interface BriefFeedbackCardsProps {
  /** The model's brief answer: raw text (post-processed here) or the already parsed object. */
  feedback: string | Record<string, unknown>;
  /** The cards' heading level in the page outline (h3 under the sub-view's h2 by default). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * Brief flight-check feedback (spec part 2 §2.2): collapsible cards Professional Summary,
 * Strengths, Resume Quality and Recommendations, all expanded at first. When the answer holds no
 * JSON object, its raw text is shown as plain text.
 */
export function BriefFeedbackCards({ feedback, headingLevel = 3 }: BriefFeedbackCardsProps) {
  const parsed = useMemo(() => {
    if (typeof feedback !== 'string') return { sections: briefSections(feedback), raw: JSON.stringify(feedback, null, 2) };
    const result = postprocessBrief(feedback);
    return result.kind === 'json' ? { sections: briefSections(result.data), raw: feedback.trim() } : { sections: [], raw: result.text };
  }, [feedback]);

  if (parsed.sections.length === 0) return <pre className={styles.raw}>{parsed.raw}</pre>;
  return (
    <div className={styles.cards}>
      {parsed.sections.map((section, i) => (
        <BriefCard key={`${i}:${section.title}`} section={section} headingLevel={headingLevel} />
      ))}
    </div>
  );
}

function BriefCard({ section, headingLevel }: { section: BriefSection; headingLevel: 2 | 3 | 4 }) {
  const [open, setOpen] = useState(true);
  const panelId = useId();
  const toggle = (
    <button
      type="button"
      className={styles.toggle}
      aria-expanded={open}
      aria-controls={open ? panelId : undefined}
      onClick={() => setOpen((was) => !was)}
    >
      <span>{section.title}</span>
      <svg className={styles.chevron} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
  return (
    <Card title={toggle} headingLevel={headingLevel} className={cx(styles.card, !open && styles.collapsed)}>
      {open ? (
        <div id={panelId}>
          <BriefValueView value={section.value} />
        </div>
      ) : undefined}
    </Card>
  );
}

function BriefValueView({ value }: { value: BriefValue }) {
  if (typeof value === 'string') return <p className={styles.text}>{value}</p>;
  if (Array.isArray(value))
    return (
      <ul className={styles.list}>
        {value.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    );
  return (
    <dl className={styles.pairs}>
      {Object.entries(value).map(([term, description]) => (
        <div key={term} className={styles.pair}>
          <dt>{term}</dt>
          <dd>{description}</dd>
        </div>
      ))}
    </dl>
  );
}
