import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AiService } from '../ai/ai.service';
import type { SummaryHint } from '../ai/ai.types';
import { RESPONSE_STATUSES } from '../applications/application-status';
import { SkillsService } from '../skills/skills.service';
import { displayName } from '../users/dto/user-response.dto';
import { User } from '../users/entities/user.entity';
import { checkAvatar, decodeDataUrl } from './avatar-image';
import type { AiSummaryDto, ProfileAchievementsDto, ProfileDto, ProfileLinksDto, UpdateProfileDto, UpdateProfileLinksDto } from './dto/profile.dto';
import { ProfileSummary } from './entities/profile-summary.entity';
import { UserAvatar } from './entities/user-avatar.entity';

export const AVATAR_PATH = '/api/profile/avatar';

/** An application counts as sent once it is applied or the employer has answered (cancelled or archived after that too). */
const SENT_STATUSES: string[] = ['applied', ...RESPONSE_STATUSES];

/** The member's profile, links, avatar image and AI summaries. */
@Injectable()
export class ProfileService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(UserAvatar) private readonly avatars: Repository<UserAvatar>,
    @InjectRepository(ProfileSummary) private readonly summaries: Repository<ProfileSummary>,
    private readonly skills: SkillsService,
    private readonly ai: AiService,
  ) {}

  private async user(userId: string): Promise<User> {
    const user = await this.users.findOneBy({ id: userId });
    if (!user) throw new NotFoundException('Your account no longer exists.');
    return user;
  }

  async get(userId: string): Promise<ProfileDto> {
    const [u, achievements] = await Promise.all([this.user(userId), this.achievements(userId)]);
    return {
      first_name: u.firstName,
      last_name: u.lastName,
      name: displayName(u),
      email: u.email,
      title: u.title ?? '',
      location: u.location ?? '',
      phone: u.phone ?? '',
      summary: u.summary ?? '',
      avatar: u.avatar ?? '',
      summary_is_locked: u.summaryIsLocked ? 1 : 0,
      experience: u.experience,
      achievements,
    };
  }

  /** The achievement counts, each from its own table by the member's index (one round trip). */
  private async achievements(userId: string): Promise<ProfileAchievementsDto> {
    const [row] = await this.users.query<ProfileAchievementsDto[]>(
      `SELECT
         (SELECT count(*) FROM interview_sessions WHERE user_id = $1 AND completed_at IS NOT NULL)::int AS interviews_completed,
         (SELECT count(*) FROM course_enrollments WHERE user_id = $1 AND completed_at IS NOT NULL)::int AS courses_completed,
         (SELECT count(*) FROM applications a WHERE a.user_id = $1 AND (a.status = ANY($2)
            OR EXISTS (SELECT 1 FROM application_status_changes c WHERE c.application_id = a.id AND c.to_status = ANY($2))))::int AS applications_sent`,
      [userId, SENT_STATUSES],
    );
    return row;
  }

  async update(userId: string, body: UpdateProfileDto): Promise<ProfileDto> {
    await this.user(userId);
    const patch: Partial<User> = {};
    if (body.title !== undefined) patch.title = body.title.trim() || null;
    if (body.location !== undefined) patch.location = body.location.trim() || null;
    if (body.phone !== undefined) patch.phone = body.phone.trim() || null;
    if (body.summary !== undefined) patch.summary = body.summary.trim() || null;
    if (body.summary_is_locked !== undefined) patch.summaryIsLocked = body.summary_is_locked;
    if (body.avatar !== undefined) {
      if (body.avatar === '') {
        await this.avatars.delete({ userId });
        patch.avatar = null;
      } else if (!body.avatar.startsWith(AVATAR_PATH)) {
        patch.avatar = await this.storeAvatar(userId, decodeDataUrl(body.avatar));
      }
    }
    if (Object.keys(patch).length) await this.users.update({ id: userId }, patch);
    return this.get(userId);
  }

  /** Stores a checked image as the member's avatar; answers the path that serves it. */
  async storeAvatar(userId: string, data: Buffer, fileName?: string): Promise<string> {
    const contentType = checkAvatar(data, fileName);
    await this.avatars.upsert({ userId, contentType, data }, ['userId']);
    const path = `${AVATAR_PATH}?v=${Date.now()}`;
    await this.users.update({ id: userId }, { avatar: path });
    return path;
  }

  async avatar(userId: string): Promise<UserAvatar> {
    const avatar = await this.avatars.findOneBy({ userId });
    if (!avatar) throw new NotFoundException('No avatar has been uploaded.');
    return avatar;
  }

  async links(userId: string): Promise<ProfileLinksDto> {
    const u = await this.user(userId);
    return { website: u.website ?? '', linkedin: u.linkedin ?? '', github: u.github ?? '' };
  }

  async updateLinks(userId: string, body: UpdateProfileLinksDto): Promise<ProfileLinksDto> {
    await this.user(userId);
    const patch: Partial<User> = {};
    for (const key of ['website', 'linkedin', 'github'] as const) if (body[key] !== undefined) patch[key] = body[key].trim() || null;
    if (Object.keys(patch).length) await this.users.update({ id: userId }, patch);
    return this.links(userId);
  }

  /** Generates a summary from the profile and skills (the AI queue), stores it in the history and answers it. */
  async generateSummary(userId: string, hint?: SummaryHint): Promise<AiSummaryDto> {
    const u = await this.user(userId);
    const skills = (await this.skills.list(userId)).map((s) => s.skill_name);
    const { output: { text } } = await this.ai.profileSummary(
      {
        name: displayName(u),
        title: u.title ?? undefined,
        location: u.location ?? undefined,
        experienceYears: u.experience ?? undefined,
        skills,
        summary: u.summary ?? undefined,
      },
      hint,
    );
    const saved = await this.summaries.save(this.summaries.create({ userId, summary: text, hint: hint ?? '' }));
    return { ai_summary: saved.summary, created_at: saved.createdAt.toISOString() };
  }

  async latestSummary(userId: string): Promise<AiSummaryDto> {
    const latest = await this.summaries.findOne({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
    return { ai_summary: latest?.summary ?? '', created_at: latest?.createdAt.toISOString() ?? null };
  }

  /**
   * Applies the latest generated summary to the profile (generating one first when there is none).
   * A locked summary is never replaced: 409 until the member unlocks it.
   */
  async acceptSummary(userId: string, hint?: SummaryHint): Promise<string> {
    const u = await this.user(userId);
    if (u.summaryIsLocked) throw new ConflictException('Your summary is locked: unlock it in Edit Profile to replace it.');
    let latest = await this.summaries.findOne({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
    if (!latest) {
      await this.generateSummary(userId, hint);
      latest = await this.summaries.findOneOrFail({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
    }
    await this.users.update({ id: userId }, { summary: latest.summary });
    await this.summaries.update({ id: latest.id }, { accepted: true });
    return latest.summary;
  }
}
