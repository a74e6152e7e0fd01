import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEnum,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Length,
  Matches,
  Max,
  Min,
  ValidateIf,
  validateSync,
} from 'class-validator';

export enum NodeEnv {
  Development = 'development',
  Production = 'production',
  Test = 'test',
}

/** Which parts of the product this process runs (DESIGN.md §1). */
export enum AppRole {
  All = 'all',
  Api = 'api',
  Worker = 'worker',
}

/** Which AI provider answers (DESIGN.md §7). auto: Ollama when OLLAMA_URL or OLLAMA_HOSTED_URL is set, else builtin. */
export enum AiProviderSetting {
  Auto = 'auto',
  Builtin = 'builtin',
  Ollama = 'ollama',
}

export enum LogFormat {
  Json = 'json',
  Pretty = 'pretty',
}

export enum LogLevel {
  Fatal = 'fatal',
  Error = 'error',
  Warn = 'warn',
  Info = 'info',
  Debug = 'debug',
  Trace = 'trace',
  Silent = 'silent',
}

const toBoolean = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const v = value.trim().toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(v)) return true;
  if (['false', '0', 'no', 'off', ''].includes(v)) return false;
  return value;
};

/** Integers arrive as strings; keep anything that is not a plain integer as-is so validation rejects it. */
const toInteger = ({ value }: { value: unknown }) => (typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value);

/**
 * Every environment variable Waypoint reads, with its default.
 * `.env.example` documents each one; keep the two in step.
 */
export class EnvironmentVariables {
  @IsEnum(NodeEnv)
  NODE_ENV: NodeEnv = NodeEnv.Production;

  @Transform(toInteger)
  @IsInt({ message: 'PORT must be an integer between 1 and 65535' })
  @Min(1, { message: 'PORT must be an integer between 1 and 65535' })
  @Max(65535, { message: 'PORT must be an integer between 1 and 65535' })
  PORT = 3000;

  @IsString()
  HOST = '0.0.0.0';

  @IsEnum(AppRole, { message: 'ROLE must be one of: all, api, worker' })
  ROLE: AppRole = AppRole.All;

  @Matches(/^postgres(ql)?:\/\/\S+$/, {
    message: 'DATABASE_URL must be a postgres:// URL, for example postgres://user:pass@localhost:5432/waypoint',
  })
  DATABASE_URL: string;

  @Matches(/^rediss?:\/\/\S+$/, {
    message: 'REDIS_URL must be a redis:// or rediss:// URL, for example redis://localhost:6379/0',
  })
  REDIS_URL: string;

  /** Prefix of every BullMQ key, so several installations can share one Redis. */
  @Matches(/^[a-zA-Z0-9_-]{1,40}$/, { message: 'QUEUE_PREFIX must be 1-40 letters, digits, _ or -' })
  QUEUE_PREFIX = 'waypoint';

  @IsEnum(LogLevel, { message: 'LOG_LEVEL must be one of: fatal, error, warn, info, debug, trace, silent' })
  LOG_LEVEL: LogLevel = LogLevel.Info;

  @IsEnum(LogFormat, { message: 'LOG_FORMAT must be json or pretty' })
  LOG_FORMAT: LogFormat = LogFormat.Json;

  /** The address members use to reach Waypoint, when it differs from http://localhost:PORT. */
  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true }, { message: 'PUBLIC_URL must be an http(s) URL' })
  PUBLIC_URL?: string;

  /** Trust X-Forwarded-* headers (set when Waypoint runs behind a reverse proxy). */
  @Transform(toBoolean)
  @IsBoolean({ message: 'TRUST_PROXY must be true or false' })
  TRUST_PROXY = false;

  /** How often the system queue's heartbeat job runs. */
  @Transform(toInteger)
  @IsInt({ message: 'HEARTBEAT_INTERVAL_MS must be an integer of at least 1000' })
  @Min(1000, { message: 'HEARTBEAT_INTERVAL_MS must be an integer of at least 1000' })
  HEARTBEAT_INTERVAL_MS = 60_000;

  /** Days of telemetry events (and their hourly and daily rollups) kept for the admin analytics. */
  @Transform(toInteger)
  @IsInt({ message: 'TELEMETRY_RETENTION_DAYS must be an integer from 31 to 3650' })
  @Min(31, { message: 'TELEMETRY_RETENTION_DAYS must be an integer from 31 to 3650' })
  @Max(3650, { message: 'TELEMETRY_RETENTION_DAYS must be an integer from 31 to 3650' })
  TELEMETRY_RETENTION_DAYS = 90;

  /** Largest JSON request body accepted, in bytes. */
  @Transform(toInteger)
  @IsInt({ message: 'BODY_LIMIT_BYTES must be an integer between 1024 and 52428800' })
  @Min(1024, { message: 'BODY_LIMIT_BYTES must be an integer between 1024 and 52428800' })
  @Max(50 * 1024 * 1024, { message: 'BODY_LIMIT_BYTES must be an integer between 1024 and 52428800' })
  BODY_LIMIT_BYTES = 1024 * 1024;

  /**
   * Longest time a client may take to send a whole request (headers and body): a drip-fed request
   * is dropped after it. 30 s lets a 5 MB upload through at 1.4 Mbit/s; raise it for slow links.
   */
  @Transform(toInteger)
  @IsInt({ message: 'REQUEST_TIMEOUT_MS must be an integer between 5000 and 600000' })
  @Min(5000, { message: 'REQUEST_TIMEOUT_MS must be an integer between 5000 and 600000' })
  @Max(600_000, { message: 'REQUEST_TIMEOUT_MS must be an integer between 5000 and 600000' })
  // Checked every second: the default drops a drip-fed request within 30 s of its first byte.
  REQUEST_TIMEOUT_MS = 29_000;

  /** Signs the session cookie. Set it (32+ characters) wherever more than one process serves the API. */
  @IsOptional()
  @Length(32, 512, { message: 'SESSION_SECRET must be 32 to 512 characters' })
  SESSION_SECRET?: string;

  /**
   * Lets a Prometheus scraper read /api/metrics with `Authorization: Bearer <token>` (32+ characters).
   * Unset: only an administrator's session reads it.
   */
  @IsOptional()
  @Length(32, 512, { message: 'METRICS_TOKEN must be 32 to 512 characters' })
  METRICS_TOKEN?: string;

  /** Comma-separated usernames that may use admin mode. */
  @Matches(/^[\w.@-]+(,[\w.@-]+)*$/, { message: 'ADMIN_USERNAMES must be a comma-separated list of usernames' })
  ADMIN_USERNAMES = 'sysadmin';

  /**
   * An external OpenID Connect issuer (Keycloak: https://host/realms/<realm>). Unset: the embedded
   * provider at /oidc signs members in with local accounts.
   */
  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true }, { message: 'OIDC_ISSUER must be an http(s) URL' })
  OIDC_ISSUER?: string;

  @ValidateIf((env: EnvironmentVariables) => Boolean(env.OIDC_ISSUER))
  @IsString({ message: 'OIDC_CLIENT_ID is required when OIDC_ISSUER is set' })
  @Length(1, 200, { message: 'OIDC_CLIENT_ID is required when OIDC_ISSUER is set' })
  OIDC_CLIENT_ID?: string;

  @ValidateIf((env: EnvironmentVariables) => Boolean(env.OIDC_ISSUER))
  @IsString({ message: 'OIDC_CLIENT_SECRET is required when OIDC_ISSUER is set' })
  @Length(1, 500, { message: 'OIDC_CLIENT_SECRET is required when OIDC_ISSUER is set' })
  OIDC_CLIENT_SECRET?: string;

  /**
   * The operator's onboarding site. When set, members whose four opt-ins are not all on are sent to
   * its /dashboard (spec part 1 §4, onboarding gate) and new accounts start with the opt-ins off.
   */
  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true }, { message: 'ONBOARDING_URL must be an http(s) URL' })
  ONBOARDING_URL?: string;

  /** Nextcloud (cloud storage) base URL, for example https://cloud.example.org. Unset: cloud storage is not configured. */
  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true }, { message: 'NEXTCLOUD_URL must be an http(s) URL' })
  NEXTCLOUD_URL?: string;

  @ValidateIf((env: EnvironmentVariables) => Boolean(env.NEXTCLOUD_URL))
  @IsString({ message: 'NEXTCLOUD_ADMIN_USER is required when NEXTCLOUD_URL is set' })
  @Length(1, 200, { message: 'NEXTCLOUD_ADMIN_USER is required when NEXTCLOUD_URL is set' })
  NEXTCLOUD_ADMIN_USER?: string;

  /** An app password of the Nextcloud admin user (Settings → Security). */
  @ValidateIf((env: EnvironmentVariables) => Boolean(env.NEXTCLOUD_URL))
  @IsString({ message: 'NEXTCLOUD_ADMIN_PASSWORD is required when NEXTCLOUD_URL is set' })
  @Length(1, 500, { message: 'NEXTCLOUD_ADMIN_PASSWORD is required when NEXTCLOUD_URL is set' })
  NEXTCLOUD_ADMIN_PASSWORD?: string;

  /**
   * The cookie domain Nextcloud and Waypoint share (e.g. `.example.com`), when they do: token
   * cleanup then also expires the cloud cookies set on it. Unset: only this host's cookies.
   */
  @IsOptional()
  @Matches(/^\.?[a-z0-9.-]+$/i, { message: 'NEXTCLOUD_COOKIE_DOMAIN must be a domain such as .example.com' })
  NEXTCLOUD_COOKIE_DOMAIN?: string;

  /**
   * Keycloak server base for its Admin REST API, for example https://sso.example.org (with /auth on
   * Keycloak before 17). Unset: the admin user-information dashboard has no identity-provider block.
   */
  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true }, { message: 'KEYCLOAK_ADMIN_URL must be an http(s) URL' })
  KEYCLOAK_ADMIN_URL?: string;

  /** The realm whose users the admin API reads (the realm members sign in to). */
  @ValidateIf((env: EnvironmentVariables) => Boolean(env.KEYCLOAK_ADMIN_URL))
  @IsString({ message: 'KEYCLOAK_REALM is required when KEYCLOAK_ADMIN_URL is set' })
  @Length(1, 200, { message: 'KEYCLOAK_REALM is required when KEYCLOAK_ADMIN_URL is set' })
  KEYCLOAK_REALM?: string;

  /** A confidential client of that realm with service accounts enabled and realm-management's view-users role. */
  @ValidateIf((env: EnvironmentVariables) => Boolean(env.KEYCLOAK_ADMIN_URL))
  @IsString({ message: 'KEYCLOAK_ADMIN_CLIENT_ID is required when KEYCLOAK_ADMIN_URL is set' })
  @Length(1, 200, { message: 'KEYCLOAK_ADMIN_CLIENT_ID is required when KEYCLOAK_ADMIN_URL is set' })
  KEYCLOAK_ADMIN_CLIENT_ID?: string;

  @ValidateIf((env: EnvironmentVariables) => Boolean(env.KEYCLOAK_ADMIN_URL))
  @IsString({ message: 'KEYCLOAK_ADMIN_CLIENT_SECRET is required when KEYCLOAK_ADMIN_URL is set' })
  @Length(1, 500, { message: 'KEYCLOAK_ADMIN_CLIENT_SECRET is required when KEYCLOAK_ADMIN_URL is set' })
  KEYCLOAK_ADMIN_CLIENT_SECRET?: string;

  /** Mailcow (members' internal mailboxes and SOGo calendar) base URL. Unset: mail is not configured. */
  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true }, { message: 'MAILCOW_URL must be an http(s) URL' })
  MAILCOW_URL?: string;

  /** A read-only Mailcow API key (System → Configuration → Access → API). */
  @ValidateIf((env: EnvironmentVariables) => Boolean(env.MAILCOW_URL))
  @IsString({ message: 'MAILCOW_API_KEY is required when MAILCOW_URL is set' })
  @Length(1, 500, { message: 'MAILCOW_API_KEY is required when MAILCOW_URL is set' })
  MAILCOW_API_KEY?: string;

  /** The domain of members' mailboxes: username@MAIL_DOMAIN. */
  @ValidateIf((env: EnvironmentVariables) => Boolean(env.MAILCOW_URL))
  @Matches(/^[a-z0-9.-]+\.[a-z]{2,}$/i, { message: 'MAIL_DOMAIN must be a domain name such as mail.example.org' })
  MAIL_DOMAIN?: string;

  /** Waypoint's own OAuth2 client at Mailcow, for the admin OAuth2 mail test when the page sends no client of its own. */
  @IsOptional()
  @Length(1, 200, { message: 'MAIL_OAUTH2_CLIENT_ID must be 1 to 200 characters' })
  MAIL_OAUTH2_CLIENT_ID?: string;

  @ValidateIf((env: EnvironmentVariables) => Boolean(env.MAIL_OAUTH2_CLIENT_ID))
  @IsString({ message: 'MAIL_OAUTH2_CLIENT_SECRET is required when MAIL_OAUTH2_CLIENT_ID is set' })
  @Length(1, 500, { message: 'MAIL_OAUTH2_CLIENT_SECRET is required when MAIL_OAUTH2_CLIENT_ID is set' })
  MAIL_OAUTH2_CLIENT_SECRET?: string;

  /** IMAP server of members' mailboxes (Dovecot in Mailcow), for the unseen-mail count. */
  @IsOptional()
  @IsString()
  @Matches(/^[a-z0-9.-]+$/i, { message: 'IMAP_HOST must be a host name' })
  IMAP_HOST?: string;

  @Transform(toInteger)
  @IsInt({ message: 'IMAP_PORT must be an integer between 1 and 65535' })
  @Min(1, { message: 'IMAP_PORT must be an integer between 1 and 65535' })
  @Max(65535, { message: 'IMAP_PORT must be an integer between 1 and 65535' })
  IMAP_PORT = 993;

  /** TLS from the first byte (port 993). false: plain connection upgraded with STARTTLS when offered. */
  @Transform(toBoolean)
  @IsBoolean({ message: 'IMAP_SECURE must be true or false' })
  IMAP_SECURE = true;

  /** A Dovecot master user: Waypoint signs in as `mailbox*IMAP_MASTER_USER` to read the unseen count. */
  @ValidateIf((env: EnvironmentVariables) => Boolean(env.IMAP_HOST))
  @IsString({ message: 'IMAP_MASTER_USER is required when IMAP_HOST is set' })
  @Length(1, 200, { message: 'IMAP_MASTER_USER is required when IMAP_HOST is set' })
  IMAP_MASTER_USER?: string;

  @ValidateIf((env: EnvironmentVariables) => Boolean(env.IMAP_HOST))
  @IsString({ message: 'IMAP_MASTER_PASSWORD is required when IMAP_HOST is set' })
  @Length(1, 500, { message: 'IMAP_MASTER_PASSWORD is required when IMAP_HOST is set' })
  IMAP_MASTER_PASSWORD?: string;

  /** SMTP server that sends members' application e-mails and digests. Unset: mail is kept in the outbox, not sent. */
  @IsOptional()
  @IsString()
  @Matches(/^[a-z0-9.-]+$/i, { message: 'SMTP_HOST must be a host name' })
  SMTP_HOST?: string;

  @Transform(toInteger)
  @IsInt({ message: 'SMTP_PORT must be an integer between 1 and 65535' })
  @Min(1, { message: 'SMTP_PORT must be an integer between 1 and 65535' })
  @Max(65535, { message: 'SMTP_PORT must be an integer between 1 and 65535' })
  SMTP_PORT = 587;

  /** TLS from the first byte (port 465). false: STARTTLS when the server offers it (port 587). */
  @Transform(toBoolean)
  @IsBoolean({ message: 'SMTP_SECURE must be true or false' })
  SMTP_SECURE = false;

  /** SMTP sign-in; leave both unset for a relay that needs none. */
  @IsOptional()
  @Length(1, 200, { message: 'SMTP_USER must be 1 to 200 characters' })
  SMTP_USER?: string;

  @ValidateIf((env: EnvironmentVariables) => Boolean(env.SMTP_USER))
  @IsString({ message: 'SMTP_PASSWORD is required when SMTP_USER is set' })
  @Length(1, 500, { message: 'SMTP_PASSWORD is required when SMTP_USER is set' })
  SMTP_PASSWORD?: string;

  /** The envelope and From address of outgoing mail; members' own addresses go in Reply-To. */
  @ValidateIf((env: EnvironmentVariables) => Boolean(env.SMTP_HOST))
  @Matches(/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/, { message: 'MAIL_FROM must be an e-mail address such as jobs@example.org (required when SMTP_HOST is set)' })
  MAIL_FROM?: string;

  /** How long a worker may hold an e-mail it is sending before another worker may take it over. */
  @Transform(toInteger)
  @IsInt({ message: 'OUTBOX_LEASE_MS must be an integer between 1000 and 3600000' })
  @Min(1000, { message: 'OUTBOX_LEASE_MS must be an integer between 1000 and 3600000' })
  @Max(3_600_000, { message: 'OUTBOX_LEASE_MS must be an integer between 1000 and 3600000' })
  OUTBOX_LEASE_MS = 120_000;

  /** How often a worker looks for e-mails whose sender died (lease expired) and sends them. */
  @Transform(toInteger)
  @IsInt({ message: 'OUTBOX_SWEEP_MS must be an integer between 500 and 3600000' })
  @Min(500, { message: 'OUTBOX_SWEEP_MS must be an integer between 500 and 3600000' })
  @Max(3_600_000, { message: 'OUTBOX_SWEEP_MS must be an integer between 500 and 3600000' })
  OUTBOX_SWEEP_MS = 60_000;

  /** Days without a response after which an application gets a follow-up nudge. */
  @Transform(toInteger)
  @IsInt({ message: 'FOLLOW_UP_DAYS must be an integer between 1 and 90' })
  @Min(1, { message: 'FOLLOW_UP_DAYS must be an integer between 1 and 90' })
  @Max(90, { message: 'FOLLOW_UP_DAYS must be an integer between 1 and 90' })
  FOLLOW_UP_DAYS = 7;

  /** When the weekly digest goes out (cron, server time zone); `off` disables it. */
  @Matches(/^(off|(\S+\s+){4}\S+)$/, { message: 'DIGEST_CRON must be a five-field cron pattern such as "0 8 * * 1", or off' })
  DIGEST_CRON = '0 8 * * 1';

  /** Password for the demo `sysadmin` account; generated once when unset. */
  @IsOptional()
  @Length(8, 128, { message: 'DEMO_ADMIN_PASSWORD must be 8 to 128 characters' })
  DEMO_ADMIN_PASSWORD?: string;

  /** Password for the demo `member` account; generated once when unset. */
  @IsOptional()
  @Length(8, 128, { message: 'DEMO_MEMBER_PASSWORD must be 8 to 128 characters' })
  DEMO_MEMBER_PASSWORD?: string;

  /** The AI provider: auto (default), builtin, or ollama. */
  @IsEnum(AiProviderSetting, { message: 'AI_PROVIDER must be one of: auto, builtin, ollama' })
  AI_PROVIDER: AiProviderSetting = AiProviderSetting.Auto;

  /** How many AI jobs one worker process runs at once. */
  @Transform(toInteger)
  @IsInt({ message: 'AI_CONCURRENCY must be an integer between 1 and 32' })
  @Min(1, { message: 'AI_CONCURRENCY must be an integer between 1 and 32' })
  @Max(32, { message: 'AI_CONCURRENCY must be an integer between 1 and 32' })
  AI_CONCURRENCY = 2;

  /** How long an endpoint waits for its AI job (queueing included) before answering 503. */
  @Transform(toInteger)
  @IsInt({ message: 'AI_JOB_TIMEOUT_MS must be an integer between 1000 and 600000' })
  @Min(1000, { message: 'AI_JOB_TIMEOUT_MS must be an integer between 1000 and 600000' })
  @Max(600_000, { message: 'AI_JOB_TIMEOUT_MS must be an integer between 1000 and 600000' })
  AI_JOB_TIMEOUT_MS = 90_000;

  /** How long the built-in engine may work on one task, in its worker thread, before it is stopped. */
  @Transform(toInteger)
  @IsInt({ message: 'AI_BUILTIN_TIMEOUT_MS must be an integer between 1000 and 600000' })
  @Min(1000, { message: 'AI_BUILTIN_TIMEOUT_MS must be an integer between 1000 and 600000' })
  @Max(600_000, { message: 'AI_BUILTIN_TIMEOUT_MS must be an integer between 1000 and 600000' })
  AI_BUILTIN_TIMEOUT_MS = 20_000;

  /**
   * Job feeds to collect, as `Name|https://url` separated by commas, or `default` for the built-in
   * list (DEFAULT_FEEDS: We Work Remotely, Remotive…). Empty: RSS collection is off.
   */
  @IsOptional() @IsString()
  RSS_FEEDS?: string;

  /** Greenhouse job-board tokens to collect (comma-separated), e.g. `acme,globex`. */
  @IsOptional() @IsString()
  GREENHOUSE_BOARDS?: string;

  /** Greenhouse Job Board API base (a different host only for tests). */
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true }, { message: 'GREENHOUSE_API_URL must be an http(s) URL' })
  GREENHOUSE_API_URL = 'https://boards-api.greenhouse.io';

  /** Lever company handles to collect (comma-separated). */
  @IsOptional() @IsString()
  LEVER_COMPANIES?: string;

  /** Lever Postings API base (a different host only for tests). */
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true }, { message: 'LEVER_API_URL must be an http(s) URL' })
  LEVER_API_URL = 'https://api.lever.co';

  /** A JobSpy API service (self-hosted wrapper of the JobSpy scraper) for the indeed and linkedin sites. */
  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true }, { message: 'JOBSPY_URL must be an http(s) URL' })
  JOBSPY_URL?: string;

  /** The JobSpy service's API key, when it asks for one (sent as x-api-key). */
  @IsOptional() @IsString()
  JOBSPY_API_KEY?: string;

  /**
   * Let job sources and feed fetches reach private and loopback addresses. Off by default: server-side
   * fetches of administrator- or member-given URLs reach public addresses only. Tests turn it on for
   * their loopback fakes.
   */
  @Transform(toBoolean)
  @IsBoolean({ message: 'JOB_SOURCES_ALLOW_PRIVATE must be true or false' })
  JOB_SOURCES_ALLOW_PRIVATE = false;

  /** A local Ollama server, for example http://127.0.0.1:11434. Required when AI_PROVIDER=ollama and no hosted URL is set. */
  @ValidateIf((env: EnvironmentVariables) => env.OLLAMA_URL !== undefined || (env.AI_PROVIDER === AiProviderSetting.Ollama && !env.OLLAMA_HOSTED_URL))
  @IsUrl(
    { require_tld: false, protocols: ['http', 'https'], require_protocol: true },
    { message: 'OLLAMA_URL must be an http(s) URL (AI_PROVIDER=ollama needs OLLAMA_URL or OLLAMA_HOSTED_URL)' },
  )
  OLLAMA_URL?: string;

  /** A hosted Ollama endpoint, reached with a bearer token. */
  @IsOptional()
  @IsUrl(
    { require_tld: false, protocols: ['http', 'https'], require_protocol: true },
    { message: 'OLLAMA_HOSTED_URL must be an http(s) URL' },
  )
  OLLAMA_HOSTED_URL?: string;

  @IsOptional()
  @IsString()
  OLLAMA_HOSTED_TOKEN?: string;

  /** Use the hosted endpoint even when a local one is set. */
  @Transform(toBoolean)
  @IsBoolean({ message: 'OLLAMA_USE_HOSTED must be true or false' })
  OLLAMA_USE_HOSTED = false;

  /** The model of the primary instructor (and every task without a choice). */
  @Matches(/^[\w.:/-]{1,100}$/, { message: 'OLLAMA_PRIMARY_MODEL must be a model name such as llama3.1:8b' })
  OLLAMA_PRIMARY_MODEL = 'llama3.1:8b';

  /** The model of the secondary instructor ("Assistant, experimental"). */
  @Matches(/^[\w.:/-]{1,100}$/, { message: 'OLLAMA_SECONDARY_MODEL must be a model name such as llama3.1:8b' })
  OLLAMA_SECONDARY_MODEL = 'llama3.1:8b';

  /** Per-request timeout of Ollama calls. */
  @Transform(toInteger)
  @IsInt({ message: 'OLLAMA_TIMEOUT_MS must be an integer between 1000 and 600000' })
  @Min(1000, { message: 'OLLAMA_TIMEOUT_MS must be an integer between 1000 and 600000' })
  @Max(600_000, { message: 'OLLAMA_TIMEOUT_MS must be an integer between 1000 and 600000' })
  OLLAMA_TIMEOUT_MS = 60_000;

  /** The quiz repository: one folder per topic, each with one markdown quiz (LinkedIn skill-assessment format). */
  @IsString()
  QUIZ_REPO_ROOT = 'content/quizzes';

  /** The industry interview banks, in the same format. */
  @IsString()
  INTERVIEW_BANK_ROOT = 'content/interview-banks/industry';

  /** A self-hosted SearXNG instance (JSON format enabled) the training-program search asks for pages to crawl. */
  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true }, { message: 'SEARXNG_URL must be an http(s) URL' })
  SEARXNG_URL?: string;

  /** Let the training-program crawler reach private and loopback addresses (tests' fixture sites). Off by default. */
  @Transform(toBoolean)
  @IsBoolean({ message: 'TRAINING_CRAWL_ALLOW_PRIVATE must be true or false' })
  TRAINING_CRAWL_ALLOW_PRIVATE = false;

  /** The least time between two requests of the crawler to one host (robots.txt Crawl-delay may ask for more, up to 30 s). */
  @Transform(toInteger)
  @IsInt({ message: 'CRAWL_HOST_DELAY_MS must be an integer between 0 and 60000' })
  @Min(0, { message: 'CRAWL_HOST_DELAY_MS must be an integer between 0 and 60000' })
  @Max(60_000, { message: 'CRAWL_HOST_DELAY_MS must be an integer between 0 and 60000' })
  CRAWL_HOST_DELAY_MS = 1000;

  /** Pages one crawl reads at most (start pages and the program pages they link to). */
  @Transform(toInteger)
  @IsInt({ message: 'CRAWL_MAX_PAGES must be an integer between 1 and 500' })
  @Min(1, { message: 'CRAWL_MAX_PAGES must be an integer between 1 and 500' })
  @Max(500, { message: 'CRAWL_MAX_PAGES must be an integer between 1 and 500' })
  CRAWL_MAX_PAGES = 40;

  /** How long the crawler waits for one page (robots.txt: at most 10 s). */
  @Transform(toInteger)
  @IsInt({ message: 'CRAWL_PAGE_TIMEOUT_MS must be an integer between 1000 and 120000' })
  @Min(1000, { message: 'CRAWL_PAGE_TIMEOUT_MS must be an integer between 1000 and 120000' })
  @Max(120_000, { message: 'CRAWL_PAGE_TIMEOUT_MS must be an integer between 1000 and 120000' })
  CRAWL_PAGE_TIMEOUT_MS = 15_000;

  /** Where generated demo passwords are kept (mode 600) so the start command can print them. */
  @IsString()
  DEMO_CREDENTIALS_FILE = '.data/demo-credentials.json';
}

export class ConfigurationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigurationError';
  }
}

/** Validates raw environment values; throws a ConfigurationError naming every bad variable. */
export function validate(raw: Record<string, unknown>): EnvironmentVariables {
  // Empty strings mean "not set", so defaults apply (docker-compose passes `VAR=` for unset values).
  const present = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined && v !== ''));
  const env = plainToInstance(EnvironmentVariables, present, { exposeDefaultValues: true });
  const errors = validateSync(env, { skipMissingProperties: false, whitelist: false });
  if (errors.length > 0) {
    const problems = errors.map((e) => {
      const messages = Object.values(e.constraints ?? {});
      return messages.length > 0 && messages[0].includes(e.property)
        ? messages[0]
        : `${e.property}: ${messages.join('; ') || 'is invalid'}`;
    });
    throw new ConfigurationError(problems);
  }
  return env;
}
