import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountModule } from '../account/account.module';
import { ActivityModule } from '../activity/activity.module';
import { AiModule } from '../ai/ai.module';
import { DocumentsModule } from '../documents/documents.module';
import { RESUME_SKILLS_SOURCE } from '../skills/resume-skills.source';
import { ResumeFile } from './entities/resume-file.entity';
import { ResumeSkillRow } from './entities/resume-skill.entity';
import { Resume } from './entities/resume.entity';
import { ResumeAiController } from './resume-ai.controller';
import { ResumeAiService } from './resume-ai.service';
import { ResumeExportService } from './resume-export.service';
import { ResumeImportService } from './resume-import.service';
import { ResumesController } from './resumes.controller';
import { ResumesService } from './resumes.service';

/** Resumes (part 2 §2.1–2.2, DESIGN.md §8): the builder, uploads, exports and the flight check. */
@Module({
  imports: [TypeOrmModule.forFeature([Resume, ResumeSkillRow, ResumeFile]), DocumentsModule, AiModule, AccountModule, ActivityModule],
  controllers: [ResumesController, ResumeAiController],
  providers: [ResumesService, ResumeImportService, ResumeExportService, ResumeAiService, { provide: RESUME_SKILLS_SOURCE, useExisting: ResumesService }],
  exports: [ResumesService, RESUME_SKILLS_SOURCE],
})
export class ResumesModule {}
