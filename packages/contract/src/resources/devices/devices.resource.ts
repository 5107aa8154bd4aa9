import { access, dateTime, defineResource, everyone, ref, text } from '../../resource/index.ts';

/**
 * A browser or app a user signed in from. The web client registers its own device id once per
 * user; the account page lists them and removes the ones the person no longer uses.
 */
export const devices = defineResource({
  name: 'devices',
  type: 'Device',
  scope: 'user',
  userField: 'user',
  fields: {
    deviceId: text({ required: true, maxLength: 100 }),
    user: ref('users', { required: true, onDelete: 'cascade' }),
    name: text({ maxLength: 255 }),
    lastSeenAt: dateTime(),
  },
  uniques: [['user', 'deviceId']],
  filters: ['user', 'deviceId'],
  orderFields: ['lastSeenAt'],
  defaultOrder: { lastSeenAt: 'desc' },
  list: ['name', 'deviceId', 'lastSeenAt'],
  labelField: 'name',
  access: access(everyone, everyone),
});
