import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  ui: {
    // store and partner sign-on (docs/store-and-sso.md)
    store: {
      title: 'Mağaza',
      intro: '{{school}} çevrimiçi mağazası. Açtığınızda müşterisi olarak giriş yaparsınız.',
      connecting: 'Mağazaya bağlanılıyor…',
      customer: 'Müşteri kaydınız',
      name: 'Ad',
      open: 'Mağazayı aç',
      connect: 'Mağazaya bağlan',
      reset: 'Sıfırla',
      admin_title: 'Mağaza ayarları',
      admin_intro: 'Okulun OpenCart mağazasını bağlayın: adresi ve mağazanın bir API kullanıcısının adı ile anahtarı.',
      check: 'Bağlantıyı dene',
      check_ok: 'Mağaza yanıt verdi: bağlantı çalışıyor.',
      fix_hint: 'Adınız, telefonunuz ve adresleriniz mağazaya hesap sayfanızdan gider.',
      fix_link: 'Kişisel bilgilerimi düzenle',
    },
    sso: {
      title: '{{partner}}',
      signing_on: '{{partner}} sitesine giriş yapılıyor…',
      continue: '{{partner}} ile devam et',
    },
  },
};
