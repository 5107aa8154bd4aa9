import { defineLabels } from '../define-module.ts';

/** What devices is called, in the five languages. */
export const devicesLabels = defineLabels(
  {
    resources: {
      devices: 'Devices',
    },
    fields: {
      deviceId: 'Device ID',
      lastSeenAt: 'Last seen',
    },
  },
  {
    ar: {
      resources: {
        devices: 'الأجهزة',
      },
      fields: {
        deviceId: 'معرّف الجهاز',
        lastSeenAt: 'آخر ظهور',
      },
    },
    de: {
      resources: {
        devices: 'Geräte',
      },
      fields: {
        deviceId: 'Geräte-ID',
        lastSeenAt: 'Zuletzt gesehen',
      },
    },
    es: {
      resources: {
        devices: 'Dispositivos',
      },
      fields: {
        deviceId: 'ID del dispositivo',
        lastSeenAt: 'Última actividad',
      },
    },
    tr: {
      resources: {
        devices: 'Cihazlar',
      },
      fields: {
        deviceId: 'Cihaz kimliği',
        lastSeenAt: 'Son görülme',
      },
    },
  },
);
