import type { ProgramDto } from '../../../api/training-search';
import { Badge, Card } from '../../../components';
import { isHighConfidence, percent } from '../lib';
import styles from '../TrainingSearchPage.module.css';

/** One crawled program: its title links out; badges for the AI's confidence and a free program. */
export function ProgramCard({ program }: { program: ProgramDto }) {
  const high = isHighConfidence(program.ai_confidence_score);
  const category = program.ai_category || program.category;
  const summary = program.ai_summary || program.description;
  return (
    <Card
      headingLevel={3}
      className={styles.program}
      title={
        <a href={program.url} target="_blank" rel="noopener noreferrer">
          {program.title}
        </a>
      }
    >
      <div className={styles.badges}>
        {high ? (
          <Badge tone="success">High confidence</Badge>
        ) : (
          <Badge tone="warning">Low confidence ({percent(program.ai_confidence_score)})</Badge>
        )}
        {program.is_free && <Badge tone="info">Free</Badge>}
      </div>
      <dl className={styles.facts}>
        <dt>Platform</dt>
        <dd>{program.platform}</dd>
        {category && (
          <>
            <dt>Category</dt>
            <dd>{category}</dd>
          </>
        )}
        {program.difficulty_level && (
          <>
            <dt>Difficulty</dt>
            <dd className={styles.capitalize}>{program.difficulty_level}</dd>
          </>
        )}
        {program.duration_text && (
          <>
            <dt>Duration</dt>
            <dd>{program.duration_text}</dd>
          </>
        )}
      </dl>
      {summary && <p className={styles.summary}>{summary}</p>}
    </Card>
  );
}
