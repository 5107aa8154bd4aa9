import { defineLabels } from '../define-module.ts';

/** What file shares are called, in the five languages. */
export const fileSharesLabels = defineLabels(
  {
    resources: { file_shares: 'File shares' },
    fields: { path: 'File or folder' },
  },
  {
    ar: {
      resources: { file_shares: 'مشاركات الملفات' },
      fields: { path: 'الملف أو المجلد' },
    },
    de: {
      resources: { file_shares: 'Dateifreigaben' },
      fields: { path: 'Datei oder Ordner' },
    },
    es: {
      resources: { file_shares: 'Archivos compartidos' },
      fields: { path: 'Archivo o carpeta' },
    },
    tr: {
      resources: { file_shares: 'Dosya paylaşımları' },
      fields: { path: 'Dosya veya klasör' },
    },
  },
);
