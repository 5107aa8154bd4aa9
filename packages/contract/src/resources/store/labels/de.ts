import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  ui: {
    // store and partner sign-on (docs/store-and-sso.md)
    store: {
      title: 'Shop',
      intro: 'Der Online-Shop von {{school}}. Beim Öffnen werden Sie als Kundin oder Kunde angemeldet.',
      connecting: 'Verbindung zum Shop wird hergestellt…',
      customer: 'Ihr Kundendatensatz',
      name: 'Name',
      open: 'Shop öffnen',
      connect: 'Mit dem Shop verbinden',
      reset: 'Zurücksetzen',
      admin_title: 'Shop-Einstellungen',
      admin_intro:
        'Verbinden Sie den OpenCart-Shop der Schule: seine Adresse sowie Name und Schlüssel eines API-Benutzers des Shops.',
      check: 'Verbindung testen',
      check_ok: 'Der Shop hat geantwortet: Die Verbindung funktioniert.',
      fix_hint: 'Ihr Name, Ihre Telefonnummer und Ihre Adressen gehen von Ihrer Kontoseite an den Shop.',
      fix_link: 'Meine persönlichen Daten bearbeiten',
    },
    sso: {
      title: '{{partner}}',
      signing_on: 'Sie werden bei {{partner}} angemeldet…',
      continue: 'Weiter zu {{partner}}',
    },
  },
};
