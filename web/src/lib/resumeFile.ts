export const RESUME_MAX_BYTES = 5 * 1024 * 1024;

/** The spec's sentence (part 2 §5), then the truth about .docx, which the server reads too. */
export const INVALID_RESUME_TYPE = 'Invalid file type. Only PDF, JSON, and TXT files are allowed. Word documents (.docx) are accepted too.';

/** A resume upload's rules, checked before sending (the server checks again, by content too). */
export function resumeFileProblem(file: File | null): string | null {
  if (!file) return 'Please select a file first.';
  if (!/\.(pdf|docx|json|txt)$/i.test(file.name)) return INVALID_RESUME_TYPE;
  if (file.size > RESUME_MAX_BYTES) return 'File too large. Maximum size is 5MB.';
  return null;
}
