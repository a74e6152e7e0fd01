/** Printable, one-line, short: what of a remote body or error may reach a log or a message. */
export function excerpt(text: string, max = 160): string {
  // eslint-disable-next-line no-control-regex
  const clean = text.replace(/<[^>]*>/g, ' ').replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, ' ');
  const line = clean.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
