import pkg from '../../../package.json';
import { repositoryUrl, SettingsService } from './settings.service';

describe('SettingsService', () => {
  it('reports the version from package.json', () => {
    expect(new SettingsService().getSettings().app.version).toBe(pkg.version);
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
