import type { LabelSection } from '../../define-module.ts';

/** The module's labels in English: the reference every other language's file is typed by. */
export const labels = {
  resources: {
    devices: 'Devices',
  },
  fields: {
    deviceId: 'Device ID',
    lastSeenAt: 'Last seen',
  },
} satisfies LabelSection;
