import { BadRequestException, Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';

/** Deeper than this, a request value is refused before validation walks it (recursively). */
export const MAX_INPUT_DEPTH = 32;

export interface InputProblem {
  kind: 'too-deep' | 'nul';
  /** Dotted path of the offending field, e.g. `experience.0.title`. */
  path: string;
}

/**
 * Walks a parsed value without recursion: the first field nested deeper than `maxDepth`, or the
 * first string (or key) holding U+0000, which no text column accepts and no member means to send.
 */
export function findInputProblem(value: unknown, maxDepth = MAX_INPUT_DEPTH): InputProblem | null {
  const stack: { value: unknown; depth: number; path: string }[] = [{ value, depth: 0, path: '' }];
  while (stack.length) {
    const item = stack.pop() as { value: unknown; depth: number; path: string };
    if (typeof item.value === 'string') {
      if (item.value.includes('\u0000')) return { kind: 'nul', path: item.path };
      continue;
    }
    if (typeof item.value !== 'object' || item.value === null || Buffer.isBuffer(item.value)) continue;
    if (item.depth >= maxDepth) return { kind: 'too-deep', path: item.path };
    for (const [key, child] of Object.entries(item.value)) {
      const path = item.path ? `${item.path}.${key}` : key;
      if (key.includes('\u0000')) return { kind: 'nul', path: item.path || 'a field name' };
      stack.push({ value: child, depth: item.depth + 1, path });
    }
  }
  return null;
}

/**
 * Runs before the ValidationPipe on every body, query and route parameter: a value nested deeper
 * than 32 levels (which would overflow the validator's recursion) or text with a NUL character
 * answers 400 naming the field.
 */
@Injectable()
export class HostileInputPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'custom') return value;
    const problem = findInputProblem(value);
    if (!problem) return value;
    const where = problem.path || (metadata.type === 'body' ? 'the request body' : metadata.data || metadata.type);
    throw new BadRequestException(
      problem.kind === 'nul'
        ? `${where} must not contain the NUL character (U+0000)`
        : `${where} is nested too deeply (more than ${MAX_INPUT_DEPTH} levels)`,
    );
  }
}
