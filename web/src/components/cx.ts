/** Joins the truthy class names: `cx(styles.card, wide && styles.wide, className)`. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
