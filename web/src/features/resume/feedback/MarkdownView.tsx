import { useMemo } from 'react';
import { cx } from '../../../components';
import styles from './MarkdownView.module.css';
import { renderMarkdown } from './markdown';

export interface MarkdownViewProps {
  markdown: string;
  className?: string;
}

/**
 * The in-page markdown renderer: the fallback when the sandboxed viewer frame does not answer.
 * The HTML comes from renderMarkdown, which sanitises it with DOMPurify before it reaches the DOM.
 */
export function MarkdownView({ markdown, className }: MarkdownViewProps) {
  const html = useMemo(() => renderMarkdown(markdown), [markdown]);
  return <div className={cx(styles.markdown, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
