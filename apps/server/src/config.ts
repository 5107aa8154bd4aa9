import { join, resolve } from 'node:path';
import { parseOutboundAllow, type OutboundPolicy } from './integrations/outbound/outbound-policy.ts';
import { loadDriveSettings, type DriveSettings } from './integrations/drive/drive-settings.ts';
import { loadPushSettings, type PushSettings } from './integrations/push/push-settings.ts';
import {
  loadDocumentSigningSettings,
  type DocumentSigningSettings,
} from './integrations/document-signing/signing-settings.ts';
import { loadSmsSettings, type SmsSettings } from './integrations/sms/sms-gateway.ts';
import { loadSsoSettings, type SsoSettings } from './integrations/sso/sso-partners.ts';
import { serverDir } from './paths.ts';
import { loadAccountsSettings, type AccountsSettings } from './modules/accounts/accounts-settings.ts';

/**
 * `TRUST_PROXY`: unset or empty trusts no proxy; a whole number trusts that many hops; else a
 * comma-separated list of addresses or CIDRs (`127.0.0.1,10.0.0.0/8`). Fastify then takes the
 * client address the nearest untrusted hop gave, so a client cannot choose its own.
 */
export const parseTrustProxy = (value: string | undefined): false | string[] | number => {
  const text = (value ?? '').trim();
  if (text === '') return false;
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
};

/** Every setting of the server, read once from the environment (documented in README.md). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * A read replica of `databaseUrl` (`DATABASE_READ_URL`, PostgreSQL only): lists, exports and
   * reports that write nothing read there; everything else stays on the primary.
   */
  databaseReadUrl: string | undefined;
  demo: boolean;
  secret: string | undefined;
  logLevel: string;
  production: boolean;
  webDist: string;
  /** The Hydra admin's build (apps/api-admin), served at /admin/api/ when present. */
  apiAdminDist: string;
  version: string;
  superadminEmail: string | undefined;
  superadminPassword: string | undefined;
  /** Name of the headquarters made for that superadmin when there is none. */
  headquartersTitle: string;
  /**
   * Which proxies in front of the server may name the client in `X-Forwarded-For`: `false` (none,
   * the default: the client is the socket's peer), their addresses or CIDRs, or a hop count.
   */
  trustProxy: false | string[] | number;
  loginMaxFailures: number;
  /** Whether callers, the school tree and season schools are kept in memory between requests (`KAMPUS_REQUEST_CACHE=0` turns it off). */
  requestCache: boolean;
  /** Anonymous requests that send mail (register codes, reset links) per client address and hour. */
  mailsPerIpHour: number;
  /** Public form submissions per client address and hour (`KAMPUS_FORM_SUBMISSIONS_PER_IP_HOUR`). */
  formSubmissionsPerIpHour: number;
  loginWindowMinutes: number;
  /** How long an impersonation lasts before its session ends by itself (`KAMPUS_IMPERSONATION_MINUTES`, 30). */
  impersonationMinutes: number;
  /** Whether this node runs a job worker (docs/jobs.md). */
  jobs: boolean;
  /** How often an idle job worker looks for due jobs. */
  jobPollMs: number;
  /** Whether start-up queues the monthly retention run (`KAMPUS_RETENTION=0`: not on this node; docs/privacy.md). */
  retention: boolean;
  /** Files go to this S3 bucket when set, else to `DATA_DIR/files`. */
  s3Bucket: string | undefined;
  s3Endpoint: string | undefined;
  s3Region: string;
  s3Prefix: string;
  /** The file manager's Drive tab: Google Drive, the local Drive or off (`GOOGLE_DRIVE`, docs/filemanager.md). */
  drive: DriveSettings;
  /** The bearer token `/metrics` asks for; unset, `/metrics` answers 404 (`KAMPUS_METRICS_TOKEN`). */
  metricsToken: string | undefined;
  /** After SIGTERM, how long the node still accepts connections while `/ready` is 503 (`KAMPUS_DRAIN_SECONDS`). */
  drainSeconds: number;
  /** After SIGTERM, the most time the node takes to stop, the drain included (`KAMPUS_SHUTDOWN_SECONDS`). */
  shutdownSeconds: number;
  /** Mail, links in mails and social sign-in (modules/accounts). */
  accounts: AccountsSettings;
  /** BigBlueButton's API base (`BBB_URL`, as `bbb-conf --secret` prints it) and shared secret; unset, online classes answer 503. */
  bbbUrl: string | undefined;
  bbbSecret: string | undefined;
  /** The SMS gateway (`SMS_GATEWAY_*`; `local`: the outbox in `DATA_DIR/sms-outbox`; unset: none, nothing is sent). */
  sms: SmsSettings;
  /** Web Push: the VAPID keys and subject (`VAPID_PUBLIC_KEY`, `VAPID_PRIVATE_KEY`, `VAPID_SUBJECT`; docs/pwa.md). */
  push: PushSettings;
  /** Who signs the transcripts (`DOCUMENT_SIGNING_P12`, `DOCUMENT_SIGNING_PASSPHRASE`; unset: a self-signed certificate of the installation's own). */
  documentSigning: DocumentSigningSettings;
  /** Partner sign-on (`SSO_VCLOUD_URL`/`_SECRET`, `SSO_DIJIDEMI_URL`/`_SECRET`, `SSO_TOKEN_SECONDS`). */
  sso: SsoSettings;
  /** How long a call to a school's OpenCart store may take (`OPENCART_TIMEOUT_MS`). */
  storeTimeoutMs: number;
  /**
   * What outbound calls (store, BigBlueButton, Drive, OpenID, SMS, SMTP) may reach beside public
   * addresses: the on-premise hosts and ranges of `KAMPUS_OUTBOUND_ALLOW` (docs/security.md).
   */
  outbound: OutboundPolicy;
  /** Targets of the marketing, privacy and terms links (`KAMPUS_MARKETING_URL`, `KAMPUS_PRIVACY_URL`, `KAMPUS_TERMS_URL`). */
  siteLinks: { marketing: string | null; privacy: string | null; terms: string | null };
}

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const dataDir = resolve(env.DATA_DIR ?? './data');
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseReadUrl: env.DATABASE_URL ? env.DATABASE_READ_URL || undefined : undefined,
    demo: env.KAMPUS_DEMO !== '0',
    secret: env.KAMPUS_SECRET || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    production: env.NODE_ENV === 'production',
    webDist: resolve(env.KAMPUS_WEB_DIST ?? join(serverDir, '..', 'web', 'dist')),
    apiAdminDist: resolve(env.KAMPUS_API_ADMIN_DIST ?? join(serverDir, '..', 'api-admin', 'dist')),
    version: env.KAMPUS_VERSION ?? '0.1.0',
    superadminEmail: env.KAMPUS_SUPERADMIN_EMAIL || undefined,
    superadminPassword: env.KAMPUS_SUPERADMIN_PASSWORD || undefined,
    headquartersTitle: env.KAMPUS_HEADQUARTERS || 'Headquarters',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    loginMaxFailures: Number(env.KAMPUS_LOGIN_MAX_FAILURES ?? 5),
    requestCache: env.KAMPUS_REQUEST_CACHE !== '0',
    mailsPerIpHour: Number(env.KAMPUS_MAILS_PER_IP_HOUR ?? 10),
    formSubmissionsPerIpHour: Number(env.KAMPUS_FORM_SUBMISSIONS_PER_IP_HOUR ?? 20),
    loginWindowMinutes: Number(env.KAMPUS_LOGIN_WINDOW_MINUTES ?? 15),
    impersonationMinutes: Math.max(1, Number(env.KAMPUS_IMPERSONATION_MINUTES ?? 30) || 30),
    jobs: env.KAMPUS_JOBS !== '0',
    retention: env.KAMPUS_RETENTION !== '0',
    jobPollMs: Math.max(10, Number(env.KAMPUS_JOB_POLL_MS ?? 1000)),
    s3Bucket: env.S3_BUCKET || undefined,
    s3Endpoint: env.S3_ENDPOINT || undefined,
    s3Region: env.S3_REGION || env.AWS_REGION || 'us-east-1',
    s3Prefix: env.S3_PREFIX ?? '',
    drive: loadDriveSettings(env, join(dataDir, 'drive')),
    metricsToken: env.KAMPUS_METRICS_TOKEN || undefined,
    drainSeconds: Math.max(0, Number(env.KAMPUS_DRAIN_SECONDS ?? 0) || 0),
    shutdownSeconds: Math.max(1, Number(env.KAMPUS_SHUTDOWN_SECONDS ?? 25) || 25),
    accounts: loadAccountsSettings(env, Number(env.PORT ?? 8080)),
    bbbUrl: env.BBB_URL || undefined,
    bbbSecret: env.BBB_SECRET || undefined,
    sms: loadSmsSettings(env),
    push: loadPushSettings(env),
    documentSigning: loadDocumentSigningSettings(env),
    sso: loadSsoSettings(env, loadAccountsSettings(env, Number(env.PORT ?? 8080)).publicUrl),
    storeTimeoutMs: Math.max(100, Number(env.OPENCART_TIMEOUT_MS ?? 10_000) || 10_000),
    outbound: parseOutboundAllow(env.KAMPUS_OUTBOUND_ALLOW),
    siteLinks: {
      marketing: env.KAMPUS_MARKETING_URL || null,
      privacy: env.KAMPUS_PRIVACY_URL || null,
      terms: env.KAMPUS_TERMS_URL || null,
    },
  };
};
