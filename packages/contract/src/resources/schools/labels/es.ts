import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    schools: 'Escuelas',
  },
  fields: {
    menuTitle: 'Título del menú',
    founder: 'Fundador',
    representative: 'Representante',
    principal: 'Director',
    phone1: 'Teléfono 1',
    phone2: 'Teléfono 2',
    fax: 'Fax',
    zip: 'Código postal',
    ibCode: 'Código IB',
    ceebCode: 'Código CEEB',
    picture: 'Imagen',
    favicon: 'Favicon',
    smallLogo: 'Logotipo pequeño',
    logo: 'Logotipo',
    bigLogo: 'Logotipo grande',
    googleLink: 'Enlace de Google',
    googleMap: 'Mapa de Google',
    timezone: 'Zona horaria',
    classLevels: 'Niveles de clase',
    transcriptRank: 'Puesto en la clase en los expedientes',
  },
  menu: {
    organization_list: 'Instituciones',
  },
};
