import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    devices: 'Geräte',
  },
  fields: {
    deviceId: 'Geräte-ID',
    lastSeenAt: 'Zuletzt gesehen',
  },
};
