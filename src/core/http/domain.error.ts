import { HttpStatus } from '@nestjs/common';

/**
 * An error a service throws for a rule of the domain. `code` maps to an HTTP status in
 * DOMAIN_ERROR_STATUS; `detail` is shown to the member as it is, so write it for them.
 */
export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    readonly detail: string,
  ) {
    super(detail);
    this.name = 'DomainError';
  }
}

export enum DomainErrorCode {
  NotFound = 'NOT_FOUND',
  Conflict = 'CONFLICT',
  UniqueViolation = 'UNIQUE_VIOLATION',
  InvalidState = 'INVALID_STATE',
  ServiceNotConfigured = 'SERVICE_NOT_CONFIGURED',
  ServiceUnavailable = 'SERVICE_UNAVAILABLE',
}

/** Exhaustive: adding a code without a status is a type error. */
export const DOMAIN_ERROR_STATUS: Record<DomainErrorCode, HttpStatus> = {
  [DomainErrorCode.NotFound]: HttpStatus.NOT_FOUND,
  [DomainErrorCode.Conflict]: HttpStatus.CONFLICT,
  [DomainErrorCode.UniqueViolation]: HttpStatus.CONFLICT,
  [DomainErrorCode.InvalidState]: HttpStatus.CONFLICT,
  [DomainErrorCode.ServiceNotConfigured]: HttpStatus.SERVICE_UNAVAILABLE,
  [DomainErrorCode.ServiceUnavailable]: HttpStatus.SERVICE_UNAVAILABLE,
};
