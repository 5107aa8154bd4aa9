import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    notifications: 'Bildirimler',
    notification_preferences: 'Bildirim tercihleri',
    sms_outbox: 'SMS giden kutusu',
  },
  fields: {
    kind: 'Tür',
    link: 'Bağlantı',
    notifiedAt: 'Bildirim zamanı',
    byMail: 'E-posta ile',
    bySms: 'SMS ile',
    byPush: 'Anlık bildirim ile',
    kindsOff: 'Kapatılan türler',
    channelRef: 'Ağ geçidi referansı',
  },
  ui: {
    values: {
      installment_due: 'Yaklaşan taksit',
      new_mail: 'Yeni posta',
      feed_post: 'Yeni paylaşım',
      report_card_published: 'Karne yayımlandı',
    },
    installment_due: {
      subject: '{{student}} için {{number}}. taksitin son günü {{date}}',
      body: '{{student}} için {{number}}. taksit ({{amount}}) {{date}} tarihinde ödenmelidir. Okulun veznesinde ya da okul sunuyorsa çevrim içi ödenebilir.',
    },
    new_mail: {
      subject: '{{sender}} size posta gönderdi',
      body: '{{sender}} size Kampus’ta yazdı: “{{subject}}”. Okumak için posta kutunuzu açın.',
    },
    notification_kinds: {
      absence: 'Devamsızlıklar',
      payment: 'Alınan ödemeler',
      privacy_request: 'Süresi yaklaşan gizlilik talepleri',
      discipline: 'Olaylar',
      cover: 'Yerine girilecek dersler',
      health_visit: 'Revir ziyaretleri',
      library_overdue: 'Süresi geçen kitaplar',
      dorm_leave: 'Yurt izni kararları',
      dorm_absence: 'Yurt yoklaması devamsızlıkları',
      transport_boarding: 'Servise biniş',
      guidance_referral: 'Rehberlik yönlendirmeleri',
      library_hold: 'Hazır kütüphane ayırtmaları',
      elective_placed: 'Verilen seçmeli ders yerleri',
      homework_set: 'Verilen ödev ve sınavlar',
      grades_released: 'Açıklanan notlar',
      installment_due: 'Yaklaşan taksitler',
      new_mail: 'Yeni postalar',
      feed_post: 'Okul haberleri',
      report_card_published: 'Yayımlanan karneler',
    },
    notification_choices: {
      title: 'Neler bildirilsin',
      intro: 'Her tür uygulamada her zaman gelir; bir türü bir kanalda kapatırsanız yalnızca orada durur.',
      kind: 'Tür',
      channel_mail: 'E-posta',
      channel_sms: 'SMS',
      channel_push: 'Anlık',
      cell: '{{kind}}: {{channel}}',
      none_on: 'Türleri seçmek için yukarıdan e-posta, SMS ya da anlık bildirimi açın.',
    },
  },
};
