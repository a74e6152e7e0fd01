import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import styles from './Tabs.module.css';
import { cx } from './cx';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: TabItem[];
  /** Names the tab list for screen readers ("Profile sections"). */
  'aria-label'?: string;
  /** Uncontrolled start tab; the first item by default. */
  defaultValue?: string;
  /** Controlled tab (for mirroring it in the URL), with onValueChange. */
  value?: string;
  onValueChange?: (value: string) => void;
  className?: string;
}

/** Tabs on Radix Tabs (arrow keys move between tabs); the tab row scrolls sideways on narrow screens. */
export function Tabs({ items, 'aria-label': label, defaultValue, value, onValueChange, className }: TabsProps) {
  return (
    <RadixTabs.Root
      className={cx(styles.root, className)}
      defaultValue={value === undefined ? (defaultValue ?? items[0]?.value) : undefined}
      value={value}
      onValueChange={onValueChange}
    >
      <RadixTabs.List className={styles.list} aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} disabled={item.disabled} className={styles.tab}>
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={styles.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
