import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { QueryFailedError } from 'typeorm';
import type { ApiErrorDto } from './api-error.dto';
import { DOMAIN_ERROR_STATUS, DomainError, DomainErrorCode } from './domain.error';
import { statusText } from './status-text';

type ErrorBody = Omit<ApiErrorDto, 'requestId'>;

/** Errors raised by Express' body parsers carry a `type` and an HTTP status. */
interface BodyParserError {
  type: string;
  status: number;
}

const PG_UNIQUE_VIOLATION = '23505';
/** Postgres errors caused by a value the client sent (bad number, text, date or uuid). */
const PG_BAD_INPUT = new Set(['22P02', '22003', '22007', '22008', '22001']);

function isBodyParserError(e: unknown): e is BodyParserError {
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof (e as BodyParserError).type === 'string' &&
    typeof (e as BodyParserError).status === 'number'
  );
}

function body(statusCode: number, message: string | string[], extra: Partial<ErrorBody> = {}): ErrorBody {
  const detail = Array.isArray(message) ? message.join('; ') : message;
  return { statusCode, error: statusText(statusCode), message, detail, ...extra };
}

/** Maps anything thrown to an ErrorBody; returns undefined for unexpected errors (a 500). */
export function toErrorBody(exception: unknown): ErrorBody | undefined {
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    if (typeof response === 'string') return body(status, response);
    const r = response as { message?: string | string[]; error?: string; detail?: string; code?: string };
    const message = r.message ?? exception.message;
    return {
      ...body(status, message),
      ...(r.detail ? { detail: r.detail } : {}),
      ...(r.code ? { code: r.code } : {}),
    };
  }
  if (exception instanceof DomainError) {
    return body(DOMAIN_ERROR_STATUS[exception.code], exception.detail, { code: exception.code });
  }
  if (exception instanceof QueryFailedError) {
    const code = (exception.driverError as { code?: string } | undefined)?.code;
    if (code === PG_UNIQUE_VIOLATION) {
      return body(HttpStatus.CONFLICT, 'This item already exists.', { code: DomainErrorCode.UniqueViolation });
    }
    if (code && PG_BAD_INPUT.has(code)) {
      return body(HttpStatus.BAD_REQUEST, 'A value in the request is not valid.');
    }
    return undefined;
  }
  if (isBodyParserError(exception)) {
    switch (exception.type) {
      case 'entity.parse.failed':
        return body(HttpStatus.BAD_REQUEST, 'The request body is not valid JSON.');
      case 'entity.too.large':
        return body(HttpStatus.PAYLOAD_TOO_LARGE, 'The request body is too large.');
      case 'encoding.unsupported':
      case 'charset.unsupported':
        return body(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'The request body encoding is not supported.');
      default:
        return exception.status >= 400 && exception.status < 500
          ? body(exception.status, 'The request body could not be read.')
          : undefined;
    }
  }
  return undefined;
}

/** The one place where errors become HTTP answers: `{statusCode, error, message, detail, code?, requestId}`. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('AllExceptionsFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const req = ctx.getRequest<Request & { id?: string }>();
    const res = ctx.getResponse<Response>();
    const requestId = String(req.id ?? res.getHeader('X-Request-Id') ?? '');

    let errorBody = toErrorBody(exception);
    if (!errorBody) {
      this.logger.error(
        { err: exception, requestId, method: req.method, url: req.originalUrl },
        'Unhandled error while serving a request',
      );
      errorBody = body(HttpStatus.INTERNAL_SERVER_ERROR, 'Internal server error', {
        detail: `Something went wrong on our side. Please try again; if it keeps happening, quote request id ${requestId}.`,
      });
    }
    if (res.headersSent) {
      res.end();
      return;
    }
    res.status(errorBody.statusCode).json({ ...errorBody, requestId });
  }
}
