import type { CSSProperties, ReactNode } from 'react';
import styles from './Grid.module.css';
import { cx } from './cx';
import type { Space } from './Stack';

export interface GridProps {
  /** The narrowest a column may get, as CSS length; as many columns fit as the width allows, one at 390 px. */
  minItemWidth?: string;
  gap?: Space;
  className?: string;
  children?: ReactNode;
}

/** A responsive card grid: auto-fit columns, never wider than the screen. */
export function Grid({ minItemWidth = '16rem', gap = 4, className, children }: GridProps) {
  const style = { '--grid-min': minItemWidth, '--grid-gap': `var(--space-${gap})` } as CSSProperties;
  return (
    <div className={cx(styles.grid, className)} style={style}>
      {children}
    </div>
  );
}
