import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, type RefObject, useRef } from 'react';
import styles from './Modal.module.css';
import { IconButton } from './IconButton';

/** Where focus goes back on close: the opener, or for a menu item (gone by then) the menu's button. */
function returnTarget(active: Element | null): HTMLElement | null {
  const menu = active?.closest('[role="menu"]');
  const target = menu?.id ? [...document.querySelectorAll('[aria-controls]')].find((el) => el.getAttribute('aria-controls') === menu.id) : active;
  return target instanceof HTMLElement ? target : null;
}

export type ModalSize = 'sm' | 'md' | 'lg';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons at the bottom, primary action last. */
  footer?: ReactNode;
  size?: ModalSize;
  /** "alertdialog" for a question that interrupts (ConfirmDialog). */
  role?: 'dialog' | 'alertdialog';
  /** The element to focus on opening; by default the first focusable one (the close button). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Hides the × button, for a dialog whose footer already offers a way out. */
  hideClose?: boolean;
  children?: ReactNode;
}

/**
 * A controlled dialog on Radix Dialog: focus is trapped inside and returned on close, Escape and
 * a click outside close it, the page behind is inert. Full screen under 480 px wide.
 */
export function Modal({ open, onOpenChange, title, description, footer, size = 'md', role = 'dialog', initialFocus, hideClose, children }: ModalProps) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          data-size={size}
          role={role}
          // Without a description Radix wants the attribute cleared explicitly.
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          onOpenAutoFocus={(e) => {
            opener.current = returnTarget(document.activeElement);
            if (!initialFocus?.current) return;
            e.preventDefault();
            initialFocus.current.focus();
          }}
          onCloseAutoFocus={(e) => {
            // Radix returns focus only to a Dialog.Trigger; a controlled modal has none, so give it
            // back to whatever opened it (unless that has gone, like a deleted row's menu).
            if (!opener.current?.isConnected) return;
            e.preventDefault();
            opener.current.focus();
          }}
        >
          <div className={styles.head}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            {!hideClose && (
              <Dialog.Close asChild>
                <IconButton aria-label="Close" size="sm">
                  <span aria-hidden="true">×</span>
                </IconButton>
              </Dialog.Close>
            )}
          </div>
          <div className={styles.body}>
            {description !== undefined && (
              <Dialog.Description asChild>
                <div className={styles.description}>{description}</div>
              </Dialog.Description>
            )}
            {children}
          </div>
          {footer !== undefined && <div className={styles.footer}>{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
