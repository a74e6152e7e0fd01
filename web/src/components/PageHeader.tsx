import type { ReactNode } from 'react';
import styles from './PageHeader.module.css';

export interface PageHeaderProps {
  /** The page's one h1. */
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons at the right; they wrap under the title on narrow screens. */
  actions?: ReactNode;
  /** The h1's id, for a section's aria-labelledby. */
  id?: string;
}

/** The top of a screen: h1, a line under it and its main actions. */
export function PageHeader({ title, subtitle, actions, id }: PageHeaderProps) {
  return (
    <div className={styles.header}>
      <div className={styles.text}>
        <h1 id={id} className={styles.title}>
          {title}
        </h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
