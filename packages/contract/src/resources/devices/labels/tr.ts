import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    devices: 'Cihazlar',
  },
  fields: {
    deviceId: 'Cihaz kimliği',
    lastSeenAt: 'Son görülme',
  },
};
