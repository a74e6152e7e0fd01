import type { ReactNode } from 'react';
import styles from './Badge.module.css';
import { cx } from './cx';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export interface BadgeProps {
  tone?: BadgeTone;
  /** Any background as #rgb or #rrggbb (a user's label colour); the text turns black or white, whichever reads better. Overrides tone. */
  color?: string;
  className?: string;
  children: ReactNode;
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** WCAG relative luminance of a #rgb / #rrggbb colour, or null when it is not one. */
function luminance(hex: string): number | null {
  if (!HEX.test(hex)) return null;
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(digits.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Near-black or white, whichever contrasts more with the background; null for a colour that is not hex. */
export function readableTextColor(background: string): '#111827' | '#ffffff' | null {
  const l = luminance(background);
  if (l === null) return null;
  const dark = 0.0092; // luminance of #111827
  return (l + 0.05) / (dark + 0.05) >= 1.05 / (l + 0.05) ? '#111827' : '#ffffff';
}

/** A small pill for a status or a tag. */
export function Badge({ tone = 'neutral', color, className, children }: BadgeProps) {
  const text = color ? readableTextColor(color) : null;
  const style = color && text ? { background: color, color: text } : undefined;
  return (
    <span className={cx(styles.badge, className)} data-tone={style ? 'custom' : tone} style={style}>
      {children}
    </span>
  );
}
