import { Body, Controller, Get, HttpCode, NotFoundException, Param, ParseIntPipe, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, Public, type SessionUser, SignedIn } from '../../core/auth/auth.decorators';
import { RateLimit } from '../../core/rate-limit/rate-limit.guard';
import { RateLimitPolicy } from '../../core/rate-limit/rate-limit.service';
import { Telemetry } from '../telemetry/telemetry.decorator';
import { CatalogueService } from './catalogue.service';
import { CatalogueQueryDto, EnrollmentResultDto, PathStartedDto, TrainingCatalogueDto } from './dto/catalogue.dto';
import { InterviewDetailDto, InterviewLandingDto, InterviewProgressDto, InterviewSummaryDto, StartInterviewDto } from './dto/interview.dto';
import {
  AnswerDto,
  AnswerResultDto,
  CompleteQuizSessionDto,
  ImportedTopicDto,
  ImportLocalDto,
  LocalTopicsDto,
  QUIZ_SLUG,
  QuestionsQueryDto,
  QuizImportResultDto,
  QuizQuestionsDto,
  QuizRefDto,
  QuizSessionResultDto,
  QuizSessionReviewDto,
  QuizSessionStartedDto,
  RevealDto,
  RevealResultDto,
  StartQuizSessionDto,
  TOPIC_SLUG,
  TopicsQueryDto,
} from './dto/quiz.dto';
import { SkillGapPlanDto } from './dto/skill-gap.dto';
import { InterviewsService } from './interviews/interviews.service';
import { QuizLibraryService } from './quiz/quiz-library.service';
import { QuizService } from './quiz/quiz.service';
import { SkillGapService } from './skill-gap.service';

const SessionIdPipe = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException('Quiz session not found.') });
const InterviewIdPipe = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException('Interview session not found.') });
const CourseIdPipe = new ParseIntPipe({ exceptionFactory: () => new NotFoundException('Course not found.') });

function topicParam(topic: string): string {
  if (!TOPIC_SLUG.test(topic)) throw new NotFoundException(`No quiz has been imported for ${topic.slice(0, 80)}.`);
  return topic;
}

/** Quizzes from the markdown quiz repositories and quiz sessions (part 2 §7 Quiz). */
@ApiTags('quiz')
@SignedIn()
@Controller('quiz')
export class QuizController {
  constructor(
    private readonly quizzes: QuizService,
    private readonly library: QuizLibraryService,
  ) {}

  /** The repositories' topics, with whether each file is imported as it is now (no sign-in needed, as the spec has it). */
  @Public()
  @RateLimit(RateLimitPolicy.TrainingSearch)
  @Get('topics/local')
  localTopics(): Promise<LocalTopicsDto> {
    return this.library.localTopics();
  }

  /** Imported topics, each with its latest version. */
  @Get('topics')
  quizTopics(@Query() query: TopicsQueryDto): Promise<ImportedTopicDto[]> {
    return this.quizzes.topics(query.kind);
  }

  /** Imports a topic's file from the repository; broken questions are reported by line and the rest imported. */
  @Post('import-local')
  @HttpCode(200)
  @Telemetry('quiz_import')
  importLocal(@Body() body: ImportLocalDto): Promise<QuizImportResultDto> {
    return this.library.importFile(body.kind ?? 'technical', body.topic_slug, body.topic_name, body.local_file);
  }

  @Post('session/start')
  @Telemetry('quiz_start')
  startQuizSession(@CurrentUser() user: SessionUser, @Body() body: StartQuizSessionDto): Promise<QuizSessionStartedDto> {
    return this.quizzes.start(user.id, body);
  }

  /** Judges one answer: correct only when the selected choices are exactly the correct ones. */
  @Post('session/:id/answer')
  @HttpCode(200)
  answerQuestion(@CurrentUser() user: SessionUser, @Param('id', SessionIdPipe) id: string, @Body() body: AnswerDto): Promise<AnswerResultDto> {
    return this.quizzes.answer(user.id, id, body);
  }

  /** Show answer: the correct choices; a question revealed before it is answered scores nothing. */
  @Post('session/:id/reveal')
  @HttpCode(200)
  revealAnswer(@CurrentUser() user: SessionUser, @Param('id', SessionIdPipe) id: string, @Body() body: RevealDto): Promise<RevealResultDto> {
    return this.quizzes.reveal(user.id, id, body.question_id);
  }

  @Post('session/:id/complete')
  @HttpCode(200)
  @Telemetry('quiz_complete')
  completeQuizSession(
    @CurrentUser() user: SessionUser,
    @Param('id', SessionIdPipe) id: string,
    @Body() body: CompleteQuizSessionDto,
  ): Promise<QuizSessionResultDto> {
    return this.quizzes.complete(user.id, id, body);
  }

  /** A session with its questions, the member's answers and (where they may be seen) the correct ones. */
  @Get('session/:id')
  quizSession(@CurrentUser() user: SessionUser, @Param('id', SessionIdPipe) id: string): Promise<QuizSessionReviewDto> {
    return this.quizzes.review(user.id, id);
  }

  /** Ten random questions of the topic's latest quiz (importing the topic from the repository if needed). */
  @Get(':topic/random10')
  randomQuiz(@Param('topic') topic: string): Promise<QuizQuestionsDto> {
    return this.quizzes.random(topicParam(topic));
  }

  @Get(':topic/latest')
  latestQuiz(@Param('topic') topic: string): Promise<QuizRefDto> {
    return this.quizzes.latest(topicParam(topic));
  }

  @Get(':slug/questions')
  quizQuestions(@Param('slug') slug: string, @Query() query: QuestionsQueryDto): Promise<QuizQuestionsDto> {
    if (!QUIZ_SLUG.test(slug)) throw new NotFoundException(`There is no quiz ${slug.slice(0, 80)}.`);
    return this.quizzes.questions(slug, query.limit);
  }
}

/** Mock interviews (part 2 §2.5, §4). */
@ApiTags('interviews')
@SignedIn()
@Controller('interviews')
export class InterviewsController {
  constructor(private readonly interviews: InterviewsService) {}

  /** Stats and recent sessions, from the member's own sessions. */
  @Get()
  interviewLanding(@CurrentUser() user: SessionUser): Promise<InterviewLandingDto> {
    return this.interviews.landing(user.id);
  }

  @Post()
  @Telemetry('interview_start')
  startInterview(@CurrentUser() user: SessionUser, @Body() body: StartInterviewDto): Promise<InterviewDetailDto> {
    return this.interviews.start(user.id, body);
  }

  /** Review or Continue: the session with its questions (and, for quizzes, the answers). */
  @Get(':id')
  getInterview(@CurrentUser() user: SessionUser, @Param('id', InterviewIdPipe) id: string): Promise<InterviewDetailDto> {
    return this.interviews.detail(user.id, id);
  }

  @Put(':id/progress')
  saveInterviewProgress(
    @CurrentUser() user: SessionUser,
    @Param('id', InterviewIdPipe) id: string,
    @Body() body: InterviewProgressDto,
  ): Promise<InterviewSummaryDto> {
    return this.interviews.progress(user.id, id, body);
  }

  @Post(':id/finish')
  @HttpCode(200)
  @Telemetry('interview_finish')
  finishInterview(@CurrentUser() user: SessionUser, @Param('id', InterviewIdPipe) id: string, @Body() body: InterviewProgressDto): Promise<InterviewSummaryDto> {
    return this.interviews.finish(user.id, id, body);
  }
}

/** The training catalogue and the skill-gap plan (part 2 §2.3; issue 16). */
@ApiTags('training')
@SignedIn()
@Controller('training')
export class TrainingController {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly gaps: SkillGapService,
  ) {}

  @Get('catalogue')
  trainingCatalogue(@CurrentUser() user: SessionUser, @Query() query: CatalogueQueryDto): Promise<TrainingCatalogueDto> {
    return this.catalogue.catalogue(user.id, query.category);
  }

  @Post('courses/:id/enroll')
  @HttpCode(200)
  enrollCourse(@CurrentUser() user: SessionUser, @Param('id', CourseIdPipe) id: number): Promise<EnrollmentResultDto> {
    return this.catalogue.enroll(user.id, id);
  }

  @Post('courses/:id/complete')
  @HttpCode(200)
  completeCourse(@CurrentUser() user: SessionUser, @Param('id', CourseIdPipe) id: number): Promise<EnrollmentResultDto> {
    return this.catalogue.complete(user.id, id);
  }

  @Post('paths/:slug/start')
  @HttpCode(200)
  startLearningPath(@CurrentUser() user: SessionUser, @Param('slug') slug: string): Promise<PathStartedDto> {
    return this.catalogue.startPath(user.id, slug.slice(0, 80));
  }

  /** The member's ranked skill gaps, each linked to crawled programs, quizzes and courses. */
  @Get('skill-gap')
  skillGapPlan(@CurrentUser() user: SessionUser): Promise<SkillGapPlanDto> {
    return this.gaps.plan(user.id);
  }
}
