import { ValidateIf } from 'class-validator';

/**
 * The field may be left out, but when present it must pass the other rules: unlike @IsOptional,
 * `null` is not skipped (a `null` that reached a NOT NULL column would be a 500, not a 400).
 */
export const OptionalNotNull = () => ValidateIf((_object, value) => value !== undefined);
