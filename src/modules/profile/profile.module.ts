import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AiModule } from '../ai/ai.module';
import { SkillsModule } from '../skills/skills.module';
import { User } from '../users/entities/user.entity';
import { ProfileSummary } from './entities/profile-summary.entity';
import { UserAvatar } from './entities/user-avatar.entity';
import { ProfileController } from './profile.controller';
import { ProfileService } from './profile.service';

@Module({
  imports: [TypeOrmModule.forFeature([User, UserAvatar, ProfileSummary]), SkillsModule, AiModule],
  controllers: [ProfileController],
  providers: [ProfileService],
})
export class ProfileModule {}
