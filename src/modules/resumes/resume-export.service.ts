import { Injectable, ServiceUnavailableException, UnprocessableEntityException } from '@nestjs/common';
import { Logger } from '@nestjs/common';
import { parseResumeText } from '../ai/builtin/resume-sections';
import { AccountService } from '../account/account.service';
import { PdfLimitError, pdfText } from '../documents/pdf-text';
import type { AtsCheckResultDto, ExportFormat, ResumeThumbnailDto } from './dto/resume.dto';
import { jsonResumeProblems, toJsonResume } from './json-resume';
import { renderResumeDocx } from './render/docx';
import { renderResumePdf } from './render/pdf';
import { renderPreviewHtml } from './render/preview-html';
import { compareReadback } from './render/readback';
import { renderResumeText } from './render/text';
import type { ResumeContent, ResumeTemplate } from './resume.model';
import { ResumesService } from './resumes.service';

export interface ExportFile {
  data: Buffer;
  contentType: string;
  fileName: string;
}

/** A file name from the resume's name: letters, digits and dashes, never empty. */
export const fileBase = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80) || 'resume';

/** Exports (part 2 §7 Export; DESIGN.md §8), the thumbnail, and the ATS self-check of the PDF export. */
@Injectable()
export class ResumeExportService {
  private readonly logger = new Logger(ResumeExportService.name);

  constructor(
    private readonly resumes: ResumesService,
    private readonly account: AccountService,
  ) {}

  async export(userId: string, id: string, format: ExportFormat, templateOverride?: ResumeTemplate): Promise<ExportFile> {
    const { resume, content } = await this.resumes.content(userId, id);
    const template = templateOverride ?? resume.template;
    const base = fileBase(resume.name);
    switch (format) {
      case 'json': {
        const doc = { ...content, template: resume.template, last_modified: resume.updatedAt.toISOString() };
        return { data: Buffer.from(JSON.stringify(doc, null, 2)), contentType: 'application/json; charset=utf-8', fileName: `${base}.json` };
      }
      case 'jsonresume': {
        const doc = toJsonResume(content, resume.extras);
        const problems = jsonResumeProblems(doc);
        // Our own mapping must always be valid; a problem here is a bug, logged with where it is.
        if (problems.length) this.logger.warn({ resumeId: id, problems: problems.slice(0, 5) }, 'JSON Resume export does not validate');
        return { data: Buffer.from(JSON.stringify(doc, null, 2)), contentType: 'application/json; charset=utf-8', fileName: `${base}.resume.json` };
      }
      case 'pdf':
        return { data: await this.pdf(userId, content, template), contentType: 'application/pdf', fileName: `${base}-${template}.pdf` };
      case 'docx':
        return {
          data: await renderResumeDocx(content, template, await this.account.pdfPage(userId)),
          contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          fileName: `${base}-${template}.docx`,
        };
      case 'txt':
        return { data: Buffer.from(renderResumeText(content)), contentType: 'text/plain; charset=utf-8', fileName: `${base}.txt` };
    }
  }

  private async pdf(userId: string, content: ResumeContent, template: ResumeTemplate): Promise<Buffer> {
    const page = await this.account.pdfPage(userId);
    return renderResumePdf(content, template, { size: page.size, margin: page.margin });
  }

  /**
   * What a tracking system reads back from the PDF export: the server renders the PDF, extracts its
   * text as any reader would, runs the resume parser on it and compares with the resume.
   */
  async atsCheck(userId: string, id: string, templateOverride?: ResumeTemplate): Promise<AtsCheckResultDto> {
    const { resume, content } = await this.resumes.content(userId, id);
    const template = templateOverride ?? resume.template;
    const pdf = await this.pdf(userId, content, template);
    let text: string;
    try {
      text = await pdfText(pdf);
    } catch (err) {
      if (err instanceof PdfLimitError && err.limit === 'busy') throw new ServiceUnavailableException(err.message);
      throw new UnprocessableEntityException(`The exported PDF could not be read back: ${(err as Error).message}`);
    }
    const report = compareReadback(content, parseResumeText(text));
    const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    return { template, pages, ...report };
  }

  async thumbnail(userId: string, id: string): Promise<ResumeThumbnailDto> {
    const { resume, content } = await this.resumes.content(userId, id);
    return { previewHtml: renderPreviewHtml(content, resume.template), experienceCount: content.experience.length, skillsCount: content.skills.length };
  }
}
