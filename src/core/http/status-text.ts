import { HttpStatus } from '@nestjs/common';

/** 404 → 'Not Found', 503 → 'Service Unavailable'. */
export function statusText(status: number): string {
  const name = HttpStatus[status] as string | undefined;
  return name
    ? name
        .toLowerCase()
        .split('_')
        .map((w) => w[0].toUpperCase() + w.slice(1))
        .join(' ')
    : 'Error';
}
