import * as RadixToast from '@radix-ui/react-toast';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import styles from './Toast.module.css';

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastOptions {
  title: string;
  description?: string;
  tone?: ToastTone;
}

interface ToastItem extends ToastOptions {
  id: number;
  tone: ToastTone;
}

export interface ToastApi {
  /** Shows a toast bottom-right; it goes after 3 s (paused while hovered or focused). */
  toast: (options: ToastOptions) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** How long a toast stays, in ms (part 2 §9: 3000). */
export const TOAST_DURATION = 3000;

/**
 * Holds the toasts and their viewport (a labelled region reachable with F8). Put it once near
 * the root of the app; screens call `useToast().toast(...)`.
 */
export function ToastProvider({ children, duration = TOAST_DURATION }: { children: ReactNode; duration?: number }) {
  const [items, setItems] = useState<ToastItem[]>([]);

  const toast = useCallback((options: ToastOptions) => {
    setItems((list) => [...list, { ...options, id: nextId(), tone: options.tone ?? 'info' }]);
  }, []);
  const api = useMemo(() => ({ toast }), [toast]);

  const drop = (id: number) => setItems((list) => list.filter((t) => t.id !== id));

  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider duration={duration} swipeDirection="right" label="Notification">
        {children}
        {items.map((t) => (
          <RadixToast.Root
            key={t.id}
            className={styles.toast}
            data-tone={t.tone}
            // Errors interrupt (assertive); the rest wait their turn (polite).
            type={t.tone === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => (open ? undefined : drop(t.id))}
          >
            <div className={styles.text}>
              <RadixToast.Title className={styles.title}>{t.title}</RadixToast.Title>
              {t.description && <RadixToast.Description className={styles.description}>{t.description}</RadixToast.Description>}
            </div>
            <RadixToast.Close className={styles.close} aria-label="Dismiss notification">
              <span aria-hidden="true">×</span>
            </RadixToast.Close>
          </RadixToast.Root>
        ))}
        <RadixToast.Viewport className={styles.viewport} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

let lastId = 0;
function nextId() {
  lastId += 1;
  return lastId;
}

/** `const { toast } = useToast(); toast({ title: 'Saved', tone: 'success' })`. Needs ToastProvider above. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it');
  return api;
}
