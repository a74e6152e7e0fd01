import { describe, expect, it } from 'vitest';
import { clearedNames, cloudCookieNames, cookieNames, expireCloudCookies, expiryFor, isCloudCookie } from './cloudCookies';

describe('cloud cookies', () => {
  it('knows Nextcloud cookie names', () => {
    for (const name of ['nc_session_id', 'nc_token', 'nc_username', 'oc_sessionPassphrase', '__Host-nc_sameSiteCookielax', '__Host-nc_sameSiteCookiestrict', 'oc1a2b3c4d5e6f']) {
      expect(isCloudCookie(name)).toBe(true);
    }
    for (const name of ['waypoint.sid', 'ocean', 'oc123', 'PHPSESSID', 'xnc_token', '_ga']) {
      expect(isCloudCookie(name)).toBe(false);
    }
  });

  it('reads names only, once each, and never values', () => {
    const cookie = 'waypoint.sid=s%3Asecret; nc_token=abc=def; oc1a2b3c4d5e6f=xyz;nc_token=again; theme=dark';
    expect(cookieNames(cookie)).toEqual(['waypoint.sid', 'nc_token', 'oc1a2b3c4d5e6f', 'theme']);
    expect(cloudCookieNames(cookie)).toEqual(['nc_token', 'oc1a2b3c4d5e6f']);
    expect(cloudCookieNames('')).toEqual([]);
  });

  it('reads the names the server cleared', () => {
    expect(clearedNames('')).toBeNull();
    expect(clearedNames('?cleared=')).toEqual([]);
    expect(clearedNames('?cleared=nc_token%2Coc_sessionPassphrase,nc_token')).toEqual(['nc_token', 'oc_sessionPassphrase']);
    expect(clearedNames('?cleared=nc_token,<script>,a b')).toEqual(['nc_token']);
  });

  it('expires a cookie at path / and adds Secure for prefixed names', () => {
    expect(expiryFor('nc_token')).toBe('nc_token=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; Path=/');
    expect(expiryFor('__Host-nc_sameSiteCookielax')).toMatch(/; Path=\/; Secure$/);
  });

  it('expires the visible cloud cookies only', () => {
    const writes: string[] = [];
    const doc = {
      get cookie() {
        return 'nc_token=a; theme=dark; oc_sessionPassphrase=b';
      },
      set cookie(v: string) {
        writes.push(v);
      },
    };
    expect(expireCloudCookies(doc)).toEqual(['nc_token', 'oc_sessionPassphrase']);
    expect(writes.map((w) => w.split('=')[0])).toEqual(['nc_token', 'oc_sessionPassphrase']);
  });
});
