import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, getSchemaPath, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import pkg from '../../../package.json';
import { ApiErrorDto } from './api-error.dto';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Sorts object keys (and `required` lists) so the committed openapi.json only changes when the API does. */
function sortDeep(value: Json, key?: string): Json {
  if (Array.isArray(value)) {
    const items = value.map((v) => sortDeep(v));
    return key === 'required' || key === 'tags' ? [...(items as string[])].sort() : items;
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .filter((k) => !(k === 'summary' && value[k] === ''))
        .map((k) => [k, sortDeep(value[k], k)]),
    );
  }
  return value;
}

/** The one OpenAPI document: served at /api/docs and written to openapi.json by `npm run openapi`. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Waypoint API')
    .setDescription('The REST API behind the Waypoint SPA. Errors share one body: ApiErrorDto.')
    .setVersion(pkg.version)
    .addServer('/')
    .addCookieAuth('waypoint.sid')
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    // Method names are unique app-wide and become the RTK Query hook names.
    operationIdFactory: (_controllerKey: string, methodKey: string) => methodKey,
    extraModels: [ApiErrorDto],
  });
  // Every operation can fail with the shared error body; say so once here rather than on each handler.
  for (const pathItem of Object.values(document.paths)) {
    for (const operation of Object.values(pathItem)) {
      if (typeof operation !== 'object' || operation === null || !('responses' in operation)) continue;
      operation.responses.default ??= {
        description: 'Error',
        content: { 'application/json': { schema: { $ref: getSchemaPath(ApiErrorDto) } } },
      };
    }
  }
  return sortDeep(document as unknown as Json) as unknown as OpenAPIObject;
}
