import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  mixin,
  type NestInterceptor,
  PayloadTooLargeException,
  type Type,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import type { Observable } from 'rxjs';

/**
 * An interceptor that reads a multipart request with one file in `field`, in memory and at most
 * `maxBytes` (`tooLarge` is the 413 message; `noun` names what to send in messages). Other multipart mistakes answer 400 naming the problem.
 */
export function FileUploadInterceptor(field: string, maxBytes: number, tooLarge: string, noun = 'file'): Type<NestInterceptor> {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 12 },
  }).single(field);

  @Injectable()
  class SingleFileUpload implements NestInterceptor {
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
      if (err.code === 'LIMIT_FILE_SIZE') return new PayloadTooLargeException(tooLarge);
      if (err.code === 'LIMIT_UNEXPECTED_FILE') return new BadRequestException(`Unexpected file field "${err.field}": send the ${noun} in the "${field}" field.`);
      return new BadRequestException(`The upload was refused: ${err.message}.`);
    }
    return new BadRequestException(`The upload could not be read: ${(err as Error).message}.`);
  }

  return mixin(SingleFileUpload);
}
