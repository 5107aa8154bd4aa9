import { resolve } from 'node:path';
import { loadAccountsSettings, type AccountsSettings } from './modules/accounts/accounts-settings.ts';

/** Every setting of the server, read once from the environment (documented in README.md). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  demo: boolean;
  secret: string | undefined;
  logLevel: string;
  production: boolean;
  webDist: string;
  version: string;
  superadminEmail: string | undefined;
  superadminPassword: string | undefined;
  /** Name of the headquarters made for that superadmin when there is none. */
  headquartersTitle: string;
  loginMaxFailures: number;
  loginWindowMinutes: number;
  /** Mail, links in mails and social sign-in (modules/accounts). */
  accounts: AccountsSettings;
}

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => ({
  port: Number(env.PORT ?? 8080),
  host: env.HOST ?? '0.0.0.0',
  dataDir: resolve(env.DATA_DIR ?? './data'),
  databaseUrl: env.DATABASE_URL || undefined,
  demo: env.KAMPUS_DEMO !== '0',
  secret: env.KAMPUS_SECRET || undefined,
  logLevel: env.LOG_LEVEL ?? 'info',
  production: env.NODE_ENV === 'production',
  webDist: resolve(env.KAMPUS_WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
  version: env.KAMPUS_VERSION ?? '0.1.0',
  superadminEmail: env.KAMPUS_SUPERADMIN_EMAIL || undefined,
  superadminPassword: env.KAMPUS_SUPERADMIN_PASSWORD || undefined,
  headquartersTitle: env.KAMPUS_HEADQUARTERS || 'Headquarters',
  loginMaxFailures: Number(env.KAMPUS_LOGIN_MAX_FAILURES ?? 5),
  loginWindowMinutes: Number(env.KAMPUS_LOGIN_WINDOW_MINUTES ?? 15),
  accounts: loadAccountsSettings(env, Number(env.PORT ?? 8080)),
});
