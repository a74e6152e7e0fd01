import type { ComponentPropsWithRef, MouseEvent } from 'react';
import styles from './Button.module.css';
import { cx } from './cx';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and ignores clicks; the button keeps its focus and its label. */
  loading?: boolean;
}

/**
 * The one button. `type` defaults to "button" so it never submits a form by accident. While
 * `loading` it is aria-disabled rather than disabled, so keyboard focus is not thrown to the page.
 */
export function Button({ variant = 'secondary', size = 'md', loading = false, type = 'button', className, children, onClick, 'aria-disabled': ariaDisabled, ...rest }: ButtonProps) {
  const click = loading ? (e: MouseEvent<HTMLButtonElement>) => e.preventDefault() : onClick;
  return (
    <button
      {...rest}
      type={type}
      className={cx(styles.button, className)}
      data-variant={variant}
      data-size={size}
      aria-busy={loading || undefined}
      aria-disabled={loading || ariaDisabled || undefined}
      onClick={click}
    >
      {loading && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}
