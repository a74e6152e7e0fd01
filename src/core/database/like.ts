/** `text` as a literal inside a LIKE/ILIKE pattern (the default escape character is the backslash). */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
