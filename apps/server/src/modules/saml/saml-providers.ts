import { samlProviders, type RowOf } from '@kampus/contract';
import type { Db } from '../../db/database.ts';
import { system } from '../../core/repository.ts';
import type { Services } from '../../core/services.ts';
import { certificatesOf, type SamlSettings } from '../../integrations/saml/saml-settings.ts';

/** The key of the provider set by environment variables; a school group's is its row's id. */
const INSTALLATION = 'installation';

/**
 * An identity provider a sign-in may go through: its settings beside our service provider, and
 * whose people it signs in (a school and every school below it; null: the installation's, anyone).
 */
export interface SamlProvider {
  key: string;
  settings: SamlSettings;
  school: number | null;
}

type ProviderRow = RowOf<typeof samlProviders>;

const providerOfRow = (services: Services, row: ProviderRow): SamlProvider => ({
  key: String(row.id),
  school: row.school,
  settings: {
    ...services.config.accounts.samlServiceProvider,
    // Never empty: the hooks refuse a provider without them, from its metadata or typed.
    idpEntityId: row.idpEntityId ?? '',
    ssoUrl: row.ssoUrl ?? '',
    sloUrl: row.sloUrl ?? undefined,
    idpCerts: certificatesOf(row.certificates ?? ''),
    emailAttribute: row.emailAttribute?.trim() || 'email',
    name: row.name,
    allowIdpInitiated: row.allowIdpInitiated === true,
  },
});

const installation = (services: Services): SamlProvider | null => {
  const settings = services.config.accounts.saml;
  return settings ? { key: INSTALLATION, settings, school: null } : null;
};

const activeRows = (db: Db, where: Partial<ProviderRow> = {}): Promise<ProviderRow[]> =>
  system(db)
    .of(samlProviders)
    .list({ ...where, isActive: true });

/**
 * Every provider the login page offers: the installation's first, then the groups' by name.
 * `db` is the action's (its transaction, when it has one: a second connection would wait on it).
 */
export const offeredProviders = async (services: Services, db: Db): Promise<SamlProvider[]> => {
  const own = installation(services);
  const rows = (await activeRows(db)).sort((a, b) => a.name.localeCompare(b.name));
  return [...(own ? [own] : []), ...rows.map((row) => providerOfRow(services, row))];
};

/** An active provider by its key, or null. */
export const providerByKey = async (services: Services, db: Db, key: string): Promise<SamlProvider | null> => {
  if (key === INSTALLATION) return installation(services);
  if (!/^[1-9]\d{0,9}$/.test(key)) return null;
  const [row] = await activeRows(db, { id: Number(key) });
  return row ? providerOfRow(services, row) : null;
};

/** The active provider whose entity id a message names as its Issuer, or null. */
export const providerByIssuer = async (services: Services, db: Db, issuer: string): Promise<SamlProvider | null> => {
  const own = installation(services);
  if (own && own.settings.idpEntityId === issuer) return own;
  const [row] = await activeRows(db, { idpEntityId: issuer });
  return row ? providerOfRow(services, row) : null;
};
