import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { errorMessage } from '../../../api/errors';
import { type UserListItemDto, useListUsersQuery } from '../../../api/users';
import { Field, TextInput } from '../../../components';
import styles from './UserPicker.module.css';
import { useSettled } from '../../../lib/useSettled';

/** The list is searched once typing pauses this long. */
export const SEARCH_DELAY_MS = 250;
/** Matches shown in the dropdown. */
const MATCH_LIMIT = 10;


export interface UserPickerProps {
  /** Called with the user chosen from the dropdown. */
  onChoose: (user: UserListItemDto) => void;
}

/**
 * A combobox searching the user directory by name, email or username (debounced, at most 10
 * matches); choosing one hands it to `onChoose`. Arrow keys move through the matches, Enter
 * chooses, Escape closes.
 */
export function UserPicker({ onChoose }: UserPickerProps) {
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = text.trim();
  const q = useSettled(typed, SEARCH_DELAY_MS);
  const { currentData, isFetching, isError, error } = useListUsersQuery({ q, limit: MATCH_LIMIT }, { skip: !q });
  const pending = typed !== q || (isFetching && !currentData);
  const users = pending ? [] : (currentData?.items ?? []);
  const shown = open && typed !== '';
  const listed = shown && users.length > 0;
  const optionId = (i: number) => `${listId}-option-${i}`;
  const activeIndex = active < users.length ? active : -1;

  const activeId = listed && activeIndex >= 0 ? optionId(activeIndex) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const choose = (user: UserListItemDto) => {
    setText('');
    setOpen(false);
    setActive(-1);
    onChoose(user);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      if (users.length) setActive((i) => Math.min(users.length - 1, i + 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      if (users.length) setActive((i) => Math.max(0, i - 1));
    } else if (e.key === 'Enter') {
      if (listed && activeIndex >= 0) {
        e.preventDefault();
        choose(users[activeIndex]);
      }
    } else if (e.key === 'Escape' && shown) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  let message: string | null = null;
  if (shown && !listed) {
    if (pending) message = 'Searching…';
    else if (isError) message = errorMessage(error);
    else message = 'No users found';
  }

  return (
    <div className={styles.picker}>
      <Field label="Find a user" hint="Search by name, email, username or ID">
        {(control) => (
          <div className={styles.anchor}>
            <TextInput
              {...control}
              type="text"
              role="combobox"
              autoComplete="off"
              aria-autocomplete="list"
              aria-expanded={listed}
              aria-controls={listId}
              aria-activedescendant={activeId}
              placeholder="Start typing…"
              maxLength={100}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setOpen(true);
                setActive(-1);
              }}
              onFocus={() => setOpen(true)}
              onBlur={() => setOpen(false)}
              onKeyDown={onKeyDown}
            />
            {shown && (
              <div className={styles.popup}>
                {message !== null && (
                  <p className={styles.message} role="status">
                    {message}
                  </p>
                )}
                <ul id={listId} role="listbox" aria-label="Matching users" className={styles.list} hidden={!listed}>
                  {users.map((u, i) => (
                    <li
                      key={u.id}
                      id={optionId(i)}
                      role="option"
                      aria-selected={i === activeIndex}
                      className={styles.option}
                      // Keeps the focus in the input, so its blur does not close the list before the click lands.
                      onMouseDown={(e) => e.preventDefault()}
                      onMouseEnter={() => setActive(i)}
                      onClick={() => choose(u)}
                    >
                      <span className={styles.name}>{u.name || u.username}</span>
                      <span className={styles.meta}>
                        @{u.username}
                        {u.email && ` · ${u.email}`}
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        )}
      </Field>
    </div>
  );
}
