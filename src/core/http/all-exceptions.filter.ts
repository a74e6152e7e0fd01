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
const PG_FOREIGN_KEY_VIOLATION = '23503';
const PG_NOT_NULL_VIOLATION = '23502';
const PG_VALUE_TOO_LONG = '22001';
/** Postgres errors caused by a value the client sent (bad number, text, date, uuid or byte sequence). */
const PG_BAD_INPUT = new Set(['22P02', '22003', '22007', '22008', '22021', '22P05']);

interface PgError {
  code?: string;
  column?: string;
  detail?: string;
}

/** The column a Postgres error names (`column`, or `Key (name)=` in its detail); never the value. */
function pgField(e: PgError): string | undefined {
  return e.column ?? /^Key \(([\w, ]+)\)=/.exec(e.detail ?? '')?.[1];
}

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
    // Errors a client's value can cause answer 4xx naming the field; the value is never echoed.
    const pg = (exception.driverError ?? {}) as PgError;
    const field = pgField(pg);
    switch (pg.code) {
      case PG_UNIQUE_VIOLATION:
        return body(HttpStatus.CONFLICT, field ? `An item with this ${field} already exists.` : 'This item already exists.', {
          code: DomainErrorCode.UniqueViolation,
        });
      case PG_FOREIGN_KEY_VIOLATION:
        return body(HttpStatus.CONFLICT, field ? `${field} refers to something that does not exist (or is still in use).` : 'The request refers to something that does not exist.');
      case PG_NOT_NULL_VIOLATION:
        return body(HttpStatus.BAD_REQUEST, field ? `${field} must not be empty.` : 'A required value is missing.');
      case PG_VALUE_TOO_LONG:
        return body(HttpStatus.BAD_REQUEST, 'A text in the request is too long.');
      default:
        return pg.code && PG_BAD_INPUT.has(pg.code) ? body(HttpStatus.BAD_REQUEST, 'A value in the request is not valid.') : undefined;
    }
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
