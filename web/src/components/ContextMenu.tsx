import * as RadixContextMenu from '@radix-ui/react-context-menu';
import type { ReactElement } from 'react';
// The same look as the dropdown Menu, so a right-click menu and a dropdown read as one thing.
import styles from './Menu.module.css';

export interface ContextMenuItem {
  label: string;
  onSelect: () => void;
  disabled?: boolean;
}

export interface ContextMenuProps {
  items: ContextMenuItem[];
  /** The element that opens the menu on right-click or long-press; it must take a ref and spread its props. */
  children: ReactElement;
  /** The menu's accessible name, e.g. "Actions for Backend Engineer". */
  label?: string;
}

/**
 * A right-click (long-press on touch) menu of actions on Radix ContextMenu, styled like Menu:
 * arrow keys, typeahead, Escape. It is a shortcut only: keyboard users open it with Shift+F10 or
 * the menu key at best, so offer the same actions somewhere visible too (a Menu button, say).
 */
export function ContextMenu({ items, children, label }: ContextMenuProps) {
  return (
    <RadixContextMenu.Root>
      <RadixContextMenu.Trigger asChild>{children}</RadixContextMenu.Trigger>
      <RadixContextMenu.Portal>
        <RadixContextMenu.Content className={styles.content} aria-label={label} collisionPadding={8}>
          {items.map((item, i) => (
            <RadixContextMenu.Item key={i} className={styles.item} disabled={item.disabled} onSelect={item.onSelect}>
              {item.label}
            </RadixContextMenu.Item>
          ))}
        </RadixContextMenu.Content>
      </RadixContextMenu.Portal>
    </RadixContextMenu.Root>
  );
}
