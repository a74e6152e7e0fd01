import { redisOptionsFromUrl } from './redis-options';

describe('redisOptionsFromUrl', () => {
  it('reads host, port and database', () => {
    expect(redisOptionsFromUrl('redis://cache.internal:6380/2')).toMatchObject({ host: 'cache.internal', port: 6380, db: 2 });
  });
  it('defaults the port and database', () => {
    expect(redisOptionsFromUrl('redis://localhost')).toMatchObject({ port: 6379, db: 0, tls: undefined });
  });
  it('decodes credentials and enables TLS for rediss://', () => {
    expect(redisOptionsFromUrl('rediss://default:p%40ss@host:6379')).toMatchObject({
      username: 'default',
      password: 'p@ss',
      tls: {},
    });
  });
});
