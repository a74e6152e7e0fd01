import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { EnvironmentVariables } from '../../config/env.validation';
import pkg from '../../../package.json';
import type { SettingsResponseDto } from './dto/settings-response.dto';

/** `https://host/x.git`, `git+https://…` and `github:owner/name` all become a browsable https URL. */
export function repositoryUrl(repository: string | { url?: string } | undefined): string {
  const raw = typeof repository === 'string' ? repository : (repository?.url ?? '');
  const shorthand = /^github:([\w.-]+\/[\w.-]+)$/.exec(raw);
  if (shorthand) return `https://github.com/${shorthand[1]}`;
  return raw.replace(/^git\+/, '').replace(/\.git$/, '');
}

@Injectable()
export class SettingsService {
  constructor(private readonly config: ConfigService<EnvironmentVariables, true>) {}

  getSettings(): SettingsResponseDto {
    const trim = (url: string | undefined) => (url ? url.replace(/\/+$/, '') : null);
    return {
      app: {
        repo: repositoryUrl(pkg.repository),
        version: pkg.version,
        onboarding_url: trim(this.config.get('ONBOARDING_URL', { infer: true })),
        mail_url: trim(this.config.get('MAILCOW_URL', { infer: true })),
        cloud_configured: Boolean(this.config.get('NEXTCLOUD_URL', { infer: true })),
      },
    };
  }
}
