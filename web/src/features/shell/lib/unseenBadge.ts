/** The Mail icon's badge: nothing at zero, '99+' above 99. */
export function unseenBadge(count: number | null | undefined): string {
  if (!count || count <= 0 || !Number.isFinite(count)) return '';
  return count > 99 ? '99+' : String(Math.floor(count));
}
