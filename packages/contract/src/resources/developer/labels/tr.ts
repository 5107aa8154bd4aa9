import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  ui: {
    // developer area: overview, how-to, API key, endpoints
    developer: {
      copy: 'Kopyala',
      copied: 'Panoya kopyalandı.',
      intro:
        'Bu uygulamanın yaptığı her şey Kampus REST API üzerinden geçer; kendi programlarınız da onu kullanabilir. API, anahtarını gönderdiği kullanıcının yetkileriyle birebir çalışır: burada göremediğiniz bir şeyi o da okuyamaz.',
      base_url: 'API adresi',
      reference_link: 'Okunabilir API başvurusu',
      openapi_link: 'OpenAPI belgesi (JSON)',
      howto_text: 'Kimlik doğrulama, başlıklar, etkin okul ve sayfalama; bu sunucu için curl örnekleriyle.',
      apikey_text:
        'Kişisel API anahtarınızı oluşturun, kopyalayın veya iptal edin; en son ne zaman kullanıldığını görün.',
      endpoints_text: "API'nin tüm işlemleri, kaynaklara göre gruplanmış; her birini denemek için bir panelle.",
      open: 'Aç',
      open_named: '{{name}} sayfasını aç',
      howto: {
        auth_title: 'Kimlik doğrulama',
        auth_text:
          'Her çağrıda API anahtarınızı Authorization başlığında bearer belirteci olarak gönderin. Anahtarı API anahtarı ekranında oluşturun; yeni bir anahtar eskisinin yerini hemen alır.',
        login_text:
          'Bir program e-posta adresi ve şifreyle de giriş yapabilir ve aldığı erişim belirtecini (48 saat geçerli) aynı şekilde gönderebilir.',
        example_key: 'API anahtarınız, ardından görebildiğiniz öğrenciler',
        key_placeholder: 'API-anahtarinizi-buraya-yapistirin',
        example_login: 'E-posta ve şifreyle giriş: yanıtta accessToken bulunur',
        headers_title: 'Başlıklar',
        header_authorization: 'Çağıran kim: API anahtarınız veya erişim belirteciniz.',
        header_school: 'Etkin okul: listeler bu okulla ve altındaki okullarla sınırlanır.',
        header_season: 'Etkin sezon; etkin okula ait olmalıdır.',
        header_language:
          'İletilerin ve hataların dili: ar, de, en, es veya tr. /{lang}/ ile başlayan yollarda dil yolun içindedir.',
        header_content_type:
          'Oluşturmak için application/json; bir kaydı PATCH ile değiştirmek için application/merge-patch+json.',
        header_idempotency:
          'Ödemeler ve diğer para işlemleri için: aynı çağrıyı aynı anahtarla yeniden göndermek hiçbir şeyi ikinci kez değiştirmez.',
        example_headers: 'Bir öğrencinin tek bir alanını değiştirin, iletiler Türkçe',
        tenancy_title: 'Kiracılık: hangi okulları görürsünüz',
        tenancy_text:
          'Bir anahtar yalnızca kullanıcısının bağlı olduğu okulları ve kullanıcısının orada görebildiklerini görür. schoolId başlığı olmadan listeler erişebildiğiniz tüm okulları kapsar; başlıkla o okulu ve altındaki okulları. Erişiminiz dışındaki bir okul veya sezon 403 yanıtı verir, asla başka bir okulun verisini değil.',
        example_tenancy: 'Yalnızca bir okulun öğrencileri',
        paging_title: 'Sayfalama',
        paging_text:
          'Listeler sayfa başına 30 satır yanıtlar. Sonraki sayfayı page=2 ile, başka bir boyutu itemsPerPage ile isteyin (en fazla 500; fazlası 400 ile reddedilir). .jsonld biçimi hydra:totalItems ile sonraki ve önceki sayfa bağlantılarını ekler; pagination=false kısa listeler için tüm listeyi bir kerede yanıtlar.',
        example_paging: 'Soyadına göre sıralı 50 öğrencinin ikinci sayfası',
        example_all: 'Tüm sınıflar bir kerede',
      },
      apikey: {
        intro:
          "API anahtarınız bir programın API'yi sizin adınıza çağırmasını sağlar. Yalnızca oluşturulduğunda bir kez gösterilir: kopyalayın ve güvenli bir yerde saklayın. Sunucu yalnızca bir parmak izini saklar.",
        warning:
          'Yeni bir API anahtarı oluşturmak mevcut anahtarı geçersiz kılar: onu kullanan her program yeni anahtarı alana kadar çalışmaz.',
        generated: 'Yeni bir API anahtarı oluşturuldu.',
        revoked: 'API anahtarınız iptal edildi.',
        no_response: 'Yanıt 200 döndürmedi',
        no_key: 'Yeni API anahtarı oluşturulamadı. Lütfen tekrar deneyin!',
        current: 'Anahtarınız',
        none: 'API anahtarınız yok.',
        created_at: 'Oluşturulma',
        expires_at: 'Geçerlilik sonu',
        last_used: 'Son kullanım',
        never_used: 'Henüz kullanılmadı',
        generating: 'Oluşturuluyor…',
        generate: 'API anahtarı oluştur',
        regenerate: 'Yeni anahtar oluştur',
        regenerate_title: 'API anahtarınız değiştirilsin mi?',
        current_password: 'Mevcut parola (anahtar oluşturmak için)',
        revoke: 'İptal et',
        revoke_title: 'API anahtarınız iptal edilsin mi?',
        revoke_intro:
          'Anahtarı kullanan programlar hemen çalışmayı bırakır. Daha sonra yeni bir anahtar oluşturabilirsiniz.',
        new_key: 'Yeni API anahtarınız',
        shown_once: 'Anahtar yalnızca bu kez gösterilir. Şimdi kopyalayın.',
        key_label: 'API anahtarı',
        next_step: 'Nasıl kullanılır:',
      },
      endpoints: {
        intro:
          'Sunucunun OpenAPI belgesinde tanımlanan tüm işlemler, kaynaklara göre gruplanmış. Denemek için birini seçin: kendi oturumunuzla, etkin okul ve sezonda gönderilir; durumu ve yanıtı görürsünüz.',
        filter: 'İşlemleri süz',
        count_one: 'İşlem: {{count}} · grup: {{groups}}',
        count_other: 'İşlem: {{count}} · grup: {{groups}}',
        choose: 'Denemek için listeden bir işlem seçin.',
        try_title: 'Dene',
        changes_data: 'Bu çağrı veriyi gerçekten, sizin adınıza değiştirir.',
        query: 'Sorgu dizesi',
        body: 'İstek gövdesi (JSON)',
        send: 'Gönder',
        sending: 'Gönderiliyor…',
        network_error: 'Sunucuya ulaşılamadı.',
        status: 'Durum',
        empty_body: '(gövde yok)',
      },
    },
  },
};
