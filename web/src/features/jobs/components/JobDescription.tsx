import { useMemo } from 'react';
import { sanitizeJobHtml, textBlocks } from '../lib/description';
import styles from './JobDescription.module.css';

/** Plain text as paragraphs, with "- " lines as lists. */
export function TextBlocks({ text }: { text: string }) {
  const blocks = useMemo(() => textBlocks(text), [text]);
  return (
    <div className={styles.prose}>
      {blocks.map((block, i) =>
        block.kind === 'list' ? (
          <ul key={i}>
            {block.items.map((item, j) => (
              <li key={j}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={i} className={styles.lines}>
            {block.text}
          </p>
        ),
      )}
    </div>
  );
}

/** The posting's own HTML when it has some (sanitised again here), else its text. */
export function JobDescription({ html, text, empty }: { html: string | null; text: string; empty: string }) {
  const clean = useMemo(() => (html ? sanitizeJobHtml(html) : ''), [html]);
  if (clean.trim()) return <div className={styles.prose} dangerouslySetInnerHTML={{ __html: clean }} />;
  if (text.trim()) return <TextBlocks text={text} />;
  return <p className={styles.muted}>{empty}</p>;
}
