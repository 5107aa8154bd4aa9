import type { LabelSection } from '../../define-module.ts';

/** The module's labels in English: the reference every other language's file is typed by. */
export const labels = {
  ui: {
    // store and partner sign-on (docs/store-and-sso.md)
    store: {
      title: 'Store',
      intro: 'The online store of {{school}}. Opening it signs you in as its customer.',
      connecting: 'Connecting to the store…',
      customer: 'Your customer record',
      name: 'Name',
      open: 'Open the store',
      connect: 'Connect to the store',
      reset: 'Reset',
      admin_title: 'Store settings',
      admin_intro: "Connect the school's OpenCart store: its address and the name and key of an API user of the store.",
      check: 'Test the connection',
      check_ok: 'The store answered: the connection works.',
      fix_hint: 'Your name, phone and addresses go to the store from your account page.',
      fix_link: 'Edit my personal data',
    },
    sso: {
      title: '{{partner}}',
      signing_on: 'Signing you on to {{partner}}…',
      continue: 'Continue to {{partner}}',
    },
  },
} satisfies LabelSection;
