import { defineResource, email, everyone, ref, superadminOnly, text } from '../../resource/index.ts';

/**
 * A Google or Facebook account linked to a user, so that its ID token signs that user in.
 * The provider's user id and e-mail come from an ID token the server has verified
 * (`POST /{lang}/social-link/{provider}`), never from a client: only superadmins may write them
 * directly. The owner lists and unlinks (deletes) their own links.
 */
const socialUsers = (provider: 'google' | 'facebook', type: string) =>
  defineResource({
    name: `${provider}_users`,
    type,
    scope: 'user',
    userField: 'user',
    fields: {
      [`${provider}UserId`]: text({ required: true, unique: true, maxLength: 255, writableBy: [] }),
      [`${provider}Email`]: email({ writableBy: [] }),
      user: ref('users', { required: true, onDelete: 'cascade' }),
    },
    filters: ['user', `${provider}UserId`, `${provider}Email`],
    list: [`${provider}Email`, `${provider}UserId`, 'user'],
    labelField: `${provider}Email`,
    access: { list: everyone, read: everyone, create: superadminOnly, update: superadminOnly, delete: everyone },
  });

export const googleUsers = socialUsers('google', 'GoogleUser');
export const facebookUsers = socialUsers('facebook', 'FacebookUser');
