import { BadRequestException, type CallHandler, type ExecutionContext, Injectable, type NestInterceptor, PayloadTooLargeException } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import type { Observable } from 'rxjs';
import { RESUME_MAX_BYTES } from './resume-file';

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: RESUME_MAX_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 12 },
}).single('resume');

/**
 * Reads a multipart request with one resume file in the `resume` field, in memory and at most 5 MB,
 * with the spec's words when it is too large. Other multipart mistakes answer 400 naming the problem.
 */
@Injectable()
export class ResumeUploadInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    await new Promise<void>((resolve, reject) =>
      upload(http.getRequest<Request>(), http.getResponse<Response>(), (err: unknown) => (err ? reject(toHttpError(err)) : resolve())),
    );
    return next.handle();
  }
}

function toHttpError(err: unknown): Error {
  if (err instanceof MulterError) {
    if (err.code === 'LIMIT_FILE_SIZE') return new PayloadTooLargeException('File too large. Maximum size is 5MB.');
    if (err.code === 'LIMIT_UNEXPECTED_FILE') return new BadRequestException(`Unexpected file field "${err.field}": send the resume in the "resume" field.`);
    return new BadRequestException(`The upload was refused: ${err.message}.`);
  }
  return new BadRequestException(`The upload could not be read: ${(err as Error).message}.`);
}
