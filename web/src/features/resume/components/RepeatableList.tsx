import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { Button, IconButton } from '../../../components';
import { moveItem } from '../lib/resumeDraft';
import { ArrowDownIcon, ArrowUpIcon, TrashIcon } from './icons';
import styles from './RepeatableList.module.css';

export interface RepeatableListProps<T extends { uid: string }> {
  /** Names each item's group ("Experience 2") and its buttons ("Move experience 2 up"). */
  noun: string;
  items: T[];
  onChange: (items: T[]) => void;
  /** A blank item for the Add button. */
  create: () => T;
  /** Offers Move up / Move down. */
  reorder?: boolean;
  empty: string;
  /** The fields of one item; `update` merges a change into it. */
  children: (item: T, index: number, update: (patch: Partial<T>) => void) => ReactNode;
}

const label = (noun: string) => noun.charAt(0).toUpperCase() + noun.slice(1);

/**
 * Items edited in place, each in a fieldset with Remove (and Move up / Move down), plus an Add
 * button. Focus follows the item being moved, and goes somewhere sensible after an add or remove.
 */
export function RepeatableList<T extends { uid: string }>({ noun, items, onChange, create, reorder = false, empty, children }: RepeatableListProps<T>) {
  const root = useRef<HTMLDivElement>(null);
  // What to focus once the change has rendered (the buttons' names depend on the new order).
  const focusNext = useRef<string | null>(null);

  useLayoutEffect(() => {
    const selector = focusNext.current;
    if (!selector || !root.current) return;
    focusNext.current = null;
    root.current.querySelector<HTMLElement>(selector)?.focus();
  }, [items]);

  const byName = (name: string) => `[aria-label="${name}"]`;
  const move = (from: number, to: number) => {
    const n = to + 1;
    // The clicked button moves with its item; at either end it turns disabled, so take the other one.
    const direction = to < from ? (to === 0 ? 'down' : 'up') : to === items.length - 1 ? 'up' : 'down';
    focusNext.current = byName(`Move ${noun} ${n} ${direction}`);
    onChange(moveItem(items, from, to));
  };
  const remove = (index: number) => {
    const rest = items.filter((_, i) => i !== index);
    focusNext.current = rest.length ? byName(`Remove ${noun} ${Math.min(index, rest.length - 1) + 1}`) : `[data-add]`;
    onChange(rest);
  };
  const add = () => {
    focusNext.current = 'fieldset:last-of-type input, fieldset:last-of-type textarea';
    onChange([...items, create()]);
  };
  const update = (index: number) => (patch: Partial<T>) => onChange(items.map((item, i) => (i === index ? { ...item, ...patch } : item)));

  return (
    <div ref={root} className={styles.list}>
      {items.length === 0 && <p className={styles.empty}>{empty}</p>}
      {items.map((item, i) => (
        <fieldset key={item.uid} className={styles.item}>
          <legend className={styles.legend}>
            {label(noun)} {i + 1}
          </legend>
          <div className={styles.controls}>
            {reorder && (
              <>
                <IconButton aria-label={`Move ${noun} ${i + 1} up`} size="sm" disabled={i === 0} onClick={() => move(i, i - 1)}>
                  <ArrowUpIcon />
                </IconButton>
                <IconButton aria-label={`Move ${noun} ${i + 1} down`} size="sm" disabled={i === items.length - 1} onClick={() => move(i, i + 1)}>
                  <ArrowDownIcon />
                </IconButton>
              </>
            )}
            <IconButton aria-label={`Remove ${noun} ${i + 1}`} size="sm" onClick={() => remove(i)}>
              <TrashIcon />
            </IconButton>
          </div>
          {children(item, i, update(i))}
        </fieldset>
      ))}
      <div>
        <Button size="sm" data-add onClick={add}>
          Add {noun}
        </Button>
      </div>
    </div>
  );
}
