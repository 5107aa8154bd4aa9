import type { LabelSection } from '../../define-module.ts';

/** The module's labels in English: the reference every other language's file is typed by. */
export const labels = {
  resources: {
    notifications: 'Notifications',
    notification_preferences: 'Notification preferences',
    sms_outbox: 'SMS outbox',
  },
  fields: {
    kind: 'Kind',
    link: 'Link',
    notifiedAt: 'Notified at',
    byMail: 'By e-mail',
    bySms: 'By SMS',
    byPush: 'By push notification',
    kindsOff: 'Kinds turned off',
    channelRef: 'Gateway reference',
  },
  ui: {
    values: {
      installment_due: 'Installment due',
      new_mail: 'New mail',
      feed_post: 'New post',
      report_card_published: 'Report card released',
    },
    installment_due: {
      subject: 'Installment {{number}} of {{student}} due {{date}}',
      body: 'Installment {{number}} of {{student}}, {{amount}}, is due on {{date}}. It can be paid at the school’s cashier or online where the school offers it.',
    },
    new_mail: {
      subject: 'New mail from {{sender}}',
      body: '{{sender}} wrote to you in Kampus: “{{subject}}”. Open your mailbox to read it.',
    },
    notification_kinds: {
      absence: 'Absences',
      payment: 'Payments received',
      privacy_request: 'Privacy requests due',
      discipline: 'Incidents',
      cover: 'Lessons to cover',
      health_visit: 'Visits to the nurse',
      library_overdue: 'Library books overdue',
      dorm_leave: 'Boarding leave decided',
      dorm_absence: 'Boarding roll call absences',
      transport_boarding: 'School bus boarding',
      guidance_referral: 'Guidance referrals',
      library_hold: 'Library holds ready',
      elective_placed: 'Elective places given',
      homework_set: 'Homework and tests set',
      grades_released: 'Grades released',
      installment_due: 'Installments coming due',
      new_mail: 'New mail',
      feed_post: 'School news',
      report_card_published: 'Report cards released',
    },
    notification_choices: {
      title: 'What you are told about',
      intro: 'Each kind comes in the app always; switch off a kind on a channel to stop it there only.',
      kind: 'Kind',
      channel_mail: 'E-mail',
      channel_sms: 'SMS',
      channel_push: 'Push',
      cell: '{{kind}}: {{channel}}',
      none_on: 'Turn on e-mail, SMS or push above to choose kinds for it.',
    },
  },
} satisfies LabelSection;
