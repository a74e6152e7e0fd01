import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, type SessionUser, SignedIn } from '../../core/auth/auth.decorators';
import { Telemetry } from '../telemetry/telemetry.decorator';
import { SkillsSyncDto, UpsertUserSkillDto, UserSkillDto } from './dto/skills.dto';
import { SkillsService } from './skills.service';

@ApiTags('skills')
@SignedIn()
@Controller('skills')
export class SkillsController {
  constructor(private readonly skills: SkillsService) {}

  /** The member's skills. */
  @Get()
  @Telemetry('skills_view')
  listSkills(@CurrentUser() user: SessionUser): Promise<UserSkillDto[]> {
    return this.skills.list(user.id);
  }

  /** Adds the skills of the member's resumes to the profile (idempotent). */
  @Post('sync')
  @HttpCode(200)
  @Telemetry('skills_sync')
  syncSkills(@CurrentUser() user: SessionUser): Promise<SkillsSyncDto> {
    return this.skills.sync(user.id);
  }

  /** Adds or updates one skill with its years and proficiency. */
  @Put('user')
  @Telemetry('skill_update')
  upsertUserSkill(@CurrentUser() user: SessionUser, @Body() body: UpsertUserSkillDto): Promise<UserSkillDto> {
    return this.skills.upsert(user.id, body);
  }
}
