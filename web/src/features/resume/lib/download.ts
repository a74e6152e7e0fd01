/**
 * Starts a download the browser streams to disk: a temporary <a href download> clicked once
 * (the server answers with Content-Disposition: attachment, so the page stays where it is).
 */
export function startDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
  }
}
