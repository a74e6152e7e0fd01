import pkg from '../../../package.json';
import { repositoryUrl, SettingsService } from './settings.service';

describe('SettingsService', () => {
  it('reports the version from package.json', () => {
    const config = { get: () => undefined } as never;
    expect(new SettingsService(config).getSettings().app).toEqual({ version: pkg.version, repo: expect.any(String), onboarding_url: null, mail_url: null, cloud_configured: false });
  });

  it.each([
    ['https://github.com/acme/waypoint.git', 'https://github.com/acme/waypoint'],
    ['git+https://github.com/acme/waypoint.git', 'https://github.com/acme/waypoint'],
    ['github:acme/waypoint', 'https://github.com/acme/waypoint'],
  ])('turns the repository %s into a browsable URL', (raw, url) => {
    expect(repositoryUrl({ url: raw })).toBe(url);
    expect(repositoryUrl(raw)).toBe(url);
  });
});
