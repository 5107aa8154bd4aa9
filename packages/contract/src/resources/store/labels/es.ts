import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  ui: {
    // store and partner sign-on (docs/store-and-sso.md)
    store: {
      title: 'Tienda',
      intro: 'La tienda en línea de {{school}}. Al abrirla inicia sesión como cliente.',
      connecting: 'Conectando con la tienda…',
      customer: 'Su ficha de cliente',
      name: 'Nombre',
      open: 'Abrir la tienda',
      connect: 'Conectar con la tienda',
      reset: 'Restablecer',
      admin_title: 'Ajustes de la tienda',
      admin_intro:
        'Conecte la tienda OpenCart de la escuela: su dirección y el nombre y la clave de un usuario de la API de la tienda.',
      check: 'Probar la conexión',
      check_ok: 'La tienda respondió: la conexión funciona.',
      fix_hint: 'Su nombre, teléfono y direcciones llegan a la tienda desde su página de cuenta.',
      fix_link: 'Editar mis datos personales',
    },
    sso: {
      title: '{{partner}}',
      signing_on: 'Iniciando su sesión en {{partner}}…',
      continue: 'Continuar a {{partner}}',
    },
  },
};
