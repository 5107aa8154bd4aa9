import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    menus: 'Menüler',
  },
  menu: {
    school_menus: 'Okul menüleri',
  },
  ui: {
    menus: {
      add: 'Menü ekle',
      edit: 'Menüyü düzenle',
      add_child: 'Bunun altına menü ekle',
      move_up: 'Yukarı taşı',
      move_down: 'Aşağı taşı',
      moving: 'Menü taşınıyor…',
      move_error: 'Menü taşınamadı.',
      delete_error: 'Menü silinemedi.',
      add_error: 'Menü eklenemedi.',
      update_error: 'Menü güncellenemedi.',
      added: 'Menü başarıyla eklendi!',
      updated: 'Menü güncellendi.',
      sync: 'Genel menülerden eşitle',
      sync_intro: 'Bu okulun bu kitleye ait menüleri genel menülerle değiştirilecek. Devam edilsin mi?',
      synced: 'Menüler genel menülerden eşitlendi.',
      sync_error: 'Menüler eşitlenemedi.',
      copy: 'Diğer okullara kopyala',
      copy_intro: 'Bu okulun {{audience}} menülerini şuraya kopyala:',
      copy_choose: 'En az bir okul seçin.',
      copied: 'Menüler kopyalandı.',
      copy_error: 'Menüler kopyalanamadı.',
      top_level: 'En üst düzey',
      empty: 'Bu kitle için henüz menü yok.',
      load_error: 'Menüler yüklenemedi.',
      // the tree editor: drag and drop and its keyboard alternative
      move_in: 'Üstteki girişin altına taşı',
      move_out: 'Üst girişinin dışına taşı',
      drag: 'Taşımak için sürükleyin',
      moved: 'Menü taşındı.',
      drag_hint:
        'Bir girişi tutamacından sürükleyin: başka bir girişin üst ya da alt kenarına yakın bırakırsanız onun önüne ya da arkasına, ortasına bırakırsanız altına yerleşir. Fare olmadan her girişin dört taşıma düğmesini kullanın.',
      drop_inside: '{{name}} altına koymak için bırakın',
      expand: 'Altındaki girişleri göster',
      collapse: 'Altındaki girişleri gizle',
      expand_all: 'Tümünü göster',
      collapse_all: 'Tümünü gizle',
    },
  },
};
