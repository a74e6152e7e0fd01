import { Injectable } from '@nestjs/common';
import { checkResumeFile, parseJsonFile, type ResumeFileKind, resumeFileText, type UploadedResume } from './resume-file';

/** A member's document, checked and read. */
export interface ReadDocument {
  kind: ResumeFileKind;
  /** Its text: a PDF's or DOCX's extracted text, a text file as it is, a JSON Resume as headed text. */
  text: string;
  /** A .json file's value, for callers that map it field by field. */
  json?: unknown;
}

/**
 * Reading documents members and administrators send (DESIGN.md §8): the size, extension and content
 * checks, then PDF, DOCX, JSON or TXT to text within the limits of pdf-text.ts and docx-text.ts.
 * The resume upload, the administrator's parser test and jobs added from a file all read through it.
 */
@Injectable()
export class DocumentReader {
  async read(file: UploadedResume | undefined): Promise<ReadDocument> {
    const kind = checkResumeFile(file);
    const checked = file as UploadedResume;
    const text = await resumeFileText(checked, kind);
    return kind === 'json' ? { kind, text, json: parseJsonFile(checked.buffer) } : { kind, text };
  }
}
