import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactElement, ReactNode } from 'react';
import styles from './Menu.module.css';

export interface MenuItem {
  label: ReactNode;
  onSelect: () => void;
  /** Red, for deleting and the like. */
  danger?: boolean;
  disabled?: boolean;
}

export interface MenuProps {
  /** The opening button: a Button or IconButton (it must take a ref and spread its props). */
  trigger: ReactElement;
  items: MenuItem[];
  align?: 'start' | 'center' | 'end';
}

/** A dropdown of actions on Radix DropdownMenu (arrow keys, typeahead, Escape, focus return). */
export function Menu({ trigger, items, align = 'end' }: MenuProps) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.content} align={align} sideOffset={4} collisionPadding={8}>
          {items.map((item, i) => (
            <DropdownMenu.Item key={i} className={styles.item} data-danger={item.danger || undefined} disabled={item.disabled} onSelect={item.onSelect}>
              {item.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
