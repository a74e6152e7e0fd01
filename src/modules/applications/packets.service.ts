import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AccountService } from '../account/account.service';
import { ActivityService } from '../activity/activity.service';
import { renderResumePdf } from '../resumes/render/pdf';
import { ResumesService } from '../resumes/resumes.service';
import type { ApplicationStatus } from './application-status';
import { ApplicationsService } from './applications.service';
import type { ListPacketsQueryDto, PacketDetailDto, PacketDto, PacketEmailDto, PacketPageDto, SavePacketDto } from './dto/application.dto';
import { ApplicationPacket } from './entities/application-packet.entity';

interface PacketRow {
  id: string;
  application_id: string;
  job_id: string;
  job_title: string;
  company_name: string;
  company_website: string | null;
  job_location: string;
  job_url: string;
  personal_website: string | null;
  created_at: Date;
  created_key: string;
  status: ApplicationStatus;
  status_changed_at: Date;
  resume_id: string | null;
  resume_name: string | null;
  resume_pdf_bytes: number | null;
  cover_letter_text: string | null;
  contact_email: string | null;
  email_id: string | null;
  email_status: PacketEmailDto['status'];
  email_created_at: Date | null;
  email_sent_at: Date | null;
  email_error: string | null;
}

const PACKET_COLUMNS = `
  p.id, p.application_id, a.job_id::text, a.job_title, a.company_name, a.company_website, a.job_location, a.job_url,
  p.personal_website, p.created_at, p.created_at::text AS created_key, a.status, a.status_changed_at,
  p.resume_id, p.resume_name, p.resume_pdf_bytes, p.cover_letter_text, j.contact_email,
  e.id AS email_id, e.status AS email_status, e.created_at AS email_created_at, e.sent_at AS email_sent_at, e.last_error AS email_error`;

const PACKET_FROM = `
  application_packets p
  JOIN applications a ON a.id = p.application_id
  JOIN jobs j ON j.id = a.job_id
  LEFT JOIN LATERAL (SELECT id, status, created_at, sent_at, last_error FROM email_outbox o
                     WHERE o.packet_id = p.id ORDER BY o.created_at DESC LIMIT 1) e ON true`;

const DEFAULT_PAGE = 100;

/** A posting's contact address, when it looks like one an e-mail can go to. */
export const usableAddress = (email: string | null | undefined) => (email && /^[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]+$/.test(email.trim()) ? email.trim() : null);

const encodeCursor = (createdKey: string, id: string) => Buffer.from(`${createdKey}|${id}`).toString('base64url');
function decodeCursor(cursor: string): [string, string] {
  const [key, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (!key || !id || Number.isNaN(Date.parse(key.replace(' ', 'T'))) || !/^[0-9a-f-]{36}$/.test(id)) throw new BadRequestException('cursor is not one this server gave out');
  return [key, id];
}

/**
 * Application packets (part 3 §2.2–2.4). The resume PDF is rendered when the packet is saved, with
 * the member's page size and margin then, and kept with it: the packet shows, downloads and e-mails
 * exactly that file, whatever happens to the resume afterwards.
 */
@Injectable()
export class PacketsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly applications: ApplicationsService,
    private readonly resumes: ResumesService,
    private readonly account: AccountService,
    private readonly activity: ActivityService,
  ) {}

  async save(userId: string, body: SavePacketDto): Promise<PacketDto> {
    const letter = body.coverLetterText?.trim() ? body.coverLetterText.replace(/\r\n?/g, '\n').trim() : null;
    const website = body.personalWebsite?.trim() || null;
    if (!body.resumeId && !letter && !website) {
      throw new BadRequestException('Choose at least one of resumeId, coverLetterText or personalWebsite for the packet.');
    }
    // Render before the transaction: a slow PDF must not hold row locks.
    const job = await this.applications.visibleJob(userId, body.jobId);
    let rendered: { pdf: Buffer; name: string; pageSize: string; margin: number } | null = null;
    if (body.resumeId) {
      const { resume, content } = await this.resumes.content(userId, body.resumeId);
      const page = await this.account.pdfPage(userId);
      const pdf = await renderResumePdf(content, resume.template, { size: page.size, margin: page.margin });
      rendered = { pdf, name: resume.name, pageSize: page.pageSize, margin: page.margin };
    }
    const { packetId, application, created } = await this.db.transaction(async (tx) => {
      const { application, created } = await this.applications.ensure(tx, userId, job, body.details);
      const packet = await tx.save(
        tx.create(ApplicationPacket, {
          applicationId: application.id,
          userId,
          resumeId: body.resumeId ?? null,
          resumeName: rendered?.name ?? null,
          resumePdf: rendered?.pdf ?? null,
          resumePdfBytes: rendered?.pdf.length ?? null,
          pdfPageSize: rendered?.pageSize ?? null,
          pdfMargin: rendered?.margin ?? null,
          coverLetterText: letter,
          personalWebsite: website,
          jobDescription: job.description,
        }),
      );
      return { packetId: packet.id, application, created };
    });
    const details = { jobId: Number(job.id), title: application.jobTitle, company: application.companyName, packetId };
    if (created) await this.activity.record(userId, 'application_initiated', details);
    await this.activity.record(userId, 'application_prepared', details);
    return this.get(userId, packetId);
  }

  /** The member's packets, newest first, by keyset (created_at, id). */
  async list(userId: string, query: ListPacketsQueryDto): Promise<PacketPageDto> {
    const limit = query.limit ?? DEFAULT_PAGE;
    const params: unknown[] = [userId, limit + 1];
    let after = '';
    if (query.cursor) {
      const [key, id] = decodeCursor(query.cursor);
      params.push(key, id);
      after = `AND (p.created_at, p.id) < ($3::timestamptz, $4::uuid)`;
    }
    const rows = await this.db.query<PacketRow[]>(
      `SELECT ${PACKET_COLUMNS} FROM ${PACKET_FROM} WHERE p.user_id = $1 ${after} ORDER BY p.created_at DESC, p.id DESC LIMIT $2`,
      params,
    );
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return { items: page.map(toDto), nextCursor: rows.length > limit && last ? encodeCursor(last.created_key, last.id) : null };
  }

  /** One packet of the member's, without the PDF; 404 for anyone else's. */
  async get(userId: string, id: string): Promise<PacketDto> {
    return toDto(await this.row(userId, id));
  }

  /** One packet with its PDF (base64, as the spec's single-packet fetch carries it). */
  async detail(userId: string, id: string): Promise<PacketDetailDto> {
    const row = await this.row(userId, id);
    const [extra] = await this.db.query<{ resume_pdf: Buffer | null; job_description: string; pdf_page_size: string | null; pdf_margin: number | null }[]>(
      `SELECT resume_pdf, job_description, pdf_page_size, pdf_margin FROM application_packets WHERE id = $1`,
      [id],
    );
    return {
      ...toDto(row),
      jobDescription: extra.job_description,
      pdfPageSize: extra.pdf_page_size,
      pdfMargin: extra.pdf_margin,
      resume_pdf_data: extra.resume_pdf ? extra.resume_pdf.toString('base64') : null,
    };
  }

  /** The packet's PDF and the name the spec gives its download (resume_{title}.pdf). */
  async pdf(userId: string, id: string): Promise<{ data: Buffer; fileName: string; title: string }> {
    const row = await this.row(userId, id);
    const [file] = await this.db.query<{ resume_pdf: Buffer | null }[]>(`SELECT resume_pdf FROM application_packets WHERE id = $1`, [id]);
    if (!file?.resume_pdf) throw new NotFoundException('This packet has no resume PDF.');
    return { data: file.resume_pdf, fileName: `resume_${titleForFile(row.job_title)}.pdf`, title: row.job_title };
  }

  /** What the mail worker attaches: the PDF and the letter, with the job and the address. */
  async forSending(userId: string, id: string): Promise<{ row: PacketDto; pdf: Buffer | null; contactEmail: string | null }> {
    const row = await this.row(userId, id);
    const [file] = await this.db.query<{ resume_pdf: Buffer | null }[]>(`SELECT resume_pdf FROM application_packets WHERE id = $1`, [id]);
    return { row: toDto(row), pdf: file?.resume_pdf ?? null, contactEmail: usableAddress(row.contact_email) };
  }

  private async row(userId: string, id: string): Promise<PacketRow> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw new NotFoundException('Packet not found.');
    const [row] = await this.db.query<PacketRow[]>(`SELECT ${PACKET_COLUMNS} FROM ${PACKET_FROM} WHERE p.id = $1 AND p.user_id = $2`, [id, userId]);
    if (!row) throw new NotFoundException('Packet not found.');
    return row;
  }
}

/** The spec's download names (part 3 §5): every non-alphanumeric character of the title becomes '_'. */
export const titleForFile = (title: string) => title.replace(/[^A-Za-z0-9]/g, '_');

function toDto(r: PacketRow): PacketDto {
  return {
    id: r.id,
    packetId: r.id,
    applicationId: r.application_id,
    jobId: r.job_id,
    jobTitle: r.job_title,
    companyName: r.company_name,
    companyWebsite: r.company_website,
    jobLocation: r.job_location,
    jobUrl: r.job_url,
    personalWebsite: r.personal_website,
    createdAt: r.created_at.toISOString(),
    applicationStatus: r.status,
    statusChangedAt: r.status_changed_at.toISOString(),
    hasResumePdf: (r.resume_pdf_bytes ?? 0) > 0,
    resumeId: r.resume_id,
    resumeName: r.resume_name,
    resumePdfBytes: r.resume_pdf_bytes,
    coverLetterText: r.cover_letter_text,
    canEmail: usableAddress(r.contact_email) !== null,
    lastEmail: r.email_id
      ? {
          id: r.email_id,
          status: r.email_status,
          createdAt: (r.email_created_at as Date).toISOString(),
          sentAt: r.email_sent_at?.toISOString() ?? null,
          error: r.email_error,
        }
      : null,
  };
}
