import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ResumesModule } from '../resumes/resumes.module';
import { UserSkill } from './entities/user-skill.entity';
import { SkillsController } from './skills.controller';
import { SkillsService } from './skills.service';

@Module({
  // The resume module provides RESUME_SKILLS_SOURCE, where a skills sync reads the member's resumes.
  imports: [TypeOrmModule.forFeature([UserSkill]), ResumesModule],
  controllers: [SkillsController],
  providers: [SkillsService],
  exports: [SkillsService],
})
export class SkillsModule {}
