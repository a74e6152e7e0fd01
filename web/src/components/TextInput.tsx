import type { ComponentPropsWithRef } from 'react';
import styles from './TextInput.module.css';
import { cx } from './cx';

export type TextInputProps = ComponentPropsWithRef<'input'>;

/** A styled <input>; put it inside Field for its label and messages. */
export function TextInput({ className, type = 'text', ...rest }: TextInputProps) {
  return <input type={type} className={cx(styles.control, className)} {...rest} />;
}
