/**
 * DataSource for the TypeORM CLI only (migration:generate, migration:revert).
 * The app builds its connection in src/core/database; both share buildDataSourceOptions.
 * Run from the compiled tree: `typeorm -d dist/ormconfig.js ...` (see package.json).
 */
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { validate } from './src/config/env.validation';
import { buildDataSourceOptions } from './src/core/database/data-source-options';

const env = validate(process.env);

export default new DataSource(buildDataSourceOptions(env.DATABASE_URL));
