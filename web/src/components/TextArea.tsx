import type { ComponentPropsWithRef } from 'react';
import base from './TextInput.module.css';
import styles from './TextArea.module.css';
import { cx } from './cx';

export type TextAreaProps = ComponentPropsWithRef<'textarea'>;

/** A styled <textarea>, resizable vertically; put it inside Field. */
export function TextArea({ className, rows = 4, ...rest }: TextAreaProps) {
  return <textarea rows={rows} className={cx(base.control, styles.textarea, className)} {...rest} />;
}
