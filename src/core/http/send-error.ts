import type { Request, Response } from 'express';
import type { ApiErrorDto } from './api-error.dto';
import { statusText } from './status-text';

/** The error body for plain Express middleware, which Nest's exception filter does not reach. */
export function sendError(req: Request, res: Response, statusCode: number, detail: string, code?: string): void {
  const body: ApiErrorDto = {
    statusCode,
    error: statusText(statusCode),
    message: detail,
    detail,
    ...(code ? { code } : {}),
    requestId: String(req.id ?? ''),
  };
  res.status(statusCode).json(body);
}
