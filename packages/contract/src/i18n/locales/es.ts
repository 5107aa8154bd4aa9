import type { Catalogue } from './en.ts';

export const es: Catalogue = {
  // the private calendar feed (issue 30, item 6)
  calendar_feed: {
    name: 'Kampus: {{name}}',
    homework_due: 'Entrega de tarea: {{title}}',
    installment_due: 'Vence la cuota {{number}}: {{amount}}',
    work_due: 'Entrega: {{title}}',
    test_on: 'Prueba: {{title}}',
    exam_on: 'Examen: {{title}}',
  },
  // seasons area
  seasons: {
    same_database: 'El origen y el destino deben ser temporadas distintas.',
    unknown_table: '{{name}} no se puede copiar entre temporadas.',
    unknown_database: 'Ninguna base de datos de temporada se llama {{name}}.',
  },
  // season rollover (issue 27, part 1)
  rollover: {
    no_running_season: 'La escuela no tiene una temporada en curso (predeterminada) desde la que pasar.',
    same_season: 'Elija una temporada distinta de la que está en curso.',
    not_later: 'La nueva temporada debe empezar después de la que está en curso.',
    already_done: 'Ya se pasó a esta temporada; deshaga primero ese paso.',
    no_next_grade: 'No hay un nivel siguiente: elija repetir, graduarse o baja.',
    nothing_to_undo: 'No hay ningún paso de temporada que deshacer.',
    undo_money:
      'La nueva temporada ya tiene pagos o cuotas registrados: el dinero cobrado por sus cuotas nunca se borra, así que este traspaso se mantiene.',
    undo_attendance: 'La nueva temporada ya tiene asistencia registrada.',
    undo_grades: 'La nueva temporada ya tiene exámenes o notas registrados.',
    skip_exists: 'ya existe en la nueva temporada',
    skip_school_wide: 'los niveles pertenecen a la escuela, no a una temporada',
    skip_enrolled: 'ya matriculado en la nueva temporada',
    fees_none: 'a {{grade}} no se le cobraron cuotas esta temporada',
    fees_already: 'ya tiene cuotas en la nueva temporada',
    skip_lessons_exist: 'la clase ya tiene lecciones en la nueva temporada',
  },
  // One word for attendance everywhere (the register, the pop-up, lists): no type means present.
  attendance: {
    present: 'Presente',
  },
  app: {
    cannot_be_empty: 'no puede estar vacío',
    an_error_occurred: '¡Se produjo un error!',
    menus_failed: '¡No pudimos cargar sus menús!',
    deleted: 'La eliminación se ha completado correctamente.',
  },
  validation: {
    // the library (issue 33, part 4; docs/library.md)
    invalid_saml_metadata:
      'Pegue los metadatos SAML del proveedor de identidad: un EntityDescriptor con un IDPSSODescriptor, tal como lo exporta el proveedor.',
    invalid_certificate: 'Pegue el certificado de firma del proveedor en formato PEM (-----BEGIN CERTIFICATE----- …).',
    invalid_isbn: 'No es un ISBN válido: revise sus dígitos.',
    library_unknown_barcode: 'Ningún ejemplar de este centro tiene este código de barras.',
    library_one_borrower: 'Elija un solo prestatario: un alumno o un miembro del personal.',
    library_max_loans: 'Este prestatario ya tiene tantos libros como permite el centro.',
    library_copy_unavailable: 'Este ejemplar está perdido o retirado y no se puede prestar.',
    library_copy_reserved: 'Este ejemplar está apartado para quien reservó el título.',
    library_loan_fixed: 'Un préstamo conserva su ejemplar y su prestatario: reciba el ejemplar y préstelo de nuevo.',
    library_desk_status: 'Solo el mostrador presta o aparta un ejemplar.',
    end_before_start: 'La fecha de fin no puede ser anterior a la de inicio.',
    // enrolment (issue 13, item 7)
    guardian_required: 'Se necesita al menos un tutor.',
    class_grade_mismatch: 'Esta clase no es del nivel elegido.',
    no_grading_terms:
      'El año escolar aún no tiene periodos de evaluación: añádalos antes de asignar alumnos a una clase.',
    account_needs_email: 'Una cuenta necesita una dirección de correo.',
    invalid_number_pattern:
      'Use letras, cifras, - / _ . y los marcadores {year}, {yy}, {school} y exactamente un {seq} o {seq:4}.',
    already_enrolled: 'Este alumno ya está matriculado en el año escolar activo.',
    required: 'no puede estar vacío',
    request_answer_required: 'Indique qué se hizo o por qué se deniega la solicitud.',
    consent_one_subject: 'Indique un estudiante o un usuario, no ambos.',
    consent_self_only: 'Solo puede otorgar o retirar el consentimiento para usted o sus hijos.',
    invalid: '¡Entrada no válida!',
    invalid_body: 'El cuerpo de la solicitud debe ser un objeto JSON.',
    invalid_email: 'La dirección de correo electrónico no es válida.',
    invalid_amount: 'Introduzca un importe con dos decimales como máximo.',
    invalid_date: 'Introduzca una fecha como AAAA-MM-DD.',
    invalid_datetime: 'Introduzca fecha y hora como AAAA-MM-DD HH:mm:ss.',
    invalid_time: 'Introduzca una hora como HH:mm.',
    invalid_number: 'Introduzca un número entero.',
    invalid_boolean: 'Introduzca sí o no.',
    invalid_choice: 'Elija uno de los valores ofrecidos.',
    invalid_reference: 'Este registro no existe.',
    same_as_dependents:
      'Los registros archivados bajo este (revisiones, adaptaciones, seguimientos) aún tienen el valor anterior: cámbielos o elimínelos primero.',
    other_student: 'El registro elegido pertenece a otro alumno.',
    too_long: 'Este texto es demasiado largo.',
    too_small: 'Este valor es demasiado pequeño.',
    too_large: 'Este valor es demasiado grande.',
    invalid_text: 'Este texto contiene caracteres que no se pueden guardar.',
    invalid_decimal: 'Introduzca un número, con un punto antes de los decimales.',
    too_many_decimals: 'Este número tiene demasiados decimales.',
    too_deep: 'Este valor está anidado demasiado profundamente.',
    password_rule:
      'La contraseña debe tener al menos 8 caracteres con una mayúscula, una minúscula, un número y un carácter especial.',
    not_unique: 'Este valor ya está en uso.',
    not_writable: 'No puede cambiar este campo.',
    out_of_reach: 'Esta escuela está fuera de su alcance.',
    // school-life
    one_schedule: 'Todos los registros deben pertenecer al mismo horario.',
    not_in_class: 'Este estudiante no está en la clase del horario.',
    not_lesson_of_class: 'Esta clase programada no es de este grupo en este día.',
    duplicate_student: 'Este estudiante aparece dos veces.',
    wrong_user_kind: 'No se puede elegir a este usuario aquí: no es del tipo requerido en esta escuela.',
    photo_consent_missing:
      'La familia de un alumno de las fotos no ha dado su consentimiento para publicar su foto: revise la lista de consentimientos o quite la foto.',
    only_yourself: 'Aquí solo puede indicarse a sí mismo.',
    // organization
    invalid_url: 'Introduzca una dirección web que empiece por http:// o https://.',
    invalid_color: 'Elija un color con el formato #rrggbb.',
    invalid_phone: 'Introduzca un teléfono solo con dígitos, espacios y + ( ) -.',
    // setup (issue 4)
    branch_not_of_bank: 'Esta sucursal no pertenece al banco elegido.',
    // finance (issue 13)
    over_unpaid: 'El importe del pago no puede superar el total de cuotas pendientes ({{limit}}).',
    over_refund: 'El importe del reembolso no puede superar el pago total ({{limit}}).',
    over_remaining: 'El importe del plazo no puede superar el importe restante ({{limit}}).',
    installment_paid: 'Un plazo pagado no se puede cambiar ni volver a pagar.',
    not_student_installment: 'Este plazo no es uno de los plazos pendientes de este alumno.',
    installments_total: 'El importe no puede superar el total pendiente de los plazos indicados ({{limit}}).',
    installments_required:
      'Este estudiante paga a plazos: indique los plazos de este pago (sin ninguno, como máximo {{limit}}).',
    fee_move_committed:
      'Esta tasa no puede pasar a otro estudiante: su estudiante ha pagado o planificado más que sus demás tasas menos los descuentos.',
    refund_of_refund: 'Un reembolso no se puede reembolsar.',
    max_installments: 'Se permiten como máximo {{limit}} plazos.',
    min_installment: 'Cada plazo debe ser de al menos {{limit}}.',
    min_down_payment: 'El pago inicial debe ser de al menos {{limit}}.',
    min_tuition: 'El total debe ser de al menos {{limit}}.',
    max_installment_date: 'El último plazo no puede ser posterior al {{limit}}.',
    down_payment_over_total: 'El pago inicial no puede superar el total.',
    free_discount_limit: 'El descuento libre debe quedar dentro del límite de la configuración de cuotas ({{limit}}).',
    percentage_and_amount: 'El porcentaje y el importe de descuento no pueden usarse en la misma fila.',
    payment_fields_fixed: 'De un pago solo se pueden cambiar el banco, la descripción, la fecha, el tipo y la factura.',
    fee_below_committed:
      'Las tasas no pueden quedar por debajo de lo pagado o planificado en plazos: esta tasa debe ser al menos {{limit}}.',
    discount_over_fees:
      'Los descuentos no pueden dejar las tasas por debajo de lo pagado o planificado: como máximo {{limit}} aquí.',
    installment_has_payments: 'Ya hay un pago en este plazo: no se puede cambiar ni eliminar.',
  },
  errors: {
    // the library (issue 33, part 4; docs/library.md)
    library_copy_on_loan:
      'Este ejemplar ya está prestado a {{borrower}} (vence el {{due}}): no se puede prestar dos veces. Recíbalo primero.',
    library_copy_not_on_loan: 'Este ejemplar no está prestado: no hay nada que recibir.',
    unavailable: 'Servicio no disponible',
    unsupported_media_type_title: 'Tipo de contenido no admitido',
    bad_filter: 'El filtro {{name}} tiene un valor del tipo incorrecto.',
    bad_value: 'Un valor de la solicitud no se puede guardar.',
    bad_order: 'La lista no se puede ordenar así por {{name}}.',
    bad_request: 'Solicitud incorrecta',
    malformed_json: 'El cuerpo de la solicitud no es un JSON válido.',
    unauthorized: 'Inicie sesión para continuar.',
    invalid_token: 'Su sesión ha caducado. Vuelva a iniciar sesión.',
    forbidden: 'No tiene acceso a esto.',
    school_forbidden: 'No tiene acceso a esta escuela.',
    ledger_history: 'Los recibos y los informes de pago se conservan: anule el pago en su lugar.',
    season_forbidden: 'Esta temporada no pertenece a la escuela activa.',
    register_day_closed:
      'Un docente registra la asistencia de una clase solo el día de la clase; la dirección puede cambiarla después.',
    not_found: 'No encontrado',
    record_not_found: 'No se encontró el registro.',
    unsupported_media_type: 'Use Content-Type application/merge-patch+json para actualizar.',
    conflict: 'Conflicto',
    still_referenced: 'Este registro todavía lo usa {{what}} y no se puede eliminar.',
    concurrent_change: 'Alguien lo cambió al mismo tiempo. Inténtelo de nuevo.',
    precondition_failed: 'Precondición fallida',
    record_changed:
      'Otra persona cambió este registro después de que lo abriera. Vuelva a cargarlo y haga su cambio de nuevo.',
    validation_failed: 'Los datos no son válidos.',
    idempotency_key_invalid: 'La cabecera Idempotency-Key debe tener de 1 a 255 caracteres visibles.',
    idempotency_key_reused: 'Esta Idempotency-Key ya se usó para otra solicitud.',
    idempotency_key_in_progress:
      'Una solicitud con esta Idempotency-Key aún está en curso. Espere e inténtelo de nuevo.',
    too_many_requests: 'Demasiados intentos. Espere unos minutos e inténtelo de nuevo.',
    server_error: 'Algo salió mal por nuestra parte.',
    // people: impersonation
    impersonation_not_allowed:
      'Solo los administradores de la sede, un campus o una escuela pueden actuar como otro usuario.',
    impersonation_not_impersonable: 'Solo se puede suplantar a docentes, padres y estudiantes.',
    impersonation_out_of_reach: 'Este usuario pertenece a una escuela que usted no gestiona.',
    user_out_of_reach:
      'Esta persona también pertenece a una escuela que usted no gestiona: solo quien gestiona todas sus escuelas puede hacerlo.',
    impersonation_already: 'Ya está actuando como otro usuario. Vuelva primero a su propia cuenta.',
    impersonation_reason_too_long: 'Un motivo tiene como máximo 500 caracteres.',
    impersonation_none: 'No está actuando como otro usuario.',
    // people: credentials (issue 9)
    impersonation_credentials:
      'Mientras actúa como otro usuario no puede cambiar su correo electrónico, su contraseña ni sus inicios de sesión vinculados.',
    reauthentication_required:
      'Para cambiar su correo electrónico o su contraseña, vuelva a iniciar sesión con su contraseña (en los últimos {{minutes}} minutos) o indique su contraseña actual en la página de la cuenta.',
    credential_not_with_api_key:
      'Una clave de API no puede cambiar la dirección de correo, la contraseña, los inicios de sesión vinculados ni las claves de otra persona: inicie sesión con su contraseña.',
    credential_out_of_reach:
      'Esta persona también pertenece a un centro que usted no gestiona: solo quien gestiona todos sus centros puede cambiar su correo electrónico, su contraseña, sus inicios de sesión vinculados o sus claves.',
  },
  communication: {
    comments_off: 'Los comentarios están desactivados en esta publicación.',
    no_provider: 'Las clases en línea no están configuradas en este servidor (sin dirección de BigBlueButton).',
    provider_failed: 'El servicio de clases en línea no respondió. Inténtelo de nuevo en un momento.',
    not_started: 'La clase en línea aún no ha empezado. Espere al profesor.',
    moderator_only:
      'Solo el profesor de la clase y el personal de la escuela pueden iniciar o moderar esta clase en línea.',
  },
  login: {
    successful: '¡Inicio de sesión correcto!',
    invalid_credentials: 'El correo electrónico o la contraseña son incorrectos.',
    inactive: 'Esta cuenta no está activa.',
    expired: 'Esta cuenta ha caducado.',
    code_required:
      'Demasiados inicios de sesión fallidos en esta cuenta. Si su contraseña era correcta, le hemos enviado un código de acceso por correo: introdúzcalo para continuar.',
    second_factor_required:
      'Introduzca el código de su aplicación de autenticación (o uno de sus códigos de recuperación) para terminar de iniciar sesión.',
    second_step_expired: 'Este inicio de sesión ha caducado. Vuelva a iniciar sesión.',
    second_factor_wrong: 'Este código es incorrecto o ya se ha usado.',
    user_not_found: '¡Usuario no encontrado!',
    // accounts
    reset_password: { password_no_match: 'Las contraseñas no coinciden.' },
  },
  // multi-factor sign-in (issue 35)
  second_factor: {
    already_on: 'El inicio de sesión en dos pasos ya está activado en esta cuenta.',
    wrong_code: 'Este código es incorrecto o ya se ha usado.',
    proof_required: 'Introduzca un código de su aplicación de autenticación o su contraseña actual.',
    enrolment_required:
      'Su grupo escolar exige el inicio de sesión en dos pasos: configure una aplicación de autenticación antes de continuar.',
    step_up_required_code:
      'Esto requiere de nuevo su segundo factor: un código nuevo de su aplicación de autenticación (en los últimos {{minutes}} minutos).',
    step_up_required_passkey:
      'Esto requiere de nuevo su segundo factor: su llave de acceso (en los últimos {{minutes}} minutos).',
    step_up_required:
      'Esto requiere de nuevo su segundo factor: un código nuevo de su aplicación de autenticación o su llave de acceso (en los últimos {{minutes}} minutos).',
  },
  // Llaves de acceso (issue 35)
  passkey: {
    name_too_long: 'El nombre de una llave de acceso tiene como máximo 100 caracteres.',
    challenge_expired: 'Esta solicitud de llave de acceso ha caducado o ya se ha usado. Inténtelo de nuevo.',
    not_verified: 'No se ha podido verificar esta llave de acceso para este sitio.',
    already_registered: 'Esta llave de acceso ya está registrada.',
    not_found: 'Llave de acceso no encontrada.',
    none: 'Esta cuenta no tiene ninguna llave de acceso.',
  },
  // accounts
  accounts: {
    user_exists: '¡El usuario ya existe!',
    email_not_verified: '¡No se pudo verificar el correo electrónico!',
    email_taken: 'Otra cuenta ya usa este correo electrónico.',
    email_change_subject: 'Confirme su nuevo correo electrónico de Kampus',
    email_change_body:
      'Alguien ha pedido usar esta dirección para una cuenta de Kampus. Abra este enlace en un plazo de {{hours}} horas para confirmarla: {{link}} Hasta entonces la cuenta conserva su dirección anterior. Si no fue usted, ignore este correo.',
    no_school: '¡No se encontró ninguna escuela!',
    link_invalid: 'El enlace ha caducado o no es válido.',
    wrong_current_password: 'Su contraseña actual es incorrecta.',
    current_password_required:
      'Indique su contraseña actual para confirmar (o vuelva a iniciar sesión: un inicio de sesión de los últimos {{minutes}} minutos no la necesita).',
    google_not_registered: '¡Usuario de Google no registrado!',
    facebook_not_registered: '¡Usuario de Facebook no registrado!',
    invalid_id_token: 'No se pudo verificar el inicio de sesión.',
    social_not_configured: 'El inicio de sesión con este proveedor no está configurado.',
    already_linked: 'Esta cuenta ya está vinculada a un usuario.',
    unknown_provider: '¡No se encontró el tipo de cuenta!',
    account_not_found: '¡No se encontró la cuenta!',
    login_code_subject: 'Su código de acceso a Kampus',
    login_code_body:
      'Su código de acceso es {{code}}. Es válido durante {{minutes}} minutos. Alguien intentó entrar en su cuenta con contraseñas incorrectas; si no fue usted, su contraseña la sigue protegiendo.',
    verify_subject: 'Su código de verificación de Kampus',
    verify_body:
      'Su código de verificación es {{code}}. Es válido durante {{minutes}} minutos. Si no ha pedido crear una cuenta, ignore este correo.',
    reset_subject: 'Restablezca su contraseña de Kampus',
    reset_body:
      'Alguien ha pedido restablecer la contraseña de su cuenta de Kampus. Abra este enlace en las próximas {{hours}} horas para elegir una contraseña nueva: {{link}} Si no fue usted, ignore este correo.',
    invite_subject: 'Su cuenta de Kampus en {{school}}',
    invite_body:
      'Hola {{name}}, {{school}} ha creado una cuenta de Kampus para usted. Abra este enlace en los próximos {{days}} días para establecer su contraseña: {{link}}',
  },
  // organization: file uploads
  files: {
    document_type: 'Este archivo debe ser un PDF o una imagen PNG, JPEG, GIF o WebP.',
    favicon_rule: 'El favicon debe ser una imagen cuadrada PNG, ICO, GIF o JPEG de menos de 48 × 48 px.',
    logo_rule: 'El logotipo debe ser una imagen PNG de exactamente 192 × 40 px.',
    picture_rule: 'La foto del centro debe ser una imagen PNG de exactamente 1400 × 300 px.',
    image_type: 'Este archivo debe ser una imagen PNG, JPEG, GIF o WebP.',
    feed_file_type: 'Este archivo debe ser una imagen (PNG, JPEG, GIF, WebP), un PDF o un archivo zip u Office.',
    empty: 'El archivo está vacío.',
    photo_rule: 'La foto debe ser una imagen PNG, JPEG o WebP de 4000 × 4000 px como máximo.',
  },
  // OpenID Connect sign-in (docs/oidc.md)
  oidc: {
    sign_in_with: 'Iniciar sesión con {{name}}',
    signing_in: 'Iniciando sesión…',
    not_configured: 'El inicio de sesión mediante un proveedor de identidad no está configurado.',
    unavailable:
      'No se puede contactar con el proveedor de identidad en este momento. Inténtelo más tarde o inicie sesión con su contraseña.',
    denied: 'El proveedor de identidad no inició su sesión.',
    bad_state: 'Este inicio de sesión no se comenzó en este navegador o tardó demasiado. Vuelva a empezar.',
    wrong_audience:
      'La respuesta del proveedor de identidad estaba destinada a otra aplicación. No se inició la sesión.',
    expired_token:
      'La respuesta del proveedor de identidad ha caducado. Vuelva a empezar; si se repite, puede que el reloj del proveedor esté mal.',
    no_email: 'El proveedor de identidad no facilitó su correo electrónico, así que Kampus no encuentra su cuenta.',
    unverified_email:
      'El proveedor de identidad no ha verificado su correo electrónico, así que no puede iniciar su sesión en Kampus.',
    unknown_email:
      'Ninguna cuenta de Kampus tiene el correo electrónico que dio su proveedor de identidad. Pida a su centro que lo añada a su cuenta.',
    failed:
      'El inicio de sesión mediante el proveedor de identidad falló. Vuelva a empezar o inicie sesión con su contraseña.',
  },
  // Inicio de sesión con SAML 2.0 (docs/saml.md)
  saml: {
    sign_in_with: 'Iniciar sesión con {{name}}',
    signing_in: 'Iniciando sesión…',
    not_configured: 'El inicio de sesión con un proveedor de identidad SAML no está configurado.',
    denied: 'El proveedor de identidad no inició su sesión.',
    bad_signature:
      'La respuesta del proveedor de identidad no está firmada con su certificado o se modificó por el camino. No se inició la sesión.',
    wrong_audience: 'La respuesta del proveedor de identidad era para otra aplicación. No se inició la sesión.',
    wrong_destination: 'La respuesta del proveedor de identidad se envió a otra dirección. No se inició la sesión.',
    expired:
      'La respuesta del proveedor de identidad ha caducado o aún no es válida. Vuelva a empezar; si se repite, puede que un reloj esté mal.',
    bad_request: 'Este inicio de sesión no se empezó aquí, ya se usó o tardó demasiado. Vuelva a empezar.',
    unsolicited:
      'Kampus solo acepta inicios de sesión empezados desde su página de acceso. Vuelva a empezar desde allí.',
    replayed: 'Esta respuesta del proveedor de identidad ya se ha usado. Vuelva a empezar.',
    no_email: 'El proveedor de identidad no dio su dirección de correo, así que Kampus no puede encontrar su cuenta.',
    unknown_email:
      'Ninguna cuenta de Kampus tiene la dirección de correo que dio su proveedor de identidad. Pida a su centro que la añada a su cuenta.',
    failed:
      'El inicio de sesión con el proveedor de identidad ha fallado. Vuelva a empezar o inicie sesión con su contraseña.',
  },
  // the Hydra admin at /admin/api/ (apps/api-admin)
  apiAdmin: {
    signed_out: 'Inicie sesión primero en Kampus como superadministrador y vuelva a abrir el administrador de la API.',
    refused: 'El administrador de la API es solo para superadministradores.',
    back: 'Volver a Kampus',
    checking: 'Comprobando su cuenta…',
  },
  // academics: exam scores, optic imports and homework files
  exams: {
    optic_short_line: 'La línea es más corta que los campos del formulario óptico.',
    optic_no_number: 'La línea no tiene número de alumno.',
    optic_unknown_student: 'Ningún alumno de las clases de este examen tiene el número {{number}}.',
    optic_repeated_student: 'El número de alumno {{number}} aparece más de una vez.',
    optic_bad_answer: 'Las respuestas «{{answers}}» contienen caracteres distintos de A a E.',
    optic_no_key: 'Una asignatura de la plantilla no tiene clave de respuestas.',
    optic_has_errors: 'El archivo tiene errores: no se guardó nada.',
    not_in_exam_class: 'Este alumno no está en ninguna clase del examen.',
    score_above_points: 'La puntuación supera los puntos de la asignatura.',
    not_exam_subject: 'Esta asignatura no es del examen.',
    file_too_large: 'El archivo supera los 10 MB.',
    due_before_given: 'La fecha de entrega no puede ser anterior al día en que se asigna la tarea.',
    max_below_min: 'La puntuación máxima no puede ser menor que la mínima.',
  },
  // course content, report cards, student import (content area)
  content: {
    video_type: 'El vídeo debe ser un archivo MP4 o WebM.',
    thumb_type: 'La miniatura debe ser una imagen PNG, JPEG, GIF o WebP.',
    assets_type: 'Los materiales deben ser un archivo zip.',
    lecture_type: 'El archivo de la lección debe ser un PDF, un zip, una imagen o un vídeo.',
  },
  // file manager (docs/filemanager.md)
  filemanager: {
    invalid_name:
      'Un nombre solo puede contener letras de la a a la z, dígitos, puntos, guiones y guiones bajos, y no puede estar vacío.',
    name_taken: 'Ya existe aquí un archivo o carpeta llamado «{{name}}».',
    file_type:
      'Este archivo no es de un tipo que guarde el gestor de archivos (imágenes, PDF, vídeo MP4 o WebM, zip y archivos de Office, texto plano).',
    type_mismatch: 'El contenido del archivo no coincide con su extensión .{{ext}}.',
    into_itself: 'Una carpeta no se puede mover dentro de sí misma.',
    drive_failed: 'Google Drive rechazó la solicitud. Inicie sesión en Drive de nuevo.',
    local_drive_failed: 'El Drive local respondió: {{message}}',
    drive_unreachable: 'No se puede acceder a Google Drive en este momento.',
    drive_not_configured: 'Google Drive no está configurado en este servidor.',
    no_extension:
      'El nombre del archivo no tiene extensión: termínelo con la extensión de su tipo, como .pdf, .jpg o .docx.',
    keep_extension: 'Conserve la extensión .{{ext}}: el nombre de un archivo termina con la extensión de su tipo.',
  },
  // store and partner sign-on (docs/store-and-sso.md)
  local_drive: {
    title: 'Iniciar sesión en el Drive local',
    asks: '{{client}} quiere ver los nombres, tipos, tamaños y fechas de los archivos del Drive local. No puede abrirlos, cambiarlos ni eliminarlos.',
    about:
      'El Drive local es el sustituto de Google Drive de este servidor: lista los archivos de su carpeta drive y no necesita ninguna cuenta de Google.',
    allow: 'Permitir',
    cancel: 'Cancelar',
    invalid_title: 'Esta solicitud de inicio de sesión no es válida',
    invalid_client: 'El Drive local no conoce la aplicación que le envió aquí.',
    redirect_uri_mismatch:
      'Este inicio de sesión volvería a una dirección que no es la página de Drive de Kampus, así que no se envió nada allí.',
  },
  store: {
    not_configured: 'La tienda aún no está configurada para esta escuela.',
    unreachable: 'No se puede acceder a la tienda ahora. Inténtelo de nuevo más tarde.',
    sign_in_refused:
      'La tienda rechazó el inicio de sesión de esta escuela. El personal puede revisar la configuración de la tienda.',
    customer_refused: 'La tienda rechazó sus datos de cliente.',
    wrong_store: 'Esta no es la dirección de la tienda de esta escuela.',
  },
  sso: {
    family_only: 'Solo los estudiantes y los padres pueden iniciar sesión en los sitios asociados.',
    not_configured: 'El inicio de sesión en este socio no está configurado en este servidor.',
  },
  report_cards: {
    title: 'Boletín de notas',
    student: 'Alumno',
    number: 'Número de alumno',
    class: 'Clase',
    term: 'Trimestre',
    grades: 'Calificaciones',
    subject: 'Asignatura',
    score: 'Nota',
    course_grades: 'Calificaciones de los cursos',
    course: 'Curso',
    percent: 'Porcentaje',
    grade: 'Calificación',
    exam_results: 'Resultados de exámenes',
    standards: 'Estándares',
    standard: 'Estándar',
    level: 'Nivel',
    no_grades: 'No se han registrado calificaciones en este trimestre.',
    attendance: 'Asistencia',
    lessons: 'Clases',
    present: 'Presente',
    no_students: 'La clase no tiene alumnos en este trimestre.',
  },
  // public forms (docs/forms-and-messages.md)
  forms: {
    pre_registration_fields:
      'Un formulario de preinscripción necesita preguntas de texto obligatorias para el nombre y el apellido del solicitante (mapsTo applicantName y applicantLastName).',
    link_not_issued: 'El enlace público se crea con el botón «Crear enlace público»; aquí solo se puede quitar.',
    file_too_large: 'Este archivo supera los 5 MB.',
    closed: 'Este formulario ya no admite respuestas.',
  },
  // SMS and mail templates, bulk sending
  messages: {
    unknown_placeholder: 'Este texto nombra un marcador que no existe; use uno de los parámetros de mensaje.',
    no_recipients: 'Ninguno de los destinatarios elegidos tiene una dirección para este canal.',
  },
  student_import: {
    no_rows: 'El archivo no tiene filas de alumnos.',
    too_many_rows: 'El archivo tiene más de {{max}} filas.',
    unknown_grade_level: 'Ningún nivel se llama «{{value}}».',
    duplicate_number: 'El número de alumno {{value}} aparece más de una vez en el archivo.',
    number_taken: 'Ya existe un alumno con el número {{value}}.',
  },
  mail: {
    recipient_refused: 'No puede escribir a esta persona.',
    no_recipient: 'Indique al menos un destinatario.',
    search_too_short: 'Escriba al menos 3 letras.',
  },
  notifications: {
    // the library (issue 33, part 4; docs/library.md)
    library_hold_subject: '«{{title}}» está listo para recoger',
    library_hold_body_student:
      'El libro que reservó {{student}}, «{{title}}», ha vuelto y se guarda para esa persona en la biblioteca escolar. Espera en el mostrador.',
    library_hold_body_staff:
      'El libro que usted reservó, «{{title}}», ha vuelto y se le guarda en el mostrador de la biblioteca escolar.',
    library_overdue_subject: '{{student}} tiene un libro de la biblioteca vencido',
    library_overdue_body:
      '«{{title}}», prestado a {{student}}, debía devolverse a la biblioteca del centro el {{date}}. Por favor, devuélvalo.',
    referral_new_subject: 'Una nueva derivación: {{student}}',
    referral_new_body:
      '{{teacher}} derivó a {{student}} al servicio de orientación el {{date}}. Lea la derivación en Kampus (Orientación > Derivaciones).',
    referral_status_subject: 'Su derivación de {{student}}',
    referral_accepted_body:
      'El orientador aceptó su derivación de {{student}} del {{date}} y le está dando seguimiento.',
    referral_closed_body: 'El orientador cerró su derivación de {{student}} del {{date}}.',
    discipline_role_instigator: 'causante',
    discipline_role_participant: 'participante',
    discipline_role_victim: 'víctima',
    discipline_role_witness: 'testigo',
    discipline_action: 'El centro ha decidido: {{kind}}.',
    discipline_action_day: 'El centro ha decidido: {{kind}} el {{date}}.',
    discipline_action_period: 'El centro ha decidido: {{kind}} del {{from}} al {{to}}.',
    discipline_subject: 'Un incidente escolar con {{student}}',
    discipline_body:
      'El {{date}} el centro registró un incidente con el código «{{code}}» en el que participó {{student}} ({{role}}). Puede leerlo en la página de disciplina de su hijo.',
    absence_subject: 'Su hijo/a {{student}} fue marcado/a ausente',
    absence_body: '{{student}} fue marcado/a ausente el {{date}} ({{lesson}}).',
    absence_body_day: '{{student}} fue marcado/a ausente el {{date}}.',
    payment_subject: 'Pago recibido de {{student}}',
    payment_body: 'Se recibió un pago de {{amount}} de {{student}} el {{date}} (recibo {{receipt}}).',
    request_due_subject: 'Una solicitud de un interesado vence el {{date}}',
    request_due_body: 'Solicitud del {{requestedDate}}: respóndala antes del {{date}} (KVKK art. 13, RGPD art. 12.3).',
    health_visit_subject: '{{student}} ha ido a la enfermería del colegio',
    health_visit_back_to_class: '{{student}} fue a enfermería el {{date}} y ha vuelto a clase.',
    health_visit_sent_home:
      '{{student}} fue a enfermería el {{date}} y se le envía a casa. Por favor, recójalo en el colegio.',
    health_visit_hospital:
      '{{student}} fue a enfermería el {{date}} y ha sido llevado al hospital. El colegio le llamará.',
  },
  finance_documents: {
    serial_fixed: 'Una factura conserva la serie en la que se numeró.',
    unknown_serial:
      'No hay ninguna serie de facturas activa con esta serie en este centro: añádala en Definiciones de factura.',
    promissory_title: 'Pagaré',
    note_no: 'Número de pagaré',
    order_one: 'Pagaré {{order}} de {{count}}',
    order_other: 'Pagaré {{order}} de {{count}}',
    order_many: 'Pagaré {{order}} de {{count}}',
    due_date: 'Fecha de vencimiento',
    amount: 'Importe',
    in_words: 'La suma de',
    debtor: 'Deudor',
    address: 'Dirección',
    student: 'Alumno',
    payee: 'Beneficiario',
    promise:
      'En la fecha de vencimiento indicada pagaré a {{school}} o a su orden la suma escrita arriba. Este pagaré se firmó por las cuotas del alumno aquí nombrado.',
    place_date: 'Lugar y fecha de emisión',
    signature: 'Firma',
    paid: 'Pagado',
    no_notes: 'Este alumno no tiene pagarés en esta temporada.',
    invoice_title: 'Factura',
    serial: 'Serie',
    number: 'Número',
    date: 'Fecha',
    billed_to: 'Facturado a',
    tax_office: 'Oficina tributaria',
    tax_number: 'Número fiscal',
    explanation: 'Explicación',
    total: 'Total',
    receipt_title: 'Recibo',
    receipt_no: 'Número de recibo',
    received_from: 'Recibido de',
    description: 'Descripción',
    agreement_title: 'Contrato de matrícula',
    guardian_signature: 'Tutor',
    school_signature: 'Escuela',
    guardians: 'Tutores',
    course: 'Curso',
    fee_info: 'Cuotas',
    discount_info: 'Descuentos',
    installment_info: 'Plazos',
    invoice_info: 'Datos de facturación',
    scholarship_info: 'Becas',
    none: 'Nada registrado.',
  },
  developer: {
    own_key_only: 'Solo usted puede ver o generar su propia clave de API.',
    not_while_impersonating: 'Mientras actúa como otro usuario no puede ver ni generar su clave de API.',
    not_with_api_key:
      'Una clave de API no puede generar, mostrar ni revocar claves de API: inicie sesión con su contraseña.',
    invalid_api_key: 'Esta clave de API no es válida: fue revocada, sustituida por una nueva o ha caducado.',
  },
  cashier: {
    bank_account_required: 'Elija la cuenta bancaria a la que va este pago con tarjeta o por transferencia.',
    over_installments:
      'Las cuotas esperan {{limit}} en total: cobre como máximo eso o añada antes una cuota para el resto.',
    payment_method: 'Forma de pago',
    bank_account: 'Cuenta bancaria',
    remaining_balance: 'Saldo pendiente tras este pago',
    installment_line: 'Cuota {{number}}, vence el {{date}}',
    down_payment_line: 'Pago inicial, vence el {{date}}',
    beside_plan_line: 'Pago de cuotas fuera del plan de pagos',
    description: 'Pago de cuotas de {{student}}',
    tax_number: 'Número de identificación fiscal',
    statement: {
      title: 'Estado de cuenta',
      family_title: 'Estado de cuenta de la familia',
      period: 'Periodo',
      whole_season: 'Toda la temporada',
      printed_on: 'Impreso el',
      opening: 'Saldo inicial',
      closing: 'Saldo final',
      date: 'Fecha',
      entry: 'Movimiento',
      debit: 'Cargo',
      credit: 'Abono',
      balance: 'Saldo',
      totals: 'Totales',
      none: 'No hay movimientos en este periodo.',
      kinds: { fee: 'Cuota', discount: 'Descuento', payment: 'Pago', refund: 'Reembolso', void: 'Anulado' },
    },
    methods: {
      cash: 'Efectivo',
      creditCard: 'Tarjeta de crédito',
      bankTransfer: 'Transferencia bancaria',
      check: 'Cheque',
      other: 'Otro',
      online: 'Pago con tarjeta en línea',
    },
  },
  // the reports hub's columns (issue 27): headers of the screen and of the exports
  reports: {
    month: 'Mes',
    incidents: 'Incidentes',
    discipline_points: 'Puntos',
    action_create: 'Creado',
    action_update: 'Modificado',
    action_delete: 'Eliminado',
    students: 'Estudiantes',
    records: 'Registros',
    absences: 'Ausencias',
    absence_rate: 'Tasa de ausencia (%)',
    attendance_rate: 'Tasa de asistencia (%)',
    not_due: 'Aún no vencido',
    overdue_1_30: '1–30 días de atraso',
    overdue_31_60: '31–60 días de atraso',
    overdue_61_90: '61–90 días de atraso',
    overdue_90_plus: 'Más de 90 días de atraso',
    outstanding: 'Pendiente',
    method: 'Forma de pago',
    cashier: 'Cajero',
    payments: 'Pagos',
    collected: 'Cobrado',
    due: 'Vencido a la fecha',
    collection_rate: 'Tasa de cobro (%)',
    no_grade_level: 'Sin nivel',
    no_class: 'Sin clase',
    unknown_cashier: 'Cajero desconocido',
  },
};
