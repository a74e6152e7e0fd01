import type { ComponentPropsWithRef } from 'react';
import base from './TextInput.module.css';
import styles from './Select.module.css';
import { cx } from './cx';

export type SelectProps = ComponentPropsWithRef<'select'>;

/** A styled native <select> (its options are the children); put it inside Field. */
export function Select({ className, ...rest }: SelectProps) {
  return <select className={cx(base.control, styles.select, className)} {...rest} />;
}
