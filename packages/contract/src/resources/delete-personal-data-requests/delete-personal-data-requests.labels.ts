import { defineLabels } from '../define-module.ts';

/** What delete_personal_data_requests is called, in the five languages. */
export const deletePersonalDataRequestsLabels = defineLabels(
  {
    resources: {
      delete_personal_data_requests: 'Personal data deletion requests',
    },
    fields: {
      requestText: 'Request',
      requestedDate: 'Request date',
    },
  },
  {
    ar: {
      resources: {
        delete_personal_data_requests: 'طلبات حذف البيانات الشخصية',
      },
      fields: {
        requestText: 'الطلب',
        requestedDate: 'تاريخ الطلب',
      },
    },
    de: {
      resources: {
        delete_personal_data_requests: 'Anträge auf Löschung personenbezogener Daten',
      },
      fields: {
        requestText: 'Antrag',
        requestedDate: 'Antragsdatum',
      },
    },
    es: {
      resources: {
        delete_personal_data_requests: 'Solicitudes de eliminación de datos personales',
      },
      fields: {
        requestText: 'Solicitud',
        requestedDate: 'Fecha de solicitud',
      },
    },
    tr: {
      resources: {
        delete_personal_data_requests: 'Kişisel veri silme talepleri',
      },
      fields: {
        requestText: 'Talep',
        requestedDate: 'Talep tarihi',
      },
    },
  },
);
