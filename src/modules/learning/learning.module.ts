import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActivityModule } from '../activity/activity.module';
import { JobsModule } from '../jobs/jobs.module';
import { TrainingSearchModule } from '../training-search/training-search.module';
import { CatalogueService } from './catalogue.service';
import { Course, CourseEnrollment, LearningPath } from './entities/course.entity';
import { InterviewSession } from './entities/interview-session.entity';
import { Quiz } from './entities/quiz.entity';
import { QuizChoice } from './entities/quiz-choice.entity';
import { QuizQuestion } from './entities/quiz-question.entity';
import { QuizAnswer, QuizSession } from './entities/quiz-session.entity';
import { InterviewsService } from './interviews/interviews.service';
import { InterviewsController, QuizController, TrainingController } from './learning.controller';
import { QuizLibraryService } from './quiz/quiz-library.service';
import { QuizService } from './quiz/quiz.service';
import { SkillGapService } from './skill-gap.service';

/** Learning (part 2 §2.3, §2.5; DESIGN.md §5): quizzes, mock interviews, the training catalogue and the skill-gap plan. */
@Module({
  imports: [
    TypeOrmModule.forFeature([Quiz, QuizQuestion, QuizChoice, QuizSession, QuizAnswer, Course, LearningPath, CourseEnrollment, InterviewSession]),
    ActivityModule,
    JobsModule,
    TrainingSearchModule,
  ],
  controllers: [QuizController, InterviewsController, TrainingController],
  providers: [QuizLibraryService, QuizService, InterviewsService, CatalogueService, SkillGapService],
  exports: [QuizLibraryService],
})
export class LearningModule {}
