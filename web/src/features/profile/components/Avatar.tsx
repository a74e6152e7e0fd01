import styles from './Avatar.module.css';

export interface AvatarProps {
  /** The image (a served path or a data URL); initials show without one. */
  src?: string | null;
  initials: string;
  /** The image's text alternative; initials alone are read as they are. */
  alt: string;
  size?: 'md' | 'lg';
}

/** A round profile photo, or the member's initials on a coloured disc. */
export function Avatar({ src, initials, alt, size = 'lg' }: AvatarProps) {
  return src ? (
    <img className={styles.avatar} data-size={size} src={src} alt={alt} />
  ) : (
    <span className={styles.avatar} data-size={size} role="img" aria-label={alt}>
      <span aria-hidden="true">{initials}</span>
    </span>
  );
}
