import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The body of every error answer (STYLE.md §7). The SPA shows `detail`. */
export class ApiErrorDto {
  @ApiProperty({ example: 400 })
  statusCode: number;

  @ApiProperty({ example: 'Bad Request' })
  error: string;

  @ApiProperty({
    oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    example: ['name must be a string'],
  })
  message: string | string[];

  /** One human sentence describing the problem. */
  @ApiProperty({ example: 'name must be a string' })
  detail: string;

  /** A stable machine-readable code for domain errors. */
  @ApiPropertyOptional({ example: 'UNIQUE_VIOLATION' })
  code?: string;

  @ApiProperty({ example: '5f0c6a3e-1d2b-4c3d-9e8f-7a6b5c4d3e2f' })
  requestId: string;
}
