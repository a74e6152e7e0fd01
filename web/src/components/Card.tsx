import { type ReactNode, useId } from 'react';
import styles from './Card.module.css';
import { cx } from './cx';

export interface CardProps {
  /** A heading; the card becomes a section named by it. */
  title?: ReactNode;
  /** The heading level that fits the page outline (h2 under the page's h1 by default). */
  headingLevel?: 2 | 3 | 4;
  /** Buttons or a Menu shown at the right of the heading. */
  actions?: ReactNode;
  footer?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/** A white panel with an optional heading row and footer. */
export function Card({ title, headingLevel = 2, actions, footer, className, children }: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const hasHead = title !== undefined || actions !== undefined;
  const Root = title !== undefined ? 'section' : 'div';
  return (
    <Root className={cx(styles.card, className)} aria-labelledby={title !== undefined ? titleId : undefined}>
      {hasHead && (
        <div className={styles.head}>
          {title !== undefined && (
            <Heading id={titleId} className={styles.title}>
              {title}
            </Heading>
          )}
          {actions !== undefined && <div className={styles.actions}>{actions}</div>}
        </div>
      )}
      {children !== undefined && <div className={styles.body}>{children}</div>}
      {footer !== undefined && <div className={styles.footer}>{footer}</div>}
    </Root>
  );
}
