import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  menu: { message_sends: 'Massenversand', class_message: 'An eine Klasse schreiben' },
  resources: {
    sms_templates: 'SMS-Vorlagen',
    mail_templates: 'Mail-Vorlagen',
    message_sends: 'Massenversände',
    message_deliveries: 'Zustellprotokoll',
  },
  fields: {
    mailSubject: 'Betreff',
    templateTitle: 'Vorlage',
    channel: 'Kanal',
    recipientSource: 'Empfänger',
    audience: 'Senden an',
    total: 'Gesamt',
    sent: 'Gesendet',
    failed: 'Fehlgeschlagen',
    sendState: 'Fortschritt',
    finishedAt: 'Beendet am',
    send: 'Massenversand',
    recipientName: 'Empfänger',
    deliveryState: 'Zustellung',
    attempts: 'Versuche',
  },
  ui: {
    placeholders: {
      intro:
        'Platzhalter, die ein Text nennen darf; jeder wird in der Vorschau und beim Versand mit dem Wert des Empfängers gefüllt:',
      values: {
        studentName: 'vollständiger Name des Schülers',
        guardianName: 'vollständiger Name des Erziehungsberechtigten',
        className: 'Klasse des Schülers',
        gradeLevel: 'Klassenstufe des Schülers',
        schoolName: 'Name der Schule',
        date: 'heutiges Datum',
        amountDue: 'Summe der überfälligen unbezahlten Raten',
      },
    },
    bulk_send: {
      title: 'Massenversand',
      sms: 'SMS',
      mail: 'E-Mail',
      sources: {
        class: 'Eine Klasse',
        grade_level: 'Eine Jahrgangsstufe',
        course: 'Ein Kurs (seine Klassenstufe)',
        overdue_payers: 'Säumige Zahler',
        school: 'Die ganze Schule',
        students: 'Ausgewählte Schüler',
      },
      audiences: {
        guardians: 'Ihre Erziehungsberechtigten',
        students: 'Die Schüler',
        teachers: 'Ihre Lehrkräfte',
      },
      preview: 'Vorschau',
      send: 'Senden',
      preview_total_one: 'Zu sendende Nachrichten: {{count}}.',
      preview_total_other: 'Zu sendende Nachrichten: {{count}}.',
      without_address_one: 'Ohne Adresse: {{count}}.',
      without_address_other: 'Ohne Adresse: {{count}}.',
      progress: 'Wird gesendet: {{done}} von {{total}}',
      finished: 'Fertig: {{sent}} gesendet, {{failed}} fehlgeschlagen, von {{total}}.',
      address: 'Adresse',
      states: {
        pending: 'Wartet',
        sent: 'Gesendet',
        failed: 'Fehlgeschlagen',
      },
    },
    // issue 27: a message to one class (parents, students or teachers), its preview and gateway notes
    class_message: {
      title: 'An eine Klasse schreiben',
      class: 'Klasse',
      subject: 'Betreff',
      text: 'Nachricht',
      audiences: {
        guardians: 'Eltern',
        students: 'Schülerinnen und Schüler',
        teachers: 'Lehrkräfte',
      },
      placeholders_hint:
        'Sie können {studentName} oder {guardianName} schreiben: Jede Familie liest den Namen ihres eigenen Kindes.',
      preview_first: 'Die Vorschau zeigt, wer erreicht wird und wer nicht, bevor etwas gesendet wird.',
      sms_parts_one: '{{characters}} Zeichen, {{encoding}}: {{count}} SMS-Teil.',
      sms_parts_other: '{{characters}} Zeichen, {{encoding}}: {{count}} SMS-Teile.',
      sms_total_one: 'Insgesamt: {{count}} SMS.',
      sms_total_other: 'Insgesamt: {{count}} SMS.',
      encodings: {
        gsm7: 'Standardalphabet (160 je SMS)',
        ucs2: 'Unicode (70 je SMS)',
      },
      no_gateway:
        'Auf diesem Server ist kein SMS-Gateway eingerichtet: Es wird nichts gesendet, und jede Zeile des Zustellprotokolls sagt das. Bitten Sie Ihre Administration, eines einzurichten.',
      local_gateway: 'Die SMS gehen an das lokale Test-Gateway dieses Servers: Kein Telefon empfängt sie.',
      reached_one: 'Erreicht: {{count}} Person',
      reached_other: 'Erreicht: {{count}} Personen',
      not_reached_one: 'Nicht erreicht: {{count}} Person',
      not_reached_other: 'Nicht erreicht: {{count}} Personen',
      from_record: 'Adresse aus dem Datensatz der Erziehungsberechtigten',
      reasons: {
        no_guardian: 'Für dieses Kind ist keine erziehungsberechtigte Person erfasst',
        no_address: 'Keine Adresse für diesen Kanal, weder im Konto noch im Datensatz',
        no_teacher: 'Dieser Klasse ist keine Lehrkraft zugeordnet',
        withdrew_consent: 'Hat die Einwilligung in Nachrichten über diesen Kanal widerrufen',
      },
      errors: {
        gateway_not_configured: 'Kein SMS-Gateway eingerichtet',
        gateway_refused: 'Das Gateway hat abgelehnt',
        gateway_unreachable: 'Das Gateway war nicht erreichbar',
      },
    },
  },
};
