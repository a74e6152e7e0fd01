import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const spec = require("../openapi.json") as { paths: unknown };
import { createTestApp } from './create-app';
import { signIn } from './sign-in';

type Operation = { operationId: string; 'x-public'?: boolean; 'x-admin'?: boolean };
const operations = Object.entries(spec.paths as Record<string, Record<string, Operation>>).flatMap(([path, ops]) =>
  Object.entries(ops).map(([method, op]) => ({
    method,
    // Any well-formed value will do: the guard answers before the handler looks.
    url: path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
    op,
  })),
);
const call = (agent: ReturnType<typeof request.agent> | ReturnType<typeof request>, method: string, url: string) =>
  (agent as unknown as Record<string, (u: string) => request.Test>)[method](url).send(method === 'get' ? undefined : {});

describe('access rules of every operation in openapi.json', () => {
  let app: NestExpressApplication;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('has operations to check', () => {
    expect(operations.length).toBeGreaterThan(5);
  });

  it.each(operations.filter((o) => !o.op['x-public']).map((o) => [o.op.operationId, o.method, o.url]))(
    '%s (%s %s) answers 401 without a session',
    async (_id, method, url) => {
      await call(request(app.getHttpServer()), method, url).expect(401);
    },
  );

  it.each(operations.filter((o) => o.op['x-admin']).map((o) => [o.op.operationId, o.method, o.url]))(
    '%s (%s %s) answers 403 to a member',
    async (_id, method, url) => {
      const member = await signIn(app, 'member');
      await call(member, method, url).expect(403);
    },
  );
});
