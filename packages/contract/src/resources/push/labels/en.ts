import type { LabelSection } from '../../define-module.ts';

/** The module's labels in English: the reference every other language's file is typed by. */
export const labels = {
  resources: {
    push_subscriptions: 'Push notification devices',
  },
  fields: {
    endpoint: 'Push service address',
    p256dh: 'Device public key',
    auth: 'Device authentication secret',
    deviceLabel: 'Device',
  },
  ui: {
    push: {
      title: 'Notifications on this device',
      intro: 'Get your notifications on this phone or computer, even when Kampus is closed.',
      by_push: 'By push notification, on the devices where you turned them on',
      turn_on: 'Turn on for this device',
      turn_off: 'Turn off for this device',
      on: 'This device receives your notifications.',
      off: 'This device does not receive your notifications.',
      unsupported:
        'This browser cannot receive push notifications. On an iPhone or iPad, add Kampus to the home screen first, then open it from there.',
      no_worker:
        'Notifications on a device come with the Kampus app of families and teachers. This account receives them in Kampus and by e-mail or SMS.',
      denied:
        'Notifications are blocked for Kampus in this browser. Allow them in the browser’s site settings, then try again.',
      failed: 'This device could not be set up for notifications. Try again later.',
      endpoint_https: 'The push service address must be an https address.',
      key_invalid: 'This is not a valid key of a push subscription.',
    },
  },
} satisfies LabelSection;
