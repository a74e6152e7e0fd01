/**
 * A job title as it goes into a download name: every character that is not an ASCII letter or
 * digit becomes '_' (part 3 §5), so 'Senior Dev (Ops)' becomes 'Senior_Dev__Ops_'.
 */
export const titleForFile = (title: string): string => title.replace(/[^A-Za-z0-9]/g, '_');

export const resumeFileName = (title: string): string => `resume_${titleForFile(title)}.pdf`;

export const coverLetterFileName = (title: string): string => `cover_letter_${titleForFile(title)}.txt`;

/**
 * Saves a blob under a file name through a temporary <a download>. The object URL is revoked on
 * the next task, once the click has started the download.
 */
export function downloadBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
