import { StreamableFile } from '@nestjs/common';
import type { Response } from 'express';

export interface DownloadFile {
  data: Buffer;
  contentType: string;
  fileName: string;
}

/** A file download with its name in both forms (plain ASCII and RFC 5987 UTF-8), never cached. */
export function download(res: Response, file: DownloadFile, disposition: 'attachment' | 'inline' = 'attachment'): StreamableFile {
  const ascii = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  res.setHeader('Content-Disposition', `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`);
  res.setHeader('Cache-Control', 'private, no-store');
  return new StreamableFile(file.data, { type: file.contentType, length: file.data.length });
}
