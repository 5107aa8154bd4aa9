import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  menu: { message_sends: 'Toplu gönderim', class_message: 'Sınıfa mesaj yaz' },
  resources: {
    sms_templates: 'SMS şablonları',
    mail_templates: 'E-posta şablonları',
    message_sends: 'Toplu gönderimler',
    message_deliveries: 'Teslim kaydı',
  },
  fields: {
    mailSubject: 'E-posta konusu',
    templateTitle: 'Şablon',
    channel: 'Kanal',
    recipientSource: 'Alıcılar',
    audience: 'Gönderilecek kişi',
    total: 'Toplam',
    sent: 'Gönderilen',
    failed: 'Başarısız',
    sendState: 'İlerleme',
    finishedAt: 'Bitiş',
    send: 'Toplu gönderim',
    recipientName: 'Alıcı',
    deliveryState: 'Teslim',
    attempts: 'Deneme',
  },
  ui: {
    placeholders: {
      intro:
        'Metnin kullanabileceği yer tutucular; ileti önizlenirken ya da gönderilirken her biri alıcının değeriyle doldurulur:',
      values: {
        studentName: 'öğrencinin adı ve soyadı',
        guardianName: 'velinin adı ve soyadı',
        className: 'öğrencinin sınıfı',
        gradeLevel: 'öğrencinin sınıf seviyesi',
        schoolName: 'okulun adı',
        date: 'bugünün tarihi',
        amountDue: 'vadesi geçmiş ödenmemiş taksitlerin toplamı',
      },
    },
    bulk_send: {
      title: 'Toplu gönderim',
      sms: 'SMS',
      mail: 'E-posta',
      sources: {
        class: 'Bir sınıf',
        grade_level: 'Bir sınıf seviyesi',
        course: 'Bir ders (sınıf seviyesi)',
        overdue_payers: 'Vadesi geçmiş borcu olanlar',
        school: 'Tüm okul',
        students: 'Seçilen öğrenciler',
      },
      audiences: {
        guardians: 'Velileri',
        students: 'Öğrencilerin kendileri',
        teachers: 'Öğretmenleri',
      },
      preview: 'Önizle',
      send: 'Gönder',
      preview_total_one: 'Gönderilecek mesaj: {{count}}.',
      preview_total_other: 'Gönderilecek mesaj: {{count}}.',
      without_address_one: 'Adresi olmayan: {{count}}.',
      without_address_other: 'Adresi olmayan: {{count}}.',
      progress: 'Gönderiliyor: {{done}} / {{total}}',
      finished: 'Bitti: {{total}} mesajdan {{sent}} gönderildi, {{failed}} başarısız.',
      address: 'Adres',
      states: {
        pending: 'Bekliyor',
        sent: 'Gönderildi',
        failed: 'Başarısız',
      },
    },
    // issue 27: a message to one class (parents, students or teachers), its preview and gateway notes
    class_message: {
      title: 'Sınıfa mesaj yaz',
      class: 'Sınıf',
      subject: 'Konu',
      text: 'Mesaj',
      audiences: {
        guardians: 'Veliler',
        students: 'Öğrenciler',
        teachers: 'Öğretmenler',
      },
      placeholders_hint: '{studentName} veya {guardianName} yazabilirsiniz: her veli kendi çocuğunun adını okur.',
      preview_first:
        'Önizleme, hiçbir şey gönderilmeden önce kimlere ulaşılacağını ve kimlere ulaşılamayacağını gösterir.',
      sms_parts_one: '{{characters}} karakter, {{encoding}}: {{count}} SMS parçası.',
      sms_parts_other: '{{characters}} karakter, {{encoding}}: {{count}} SMS parçası.',
      sms_total_one: 'Toplam: {{count}} SMS.',
      sms_total_other: 'Toplam: {{count}} SMS.',
      encodings: {
        gsm7: 'standart alfabe (SMS başına 160)',
        ucs2: 'Unicode (SMS başına 70)',
      },
      no_gateway:
        'Bu sunucuda SMS ağ geçidi kurulu değil: hiçbir şey gönderilmeyecek ve teslim günlüğünün her satırı bunu belirtecek. Yöneticinizden bir ağ geçidi yapılandırmasını isteyin.',
      local_gateway: 'SMS’ler bu sunucunun yerel deneme ağ geçidine gider: hiçbir telefona ulaşmaz.',
      reached_one: 'Ulaşılacak: {{count}} kişi',
      reached_other: 'Ulaşılacak: {{count}} kişi',
      not_reached_one: 'Ulaşılamayacak: {{count}} kişi',
      not_reached_other: 'Ulaşılamayacak: {{count}} kişi',
      from_record: 'adres veli kaydından',
      reasons: {
        no_guardian: 'Bu öğrenci için kayıtlı veli yok',
        no_address: 'Bu kanal için ne hesapta ne kayıtta adres var',
        no_teacher: 'Bu sınıfa atanmış öğretmen yok',
        withdrew_consent: 'Bu kanaldan mesaj almaya verdiği izni geri çekti',
      },
      errors: {
        gateway_not_configured: 'SMS ağ geçidi yapılandırılmamış',
        gateway_refused: 'Ağ geçidi reddetti',
        gateway_unreachable: 'Ağ geçidine ulaşılamadı',
      },
    },
  },
};
