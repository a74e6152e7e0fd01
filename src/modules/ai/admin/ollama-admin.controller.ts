import { Body, Controller, Get, HttpCode, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiPayloadTooLargeResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly, SignedIn } from '../../../core/auth/auth.decorators';
import { ApiErrorDto } from '../../../core/http/api-error.dto';
import { RateLimit } from '../../../core/rate-limit/rate-limit.guard';
import { RateLimitPolicy } from '../../../core/rate-limit/rate-limit.service';
import type { UploadedResume } from '../../documents/resume-file';
import { ResumeUploadInterceptor } from '../../documents/resume-upload.interceptor';
import {
  OllamaEnvironmentDto,
  ParseResumeTestDto,
  ParseResumeTestResponseDto,
  TestOllamaConnectionDto,
  TestOllamaConnectionResponseDto,
} from './dto/ollama-admin.dto';
import { OllamaAdminService } from './ollama-admin.service';

@ApiTags('ollama')
@SignedIn()
@Controller('ollama')
export class OllamaAdminController {
  constructor(private readonly admin: OllamaAdminService) {}

  /** The configured language-model servers and the provider in use (no secrets), with the test pages' defaults. */
  @Get('environment')
  @AdminOnly()
  getOllamaEnvironment(): OllamaEnvironmentDto {
    return this.admin.environment();
  }

  /** Tests the local and/or hosted Ollama server: version, models and response time of each. */
  @Post('test-connection')
  @RateLimit(RateLimitPolicy.Ai)
  @HttpCode(200)
  @AdminOnly()
  testOllamaConnection(@Body() body: TestOllamaConnectionDto): Promise<TestOllamaConnectionResponseDto> {
    return this.admin.testConnection(body);
  }

  /** Parses an uploaded resume (.pdf, .json or .txt, at most 5 MB) into six sections with the chosen Ollama server. */
  @Post('parse-resume')
  @RateLimit(RateLimitPolicy.Ai)
  @HttpCode(200)
  @AdminOnly()
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: ParseResumeTestDto })
  @ApiPayloadTooLargeResponse({ description: 'The file is larger than 5 MB', type: ApiErrorDto })
  @ApiServiceUnavailableResponse({ description: 'The language-model server failed or returned unusable output', type: ApiErrorDto })
  @UseInterceptors(ResumeUploadInterceptor)
  parseResumeWithOllama(@UploadedFile() file: UploadedResume | undefined, @Body() body: ParseResumeTestDto): Promise<ParseResumeTestResponseDto> {
    return this.admin.parseResume(file, body);
  }
}
