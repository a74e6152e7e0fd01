const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** Bytes in B, KB, MB, GB or TB, base 1024, two decimals (spec part 3 §9): 1536 → "1.50 KB". */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes)) return '—';
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(2)} ${UNITS[unit]}`;
}

/** Seconds as days, hours and minutes (spec part 1 §2.10): 93784 → "1d 2h 3m". */
export function formatUptime(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3_600);
  const minutes = Math.floor((s % 3_600) / 60);
  return `${days}d ${hours}h ${minutes}m`;
}
