import { cloneElement, isValidElement, type ReactElement, type ReactNode, useId } from 'react';
import styles from './Field.module.css';
import { cx } from './cx';

/** What Field hands its control so the label, hint and error are announced with it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

export interface FieldProps {
  label: ReactNode;
  /** A short help line under the control. */
  hint?: ReactNode;
  /** The validation message; it marks the control aria-invalid and is announced when it appears. */
  error?: ReactNode;
  required?: boolean;
  /** The control's id; generated when left out (or taken from the child element's own id). */
  id?: string;
  className?: string;
  /** One control element (TextInput, TextArea, Select, a native one…), or a function given the props to spread on it. */
  children: ReactElement<Partial<FieldControlProps>> | ((props: FieldControlProps) => ReactNode);
}

/** A label, a control, a hint and an error message, wired together by id. */
export function Field({ label, hint, error, required, id, className, children }: FieldProps) {
  const generated = useId();
  const element = isValidElement(children) ? children : null;
  const controlId = id ?? element?.props.id ?? `field${generated.replace(/[^\w-]/g, '')}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [element?.props['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;
  const control: FieldControlProps = {
    id: controlId,
    'aria-describedby': describedBy,
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(required ? { required } : {}),
  };

  return (
    <div className={cx(styles.field, className)}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {element ? cloneElement(element, control) : typeof children === 'function' ? children(control) : null}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
