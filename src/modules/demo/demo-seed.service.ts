import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { EnvironmentVariables } from '../../config/env.validation';
import { IdentityService } from '../identity/identity.service';

export interface DemoAccount {
  username: string;
  password: string | null;
  role: 'admin' | 'member';
  created: boolean;
}

const DEMO = [
  { username: 'sysadmin', email: 'sysadmin@waypoint.local', firstName: 'System', lastName: 'Administrator', role: 'admin', env: 'DEMO_ADMIN_PASSWORD' },
  { username: 'member', email: 'member@waypoint.local', firstName: 'Alex', lastName: 'Morgan', role: 'member', env: 'DEMO_MEMBER_PASSWORD' },
] as const;

/**
 * Demo data for the embedded mode, idempotent: running it again changes nothing unless a
 * DEMO_*_PASSWORD variable asks for a new password. Generated passwords are kept (mode 600) in
 * DEMO_CREDENTIALS_FILE so the start command can print them every time.
 */
@Injectable()
export class DemoSeedService {
  private readonly logger = new Logger(DemoSeedService.name);

  constructor(
    private readonly identity: IdentityService,
    private readonly config: ConfigService<EnvironmentVariables, true>,
  ) {}

  async seed(): Promise<DemoAccount[]> {
    const file = this.config.get('DEMO_CREDENTIALS_FILE', { infer: true });
    const saved: Record<string, string> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
    const result: DemoAccount[] = [];
    for (const demo of DEMO) {
      const fromEnv = this.config.get(demo.env, { infer: true });
      const existing = await this.identity.findByUsername(demo.username);
      if (existing) {
        if (fromEnv) {
          await this.identity.setPassword(existing, fromEnv);
          saved[demo.username] = fromEnv;
        }
        result.push({ username: demo.username, password: saved[demo.username] ?? null, role: demo.role, created: false });
        continue;
      }
      const password = fromEnv ?? randomBytes(9).toString('base64url');
      await this.identity.register({ ...demo, password });
      saved[demo.username] = password;
      result.push({ username: demo.username, password, role: demo.role, created: true });
      this.logger.log(`Created demo account ${demo.username}`);
    }
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(saved, null, 2)}\n`, { mode: 0o600 });
    return result;
  }
}
