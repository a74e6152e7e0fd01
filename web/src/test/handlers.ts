import type { ActivityRowDto, ActivitySummaryDto } from '../api/activity';
import { http, HttpResponse } from 'msw';
import type { AuthStatusDto, UserResponseDto } from '../api/auth';
import type { SettingsResponseDto } from '../api/settings';
import type { UserListItemDto } from '../api/users';

export const demoSettings: SettingsResponseDto = {
  app: { repo: 'https://example.org/waypoint', version: '9.8.7', onboarding_url: null, mail_url: 'https://mail.example.org', cloud_configured: true },
};

export const memberUser: UserResponseDto = {
  id: 'u-member',
  username: 'member',
  first_name: 'Alex',
  last_name: 'Morgan',
  name: 'Alex Morgan',
  email: 'alex@example.org',
  keycloak_id: 'sub-member',
  title: 'Data Analyst',
  location: null,
  experience: null,
  avatar: null,
  is_admin: false,
  created_at: '2026-11-01T10:00:00.000Z',
  last_login: '2026-11-20T10:00:00.000Z',
};

export const adminUser: UserResponseDto = { ...memberUser, id: 'u-admin', username: 'sysadmin', first_name: 'System', last_name: 'Administrator', name: 'System Administrator', email: 'admin@example.org', is_admin: true };

export const signedOut: AuthStatusDto = { authenticated: false, user: null };
export const signedInAs = (user: UserResponseDto): AuthStatusDto => ({ authenticated: true, user });

export const userList: UserListItemDto[] = [memberUser, adminUser].map((u) => ({
  id: u.id,
  username: u.username,
  first_name: u.first_name,
  last_name: u.last_name,
  name: u.name,
  email: u.email,
  avatar: u.avatar,
  title: u.title,
  location: u.location,
  created_at: u.created_at,
  last_login: u.last_login,
}));

export const fullAccount = {
  cloud_storage_opt_in: true,
  email_opt_in: true,
  resume_uploaded: true,
  member_access_enabled: true,
  signature: '',
  mailcow_enabled: true,
  nextcloud_enabled: false,
  pdf_page_size: null,
  pdf_page_size_label: 'A4 (8.27 × 11.69 in)',
  effective_pdf_page_size: 'A4',
  pdf_margin: null,
  effective_pdf_margin: 50,
  wip_email_proxy: true,
  default_wip_email_proxy: true,
};

export const ollamaEnvironment = {
  localUrl: null,
  hostedUrl: null,
  tokenConfigured: false,
  useHosted: false,
  provider: 'builtin' as const,
  primaryModel: 'waypoint-rules-1',
  secondaryModel: 'waypoint-rules-1',
  defaultLocalHost: '127.0.0.1',
  defaultLocalPort: 11434,
  defaultParsePrompt: 'Parse the resume below into a JSON object with exactly six sections',
};

/** An activity summary (GET /api/activity): a member with no activity yet, unless overridden. */
export function activitySummary(overrides: Partial<ActivitySummaryDto> = {}): ActivitySummaryDto {
  return {
    all_time_totals_by_type: {},
    week_to_date_daily_by_type: {},
    week_deltas: {},
    stats: [],
    summary: { total_activities: 0, active_days: 0, first_activity: null },
    recentActivity: [],
    dailyCounts: [],
    activities: [],
    ...overrides,
  };
}

/** One activity row. */
export const activityRow = (id: string, activity_type: string, activity_details: string, created_at: string): ActivityRowDto => ({
  id,
  activity_type,
  activity_details,
  created_at,
});

export const systemStats = {
  cpu: 23.4,
  memory: { used: 6.1, total: 15.6, percentage: 39.1 },
  disk: { used: 180.2, total: 251.9, percentage: 71.5 },
  network: { rxMBps: 0.42, txMBps: 0.13, interfaces: ['eth0'], uptime: 93_784 },
  processUptime: 3_600,
  sampledAt: '2026-11-24T10:00:00.000Z',
};

export const systemOverview = {
  total_users: 2,
  active_users: 1,
  system_events: 1_234,
  uptime_seconds: 3_660,
  started_at: '2026-11-24T09:00:00.000Z',
  security: { failed_sign_ins_24h: 2, throttled_sign_ins_24h: 0 },
  recent_activity: [{ at: '2026-11-24T09:59:00.000Z', event_type: 'resume_upload', username: 'alex' }],
};

export const handlers = [
  http.get('*/api/activity', () => HttpResponse.json(activitySummary())),
  http.get('*/api/ollama/environment', () => HttpResponse.json(ollamaEnvironment)),
  http.get('*/api/account', () => HttpResponse.json(fullAccount)),
  http.get('*/api/nextcloud/last-login', () => HttpResponse.json({ lastLogin: 0 })),
  http.post('*/api/migrate-nextcloud-temp-uid', () => HttpResponse.json({ migrated: false, uid: null, lastLogin: 0, nextcloud_enabled: false })),
  http.post('*/api/mail/unseen', () => HttpResponse.json({ unseen_count: 150 })),
  http.get('*/api/account/status', () => HttpResponse.json({ mailcow_enabled: true, nextcloud_enabled: false })),
  http.get('*/api/settings', () => HttpResponse.json(demoSettings)),
  http.get('*/api/system-stats', () => HttpResponse.json(systemStats)),
  http.get('*/api/system/overview', () => HttpResponse.json(systemOverview)),
  http.get('*/api/health', () =>
    HttpResponse.json({
      status: 'ok',
      checks: { database: { status: 'up', detail: 'answered in 2 ms' }, redis: { status: 'up', detail: 'answered in 1 ms' } },
      queues: { ai: { waiting: 0, active: 0, delayed: 0, failed: 0, completed: 3 } },
      lastHeartbeatAt: null,
    }),
  ),
  http.get('*/auth/status', () => HttpResponse.json(signedOut)),
  http.get('*/api/users', ({ request }) => {
    // The server's contract (search, sort and paging are done in SQL there): a case-insensitive
    // search, one page, and the total.
    const params = new URL(request.url).searchParams;
    const q = (params.get('q') ?? '').toLowerCase();
    const limit = Number(params.get('limit') ?? 10);
    const offset = Number(params.get('offset') ?? 0);
    const items = userList.filter((u) => !q || [u.username, u.email, u.name, u.title, u.location].some((v) => v?.toLowerCase().includes(q)));
    return HttpResponse.json({ items: items.slice(offset, offset + limit), total: items.length, limit, offset });
  }),
];
