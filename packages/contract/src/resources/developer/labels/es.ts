import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  ui: {
    // developer area: overview, how-to, API key, endpoints
    developer: {
      copy: 'Copiar',
      copied: 'Copiado al portapapeles.',
      intro:
        'Todo lo que hace esta aplicación pasa por la API REST de Kampus, y sus propios programas también pueden usarla. Actúa exactamente con los permisos del usuario cuya clave envía: lo que usted no ve aquí, ella tampoco puede leerlo.',
      base_url: 'Dirección de la API',
      reference_link: 'Referencia legible de la API',
      openapi_link: 'Documento OpenAPI (JSON)',
      howto_text: 'Autenticación, cabeceras, escuela activa y paginación, con ejemplos de curl para este servidor.',
      apikey_text: 'Genere, copie o revoque su clave de API personal y vea cuándo se usó por última vez.',
      endpoints_text: 'Todas las operaciones de la API, agrupadas por recurso, con un panel para probar cada una.',
      open: 'Abrir',
      open_named: 'Abrir {{name}}',
      howto: {
        auth_title: 'Autenticación',
        auth_text:
          'Envíe su clave de API en la cabecera Authorization como token bearer en cada llamada. Genere la clave en la pantalla Clave de API; una clave nueva sustituye a la anterior al instante.',
        login_text:
          'Un programa también puede iniciar sesión con correo electrónico y contraseña y enviar del mismo modo el token de acceso que recibe (válido 48 horas).',
        example_key: 'Su clave de API y, a continuación, los estudiantes que puede ver',
        key_placeholder: 'pegue-aqui-su-clave-de-API',
        example_login: 'Inicio de sesión con correo y contraseña: la respuesta trae accessToken',
        headers_title: 'Cabeceras',
        header_authorization: 'Quién llama: su clave de API o su token de acceso.',
        header_school: 'La escuela activa: las listas se limitan a ella y a las escuelas que dependen de ella.',
        header_season: 'La temporada activa; debe pertenecer a la escuela activa.',
        header_language:
          'El idioma de los mensajes y errores: ar, de, en, es o tr. Las rutas que empiezan por /{lang}/ lo llevan en la ruta.',
        header_content_type:
          'application/json para crear; application/merge-patch+json para modificar un registro con PATCH.',
        header_idempotency:
          'Para pagos y otras órdenes de dinero: repetir la misma llamada con la misma clave no cambia nada una segunda vez.',
        example_headers: 'Cambiar un campo de un estudiante, con mensajes en turco',
        tenancy_title: 'Inquilinos: qué escuelas ve',
        tenancy_text:
          'Una clave solo ve las escuelas a las que pertenece su usuario y, en ellas, lo que su usuario puede ver. Sin la cabecera schoolId, las listas abarcan todas las escuelas a su alcance; con ella, esa escuela y las que dependen de ella. Una escuela o temporada fuera de su alcance responde 403, nunca con datos de otra escuela.',
        example_tenancy: 'Solo los estudiantes de una escuela',
        paging_title: 'Paginación',
        paging_text:
          'Las listas responden 30 filas por página. Pida la página siguiente con page=2 y otro tamaño con itemsPerPage (como máximo 500; más se rechaza con 400). La forma .jsonld añade hydra:totalItems y enlaces a las páginas siguiente y anterior; pagination=false responde toda la lista de una vez, para listas cortas.',
        example_paging: 'La segunda página de 50 estudiantes, ordenados por apellido',
        example_all: 'Todas las clases de una vez',
      },
      apikey: {
        intro:
          'Su clave de API permite que un programa llame a la API en su nombre. Solo se muestra una vez, al generarla: cópiela y guárdela en un lugar seguro. El servidor solo conserva una huella de ella.',
        warning:
          'Generar una nueva clave de API invalida la existente: todo programa que la use dejará de funcionar hasta recibir la nueva clave.',
        generated: 'Se ha generado una nueva clave de API.',
        revoked: 'Su clave de API ha sido revocada.',
        no_response: 'La respuesta no devolvió 200',
        no_key: 'No se pudo generar la nueva clave de API. ¡Inténtelo de nuevo!',
        current: 'Su clave',
        none: 'No tiene ninguna clave de API.',
        created_at: 'Generada el',
        expires_at: 'Válida hasta',
        last_used: 'Último uso',
        never_used: 'Aún no se ha usado',
        generating: 'Generando…',
        generate: 'Generar clave de API',
        regenerate: 'Generar una clave nueva',
        regenerate_title: '¿Sustituir su clave de API?',
        current_password: 'Contraseña actual (para crear una clave)',
        revoke: 'Revocar',
        revoke_title: '¿Revocar su clave de API?',
        revoke_intro:
          'Los programas que usan la clave dejan de funcionar al instante. Puede generar una clave nueva más adelante.',
        new_key: 'Su nueva clave de API',
        shown_once: 'Esta es la única vez que se muestra la clave. Cópiela ahora.',
        key_label: 'Clave de API',
        next_step: 'Cómo usarla:',
      },
      endpoints: {
        intro:
          'Todas las operaciones que describe el documento OpenAPI del servidor, agrupadas por recurso. Elija una para probarla: se envía con su propia sesión, en la escuela y temporada activas, y verá el estado y la respuesta.',
        filter: 'Filtrar operaciones',
        count_one: 'Operaciones: {{count}} · grupos: {{groups}}',
        count_other: 'Operaciones: {{count}} · grupos: {{groups}}',
        count_many: 'Operaciones: {{count}} · grupos: {{groups}}',
        choose: 'Elija una operación de la lista para probarla.',
        try_title: 'Probar',
        changes_data: 'Esta llamada modifica datos de verdad, en su nombre.',
        query: 'Cadena de consulta',
        body: 'Cuerpo de la petición (JSON)',
        send: 'Enviar',
        sending: 'Enviando…',
        network_error: 'No se pudo contactar con el servidor.',
        status: 'Estado',
        empty_body: '(sin cuerpo)',
      },
    },
  },
};
