import { BadRequestException, Logger, NotFoundException } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { AllExceptionsFilter, toErrorBody } from './all-exceptions.filter';
import { DomainError, DomainErrorCode } from './domain.error';

function hostFor(res: { status: jest.Mock; json: jest.Mock; headersSent?: boolean; getHeader: jest.Mock }) {
  const req = { id: 'req-12345678', method: 'GET', originalUrl: '/api/x' };
  return { switchToHttp: () => ({ getRequest: () => req, getResponse: () => res }) } as never;
}

function fakeResponse() {
  const res = { status: jest.fn(), json: jest.fn(), getHeader: jest.fn(), headersSent: false };
  res.status.mockReturnValue(res);
  return res;
}

describe('toErrorBody', () => {
  it('keeps validation messages and joins them into detail', () => {
    const body = toErrorBody(new BadRequestException(['name must be a string', 'age must be a number']));
    expect(body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: ['name must be a string', 'age must be a number'],
      detail: 'name must be a string; age must be a number',
    });
  });

  it('maps domain errors through their code', () => {
    expect(toErrorBody(new DomainError(DomainErrorCode.NotFound, 'Resume not found.'))).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Resume not found.',
      detail: 'Resume not found.',
      code: 'NOT_FOUND',
    });
  });

  it('turns a unique violation into 409', () => {
    const err = new QueryFailedError('INSERT', [], Object.assign(new Error('dup'), { code: '23505' }));
    expect(toErrorBody(err)).toMatchObject({ statusCode: 409, code: 'UNIQUE_VIOLATION' });
  });

  it('turns a bad value rejected by Postgres into 400', () => {
    const err = new QueryFailedError('SELECT', [], Object.assign(new Error('invalid input syntax for type uuid'), { code: '22P02' }));
    expect(toErrorBody(err)).toMatchObject({ statusCode: 400 });
  });

  it('maps body-parser errors by type', () => {
    expect(toErrorBody(Object.assign(new Error('too big'), { type: 'entity.too.large', status: 413 }))).toMatchObject({
      statusCode: 413,
      detail: 'The request body is too large.',
    });
  });

  it('leaves unexpected errors to become a 500', () => {
    expect(toErrorBody(new TypeError('x is undefined'))).toBeUndefined();
  });
});

describe('AllExceptionsFilter', () => {
  beforeAll(() => Logger.overrideLogger(false));

  it('answers unexpected errors with a generic 500 that leaks nothing and quotes the request id', () => {
    const res = fakeResponse();
    new AllExceptionsFilter().catch(new TypeError('secret internals at /srv/app.js:12'), hostFor(res));
    expect(res.status).toHaveBeenCalledWith(500);
    const body = res.json.mock.calls[0][0];
    expect(body).toMatchObject({ statusCode: 500, message: 'Internal server error', requestId: 'req-12345678' });
    expect(JSON.stringify(body)).not.toContain('secret');
    expect(body.detail).toContain('req-12345678');
  });

  it('answers HTTP exceptions with their own status', () => {
    const res = fakeResponse();
    new AllExceptionsFilter().catch(new NotFoundException('No such job.'), hostFor(res));
    expect(res.status).toHaveBeenCalledWith(404);
    expect(res.json).toHaveBeenCalledWith(expect.objectContaining({ detail: 'No such job.', requestId: 'req-12345678' }));
  });
});
