import { defineLabels } from '../define-module.ts';

/** What languages is called, in the five languages. */
export const languagesLabels = defineLabels(
  {
    resources: {
      languages: 'Languages',
    },
    fields: {
      localTitle: 'Local name',
      longCode: 'Long code',
      svgIcon: 'SVG icon',
    },
  },
  {
    ar: {
      resources: {
        languages: 'اللغات',
      },
      fields: {
        localTitle: 'الاسم المحلي',
        longCode: 'الرمز الطويل',
        svgIcon: 'أيقونة SVG',
      },
    },
    de: {
      resources: {
        languages: 'Sprachen',
      },
      fields: {
        localTitle: 'Eigenbezeichnung',
        longCode: 'Langer Code',
        svgIcon: 'SVG-Symbol',
      },
    },
    es: {
      resources: {
        languages: 'Idiomas',
      },
      fields: {
        localTitle: 'Nombre local',
        longCode: 'Código largo',
        svgIcon: 'Icono SVG',
      },
    },
    tr: {
      resources: {
        languages: 'Diller',
      },
      fields: {
        localTitle: 'Yerel adı',
        longCode: 'Uzun kod',
        svgIcon: 'SVG simgesi',
      },
    },
  },
);
