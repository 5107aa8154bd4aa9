import { access, boolean, defineResource, longText, ref, text, url } from '../../resource/index.ts';

/**
 * A school group's own SAML 2.0 identity provider (issue 34, part 3; docs/saml.md): what its
 * metadata says (its entity id, single sign-on and logout services, signing certificates), read
 * from the metadata pasted or typed field by field, and which attribute carries the e-mail. It
 * signs in the people of its school and of every school below it, never anyone else's: a
 * headquarters' provider serves its whole group. Headquarters staff keep it; the login page
 * offers one "Sign in with <name>" per active provider.
 */
export const samlProviders = defineResource({
  name: 'saml_providers',
  type: 'SamlProvider',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    name: text({ required: true, maxLength: 80 }),
    // The provider's metadata as pasted (its EntityDescriptor): the server reads the entity id,
    // the HTTP-Redirect sign-on and logout addresses and the signing certificates from it, unless
    // the same write names them. The three below are required, from the metadata or typed (the
    // server says which is missing): the form cannot know that the metadata will give them.
    metadata: longText({ maxLength: 200_000 }),
    idpEntityId: text({ maxLength: 500 }),
    ssoUrl: url({ maxLength: 500 }),
    sloUrl: url({ maxLength: 500 }),
    // PEM, one certificate or several while the provider rolls its key over.
    certificates: longText({ maxLength: 30_000 }),
    emailAttribute: text({ maxLength: 200, default: 'email' }),
    allowIdpInitiated: boolean({ default: false }),
    isActive: boolean({ default: true }),
  },
  // A response or logout request names its provider by its Issuer alone: one provider per issuer.
  uniques: [['idpEntityId']],
  filters: ['school', 'isActive'],
  orderFields: ['name'],
  defaultOrder: { name: 'asc' },
  searchFields: ['name', 'idpEntityId'],
  list: ['name', 'school', 'idpEntityId', 'ssoUrl', 'isActive'],
  labelField: 'name',
  access: access(['headquarters'], ['headquarters']),
});
