import { BadRequestException, ParseUUIDPipe } from '@nestjs/common';

/** A resume id in the path: a malformed one is a 400 naming the field, never a database error. */
export const ResumeIdPipe = new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException('id must be a resume id (a UUID)') });
