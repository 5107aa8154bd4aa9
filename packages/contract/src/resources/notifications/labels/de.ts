import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    notifications: 'Benachrichtigungen',
    notification_preferences: 'Benachrichtigungseinstellungen',
    sms_outbox: 'SMS-Postausgang',
  },
  fields: {
    kind: 'Art',
    link: 'Link',
    notifiedAt: 'Benachrichtigt am',
    byMail: 'Per E-Mail',
    bySms: 'Per SMS',
    byPush: 'Per Push-Benachrichtigung',
    kindsOff: 'Ausgeschaltete Arten',
    channelRef: 'Gateway-Referenz',
  },
  ui: {
    values: {
      installment_due: 'Fällige Rate',
      new_mail: 'Neue Nachricht',
      feed_post: 'Neuer Beitrag',
      report_card_published: 'Zeugnis freigegeben',
    },
    installment_due: {
      subject: 'Rate {{number}} für {{student}} fällig am {{date}}',
      body: 'Rate {{number}} für {{student}} über {{amount}} ist am {{date}} fällig. Sie kann an der Schulkasse oder, wo die Schule es anbietet, online bezahlt werden.',
    },
    new_mail: {
      subject: 'Neue Nachricht von {{sender}}',
      body: '{{sender}} hat Ihnen in Kampus geschrieben: „{{subject}}“. Öffnen Sie Ihr Postfach, um sie zu lesen.',
    },
    notification_kinds: {
      absence: 'Fehlzeiten',
      payment: 'Eingegangene Zahlungen',
      privacy_request: 'Fällige Datenschutzanfragen',
      discipline: 'Vorfälle',
      cover: 'Zu vertretende Stunden',
      health_visit: 'Besuche bei der Schulkrankenschwester',
      library_overdue: 'Überfällige Bücher',
      dorm_leave: 'Entscheidungen über Internatsurlaub',
      dorm_absence: 'Fehlen beim Internatsappell',
      transport_boarding: 'Einstieg in den Schulbus',
      guidance_referral: 'Beratungsüberweisungen',
      library_hold: 'Abholbereite Vormerkungen',
      elective_placed: 'Vergebene Wahlfachplätze',
      homework_set: 'Gestellte Aufgaben und Tests',
      grades_released: 'Freigegebene Noten',
      installment_due: 'Bald fällige Raten',
      new_mail: 'Neue Nachrichten',
      feed_post: 'Schulnachrichten',
      report_card_published: 'Freigegebene Zeugnisse',
    },
    notification_choices: {
      title: 'Worüber Sie benachrichtigt werden',
      intro: 'Jede Art kommt immer in der App; schalten Sie eine Art auf einem Kanal aus, endet sie nur dort.',
      kind: 'Art',
      channel_mail: 'E-Mail',
      channel_sms: 'SMS',
      channel_push: 'Push',
      cell: '{{kind}}: {{channel}}',
      none_on: 'Schalten Sie oben E-Mail, SMS oder Push ein, um dafür Arten zu wählen.',
    },
  },
};
