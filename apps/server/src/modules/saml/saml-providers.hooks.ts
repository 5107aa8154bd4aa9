import { X509Certificate } from 'node:crypto';
import { samlProviders, type RowOf, type Violation } from '@kampus/contract';
import { defineHooks } from '../../core/hooks.ts';
import { unprocessable, violation } from '../../core/problem.ts';
import { readIdpMetadata } from '../../integrations/saml/idp-metadata.ts';
import { certificatesOf } from '../../integrations/saml/saml-settings.ts';
import { endProviderSessions } from './saml-store.ts';

type Provider = RowOf<typeof samlProviders>;
type Written = Partial<Pick<Provider, 'metadata' | 'idpEntityId' | 'ssoUrl' | 'sloUrl' | 'certificates'>>;

/** The fields a provider cannot work without, from its metadata or typed. */
const NEEDED = ['idpEntityId', 'ssoUrl', 'certificates'] as const;
/**
 * Pasted metadata fills the entity id, the HTTP-Redirect addresses and the signing certificates,
 * except what the same write names itself; a new paste (the provider rolled its key over) replaces
 * what the metadata gave before. Metadata that is not an identity provider's is refused on
 * `metadata`, as is a value in it too long for its field; a field it lacks is then refused by name.
 */
const fromMetadata = async <D extends Written>(data: D): Promise<{ data: D; read: Set<string> }> => {
  const read = new Set<string>();
  if (typeof data.metadata !== 'string' || data.metadata.trim() === '') return { data, read };
  const metadata = await readIdpMetadata(data.metadata);
  if (!metadata) throw violation('metadata', 'validation.invalid_saml_metadata');
  const found = {
    idpEntityId: metadata.entityId,
    ssoUrl: metadata.ssoUrl,
    sloUrl: metadata.sloUrl,
    certificates: metadata.certificates.length > 0 ? metadata.certificates.join('\n') : null,
  };
  const filled: Record<string, string | null> = {};
  for (const field of ['idpEntityId', 'ssoUrl', 'sloUrl', 'certificates'] as const) {
    const value = found[field];
    if (data[field] !== undefined || (value === null && field !== 'sloUrl')) continue;
    // Held to the declaration's bounds, as the same value typed would be.
    if (value !== null && value.length > (samlProviders.fields[field].maxLength ?? Infinity))
      throw violation('metadata', 'validation.invalid_saml_metadata');
    filled[field] = value;
    read.add(field);
  }
  return { data: { ...data, ...filled }, read };
};

/**
 * A provider's certificates must be certificates (a pasted key, a fingerprint or half a PEM would
 * only show up later, as every sign-in refused), kept one block after another as the library
 * reads them. Read from metadata, a bad one is the metadata's fault and named so.
 */
const checkedCertificates = <D extends Written>(data: D, read: Set<string>): D => {
  if (typeof data.certificates !== 'string') return data;
  const blocks = certificatesOf(data.certificates.replace(/\r\n?/g, '\n').trim());
  for (const block of blocks) {
    try {
      new X509Certificate(block);
    } catch {
      throw read.has('certificates')
        ? violation('metadata', 'validation.invalid_saml_metadata')
        : violation('certificates', 'validation.invalid_certificate');
    }
  }
  return { ...data, certificates: blocks.join('\n') };
};

/** Every needed field missing once the metadata is read, each by its name. */
const requireNeeded = (data: Written, current: Written | null): void => {
  const missing: Violation[] = NEEDED.filter((field) => {
    const value = data[field] !== undefined ? data[field] : current?.[field];
    return typeof value !== 'string' || value.trim() === '';
  }).map((field) => ({ propertyPath: field, message: 'validation.required' }));
  if (missing.length > 0) throw unprocessable(missing);
};

const prepared = async <D extends Written>(data: D, current: Written | null): Promise<D> => {
  const { data: filled, read } = await fromMetadata(data);
  requireNeeded(filled, current);
  return checkedCertificates(filled, read);
};

export const samlProvidersHooks = defineHooks(samlProviders, {
  beforeCreate: async (_tx, _ctx, data) => prepared(data, null),
  beforeUpdate: async (_tx, _ctx, data, current) => prepared(data, current),
  // Turned off or removed, in the same transaction: the sessions it began end with it.
  afterUpdate: async (tx, _ctx, row, previous) => {
    if (previous.isActive !== false && row.isActive === false) await endProviderSessions(tx, String(row.id));
  },
  beforeDelete: async (tx, _ctx, row) => {
    await endProviderSessions(tx, String(row.id));
  },
});
