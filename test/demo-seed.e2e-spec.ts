import { rmSync } from 'node:fs';
import type { INestApplicationContext } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Test } from '@nestjs/testing';
import { DataSource } from 'typeorm';
import type { EnvironmentVariables } from '../src/config/env.validation';
import { DemoSeedService } from '../src/modules/demo/demo-seed.service';
import { DemoModule } from '../src/modules/demo/demo.module';
import { IdentityService } from '../src/modules/identity/identity.service';

describe('demo seed', () => {
  let app: INestApplicationContext;
  let identity: IdentityService;

  beforeAll(async () => {
    rmSync(process.env.DEMO_CREDENTIALS_FILE as string, { force: true });
    const moduleRef = await Test.createTestingModule({ imports: [DemoModule] }).compile();
    app = await moduleRef.init();
    await app.get(DataSource).query('TRUNCATE local_accounts');
    identity = app.get(IdentityService);
  });
  afterAll(() => app.close());

  it('creates the administrator and the member with generated passwords that sign in', async () => {
    const accounts = await app.get(DemoSeedService).seed();
    expect(accounts.map((a) => [a.username, a.role, a.created])).toEqual([
      ['sysadmin', 'admin', true],
      ['member', 'member', true],
    ]);
    for (const a of accounts) {
      expect(a.password).toMatch(/^[\w-]{12}$/);
      await expect(identity.authenticate(a.username, a.password as string)).resolves.toMatchObject({ username: a.username });
      await expect(identity.authenticate(a.username, 'wrong-password')).resolves.toBeNull();
    }
  });

  it('changes nothing when run again, and still knows the passwords to print', async () => {
    const before = await app.get(DataSource).query('SELECT id, password_hash FROM local_accounts ORDER BY username');
    const first = await app.get(DemoSeedService).seed();
    const again = await app.get(DemoSeedService).seed();
    expect(again.every((a) => !a.created)).toBe(true);
    expect(again.map((a) => a.password)).toEqual(first.map((a) => a.password));
    const after = await app.get(DataSource).query('SELECT id, password_hash FROM local_accounts ORDER BY username');
    expect(after).toEqual(before);
  });

  it('resets a password when the environment gives one', async () => {
    const config = app.get(ConfigService);
    const values: Record<string, unknown> = { DEMO_MEMBER_PASSWORD: 'a-new-member-password' };
    const withEnv = { get: (key: string) => (key in values ? values[key] : config.get(key)) } as unknown as ConfigService<EnvironmentVariables, true>;
    const accounts = await new DemoSeedService(identity, withEnv).seed();
    expect(accounts.find((a) => a.username === 'member')?.password).toBe('a-new-member-password');
    await expect(identity.authenticate('MEMBER', 'a-new-member-password')).resolves.toMatchObject({ username: 'member' });
  });
});
