import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createTestApp } from './create-app';
import { errorBody } from './responses';
import { signIn } from './sign-in';

describe('error answers', () => {
  let app: NestExpressApplication;
  let admin: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await signIn(app, 'sysadmin');
  });
  afterAll(() => app.close());

  it('answers malformed JSON with 400 in the error shape, with the request id', async () => {
    const res = await request(app.getHttpServer())
      .post('/api/system/heartbeats')
      .set('Content-Type', 'application/json')
      .send('{"wait": tru')
      .expect(400);
    expect(res.body).toEqual(errorBody(400, /^The request body is not valid JSON/));
    expect(res.body.requestId).toBe(res.headers['x-request-id']);
  });

  it('refuses an unknown field, naming it', async () => {
    const res = await admin.post('/api/system/heartbeats').send({ foo: 1 }).expect(400);
    expect(res.body).toEqual(errorBody(400, 'property foo should not exist'));
    expect(res.body.message).toEqual(['property foo should not exist']);
  });

  it('refuses a field of the wrong type, naming it', async () => {
    const res = await admin.post('/api/system/heartbeats').send({ wait: 'yes' }).expect(400);
    expect(res.body.detail).toBe('wait must be a boolean value');
  });

  it.each([
    ['limit=abc', /^limit must (be an integer number|not be greater than 100)$/],
    ['limit=0', /^limit must not be less than 1/],
    ['limit=101', /^limit must not be greater than 100/],
    ['cursor=abc', /^cursor must be a cursor returned by a previous page/],
    ['sort=id', /^property sort should not exist/],
  ])('refuses the query %s, naming the parameter', async (query, detail) => {
    const res = await admin.get(`/api/system/heartbeats?${query}`).expect(400);
    expect(res.body).toEqual(errorBody(400, detail));
  });

  it('answers an unknown API path with 404 JSON, never the web app', async () => {
    const res = await request(app.getHttpServer()).get('/api/no-such-thing').expect(404);
    expect(res.body).toEqual(errorBody(404, 'Cannot GET /api/no-such-thing'));
  });

  it('answers a body over the limit with 413', async () => {
    const res = await request(app.getHttpServer())
      .post('/api/system/heartbeats')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ wait: false, padding: 'x'.repeat(2 * 1024 * 1024) }))
      .expect(413);
    expect(res.body).toEqual(errorBody(413, 'The request body is too large.'));
  });

  it('keeps a well-formed request id sent by a proxy', async () => {
    const res = await request(app.getHttpServer()).get('/api/no-such-thing').set('X-Request-Id', 'proxy-id-12345').expect(404);
    expect(res.headers['x-request-id']).toBe('proxy-id-12345');
    expect(res.body.requestId).toBe('proxy-id-12345');
  });

  it('replaces a malformed request id with its own', async () => {
    const res = await request(app.getHttpServer()).get('/api/no-such-thing').set('X-Request-Id', 'bad id <script>').expect(404);
    expect(res.headers['x-request-id']).not.toBe('bad id <script>');
    expect(res.body.requestId).toBe(res.headers['x-request-id']);
  });
});
