import { ValidateIf } from 'class-validator';

/**
 * The field may be left out, but when present it must pass the other rules: unlike @IsOptional,
 * `null` is not skipped (a `null` that reached a NOT NULL column would be a 500, not a 400).
 */
export const OptionalNotNull = () => ValidateIf((_object, value) => value !== undefined);

/**
 * For @Transform: query strings ('true', '1', 'false', '0') and forms that send 1/0 become
 * booleans; anything else passes through for @IsBoolean to refuse with the field's message.
 */
export const toBoolean = ({ value }: { value: unknown }): unknown =>
  value === 'true' || value === '1' || value === 1 ? true : value === 'false' || value === '0' || value === 0 ? false : value;
