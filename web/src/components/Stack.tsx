import type { ReactNode } from 'react';
import styles from './Stack.module.css';
import { cx } from './cx';

/** Steps of the --space-N scale in styles.css. */
export type Space = 1 | 2 | 3 | 4 | 5 | 6;

export interface StackProps {
  /** "row" wraps onto new lines when it runs out of width. */
  direction?: 'column' | 'row';
  gap?: Space;
  align?: 'start' | 'center' | 'end' | 'stretch' | 'baseline';
  justify?: 'start' | 'center' | 'end' | 'between';
  className?: string;
  children?: ReactNode;
}

/** Children in a column (or a wrapping row) with an even gap from the spacing scale. */
export function Stack({ direction = 'column', gap = 4, align, justify, className, children }: StackProps) {
  return (
    <div className={cx(styles.stack, className)} data-direction={direction} data-gap={gap} data-align={align} data-justify={justify}>
      {children}
    </div>
  );
}
