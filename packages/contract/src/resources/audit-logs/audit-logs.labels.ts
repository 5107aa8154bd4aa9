import { defineLabels } from '../define-module.ts';

/** What audit_logs is called, in the five languages. */
export const auditLogsLabels = defineLabels(
  {
    resources: {
      audit_logs: 'Audit log',
    },
    menu: {
      audit_logs: 'Audit log',
    },
    fields: {
      resource: 'Resource',
      recordId: 'Record',
      action: 'Action',
      impersonator: 'Impersonator',
      ip: 'IP address',
      requestId: 'Request id',
      at: 'Time',
      before: 'Before',
      after: 'After',
      changed: 'Changed fields',
    },
  },
  {
    ar: {
      resources: {
        audit_logs: 'سجل التدقيق',
      },
      menu: {
        audit_logs: 'سجل التدقيق',
      },
      fields: {
        resource: 'المورد',
        recordId: 'السجل',
        action: 'الإجراء',
        impersonator: 'المنتحِل',
        ip: 'عنوان IP',
        requestId: 'معرّف الطلب',
        at: 'الوقت',
        before: 'قبل',
        after: 'بعد',
        changed: 'الحقول المتغيرة',
      },
    },
    de: {
      resources: {
        audit_logs: 'Änderungsprotokoll',
      },
      menu: {
        audit_logs: 'Änderungsprotokoll',
      },
      fields: {
        resource: 'Ressource',
        recordId: 'Datensatz',
        action: 'Aktion',
        impersonator: 'Übernommen von',
        ip: 'IP-Adresse',
        requestId: 'Anfrage-ID',
        at: 'Zeitpunkt',
        before: 'Vorher',
        after: 'Nachher',
        changed: 'Geänderte Felder',
      },
    },
    es: {
      resources: {
        audit_logs: 'Registro de auditoría',
      },
      menu: {
        audit_logs: 'Registro de auditoría',
      },
      fields: {
        resource: 'Recurso',
        recordId: 'Registro',
        action: 'Acción',
        impersonator: 'Suplantado por',
        ip: 'Dirección IP',
        requestId: 'ID de solicitud',
        at: 'Fecha y hora',
        before: 'Antes',
        after: 'Después',
        changed: 'Campos modificados',
      },
    },
    tr: {
      resources: {
        audit_logs: 'Denetim kaydı',
      },
      menu: {
        audit_logs: 'Denetim kaydı',
      },
      fields: {
        resource: 'Kaynak',
        recordId: 'Kayıt',
        action: 'İşlem',
        impersonator: 'Yerine geçen',
        ip: 'IP adresi',
        requestId: 'İstek kimliği',
        at: 'Zaman',
        before: 'Önce',
        after: 'Sonra',
        changed: 'Değişen alanlar',
      },
    },
  },
);
