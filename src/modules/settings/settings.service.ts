import { Injectable } from '@nestjs/common';
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
  getSettings(): SettingsResponseDto {
    return { app: { repo: repositoryUrl(pkg.repository), version: pkg.version } };
  }
}
