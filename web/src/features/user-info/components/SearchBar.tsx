import type { UserListItemDto } from '../../../api/users';
import { Card } from '../../../components';
import { DateFormatToggle } from './DateFormatToggle';
import { IdentifierForm } from './IdentifierForm';
import styles from './SearchBar.module.css';
import { UserPicker } from './UserPicker';

export interface SearchBarProps {
  identifier: string;
  onIdentifierChange: (value: string) => void;
  /** Runs the lookup with a trimmed identifier. */
  onSearch: (identifier: string) => void;
  onChooseUser: (user: UserListItemDto) => void;
  busy: boolean;
  iso: boolean;
  onIsoChange: (iso: boolean) => void;
}

/** The user search dropdown, the direct identifier input with Search, and the date-format toggle. */
export function SearchBar({ identifier, onIdentifierChange, onSearch, onChooseUser, busy, iso, onIsoChange }: SearchBarProps) {
  return (
    <Card title="Find a User">
      <div className={styles.bar}>
        <div className={styles.inputs}>
          <UserPicker onChoose={onChooseUser} />
          <IdentifierForm value={identifier} onChange={onIdentifierChange} onSearch={onSearch} busy={busy} />
        </div>
        <DateFormatToggle iso={iso} onChange={onIsoChange} />
      </div>
    </Card>
  );
}
