import { Button, type ButtonProps } from './Button';
import styles from './IconButton.module.css';
import { cx } from './cx';

export interface IconButtonProps extends Omit<ButtonProps, 'aria-label'> {
  /** The button's only name: an icon alone says nothing to a screen reader. Also shown as the tooltip. */
  'aria-label': string;
}

/** A square button whose children are an icon (mark it aria-hidden); the label names it. */
export function IconButton({ variant = 'ghost', className, title, loading, children, ...rest }: IconButtonProps) {
  return (
    <Button variant={variant} className={cx(styles.icon, className)} title={title ?? rest['aria-label']} loading={loading} {...rest}>
      {loading ? null : children}
    </Button>
  );
}
