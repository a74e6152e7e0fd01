import type { FormEvent } from 'react';
import { Button, Field, TextInput } from '../../../components';
import styles from './IdentifierForm.module.css';

export interface IdentifierFormProps {
  value: string;
  onChange: (value: string) => void;
  /** Called with the trimmed identifier. */
  onSearch: (identifier: string) => void;
  busy: boolean;
}

/** A user id, identity-provider id, username, email or name typed directly; Search stays off while it is blank. */
export function IdentifierForm({ value, onChange, onSearch, busy }: IdentifierFormProps) {
  const identifier = value.trim();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (identifier && !busy) onSearch(identifier);
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-label="Look up by identifier">
      <Field label="User identifier" hint="User ID, Keycloak ID, username, email or name" className={styles.field}>
        <TextInput value={value} maxLength={255} autoComplete="off" spellCheck={false} onChange={(e) => onChange(e.target.value)} />
      </Field>
      <Button type="submit" variant="primary" className={styles.button} disabled={!identifier} loading={busy}>
        Search
      </Button>
    </form>
  );
}
