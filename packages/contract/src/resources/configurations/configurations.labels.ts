import { defineLabels } from '../define-module.ts';

/** What configurations is called, in the five languages. */
export const configurationsLabels = defineLabels(
  {
    resources: {
      configurations: 'Configurations',
    },
    fields: {
      key: 'Key',
      value: 'Value',
    },
    menu: {
      config: 'Configuration',
      system: 'System',
    },
  },
  {
    ar: {
      resources: {
        configurations: 'إعدادات التهيئة',
      },
      fields: {
        key: 'المفتاح',
        value: 'القيمة',
      },
      menu: {
        config: 'التهيئة',
        system: 'النظام',
      },
    },
    de: {
      resources: {
        configurations: 'Konfigurationen',
      },
      fields: {
        key: 'Schlüssel',
        value: 'Wert',
      },
      menu: {
        config: 'Konfiguration',
        system: 'System',
      },
    },
    es: {
      resources: {
        configurations: 'Configuraciones',
      },
      fields: {
        key: 'Clave',
        value: 'Valor',
      },
      menu: {
        config: 'Configuración',
        system: 'Sistema',
      },
    },
    tr: {
      resources: {
        configurations: 'Yapılandırmalar',
      },
      fields: {
        key: 'Anahtar',
        value: 'Değer',
      },
      menu: {
        config: 'Yapılandırma',
        system: 'Sistem',
      },
    },
  },
);
