/** Exits 1 with one clear message when the environment is invalid (scripts/start runs it first). */
import 'reflect-metadata';
import { ConfigurationError, validate } from '../config/env.validation';

try {
  validate(process.env);
} catch (err) {
  if (!(err instanceof ConfigurationError)) throw err;
  console.error(`Waypoint cannot start. ${err.message}`);
  process.exit(1);
}
