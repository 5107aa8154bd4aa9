import { X509Certificate } from 'node:crypto';
import { samlProviders } from '@kampus/contract';
import { defineHooks } from '../../core/hooks.ts';
import { violation } from '../../core/problem.ts';
import { certificatesOf } from '../../integrations/saml/saml-settings.ts';

/**
 * A provider's certificates must be certificates (a pasted key, a fingerprint or half a PEM would
 * only show up later, as every sign-in refused), kept one block after another as the library reads them.
 */
const checked = <D extends { certificates?: string | null }>(data: D): D => {
  if (typeof data.certificates !== 'string') return data;
  const blocks = certificatesOf(data.certificates.replace(/\r\n?/g, '\n').trim());
  for (const block of blocks) {
    try {
      new X509Certificate(block);
    } catch {
      throw violation('certificates', 'validation.invalid_certificate');
    }
  }
  return { ...data, certificates: blocks.join('\n') };
};

export const samlProvidersHooks = defineHooks(samlProviders, {
  beforeCreate: async (_tx, _ctx, data) => checked(data),
  beforeUpdate: async (_tx, _ctx, data) => checked(data),
});
