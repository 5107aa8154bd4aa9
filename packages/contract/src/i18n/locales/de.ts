import type { Catalogue } from './en.ts';

export const de: Catalogue = {
  // the private calendar feed (issue 30, item 6)
  calendar_feed: {
    name: 'Kampus: {{name}}',
    homework_due: 'Hausaufgabe fällig: {{title}}',
    installment_due: 'Rate {{number}} fällig: {{amount}}',
    work_due: 'Fällig: {{title}}',
    test_on: 'Test: {{title}}',
    exam_on: 'Prüfung: {{title}}',
  },
  // seasons area
  seasons: {
    same_database: 'Quelle und Ziel müssen verschiedene Saisons sein.',
    unknown_table: '{{name}} kann nicht zwischen Saisons kopiert werden.',
    unknown_database: 'Keine Saison-Datenbank heißt {{name}}.',
  },
  // season rollover (issue 27, part 1)
  rollover: {
    no_running_season: 'Die Schule hat keine laufende (Standard-)Saison, aus der übertragen werden kann.',
    same_season: 'Wählen Sie eine andere Saison als die laufende.',
    not_later: 'Die neue Saison muss nach der laufenden beginnen.',
    already_done: 'In diese Saison wurde bereits übertragen; machen Sie diese Übertragung zuerst rückgängig.',
    no_next_grade: 'Es gibt keine nächste Klassenstufe: Wählen Sie Wiederholen, Abschluss oder Abgang.',
    nothing_to_undo: 'Es gibt keine Übertragung, die rückgängig gemacht werden kann.',
    undo_money:
      'In der neuen Saison sind bereits Zahlungen oder Raten erfasst: auf ihre Gebühren eingenommenes Geld wird nie gelöscht, daher bleibt dieser Übergang bestehen.',
    undo_attendance: 'In der neuen Saison ist bereits Anwesenheit erfasst.',
    undo_grades: 'In der neuen Saison sind bereits Prüfungen oder Noten erfasst.',
    skip_exists: 'bereits in der neuen Saison vorhanden',
    skip_school_wide: 'Klassenstufen gehören zur Schule, nicht zu einer Saison',
    skip_enrolled: 'bereits in der neuen Saison eingeschrieben',
    fees_none: 'für {{grade}} wurden in dieser Saison keine Gebühren berechnet',
    fees_already: 'hat bereits Gebühren in der neuen Saison',
    skip_lessons_exist: 'die Klasse hat bereits Unterricht in der neuen Saison',
  },
  // One word for attendance everywhere (the register, the pop-up, lists): no type means present.
  attendance: {
    present: 'Anwesend',
  },
  app: {
    cannot_be_empty: 'darf nicht leer sein',
    an_error_occurred: 'Ein Fehler ist aufgetreten!',
    menus_failed: 'Ihre Menüs konnten nicht geladen werden!',
    deleted: 'Der Löschvorgang wurde erfolgreich abgeschlossen.',
  },
  validation: {
    // the library (issue 33, part 4; docs/library.md)
    invalid_saml_metadata:
      'Fügen Sie die SAML-Metadaten des Identitätsanbieters ein: einen EntityDescriptor mit IDPSSODescriptor, wie der Anbieter ihn exportiert.',
    invalid_certificate:
      'Fügen Sie das Signaturzertifikat des Anbieters im PEM-Format ein (-----BEGIN CERTIFICATE----- …).',
    invalid_isbn: 'Das ist keine gültige ISBN: bitte die Ziffern prüfen.',
    library_unknown_barcode: 'Kein Exemplar dieser Schule hat diesen Barcode.',
    library_one_borrower: 'Bitte genau eine ausleihende Person wählen: Schüler/in oder Personal.',
    library_max_loans: 'Diese Person hat schon so viele Bücher, wie die Schule erlaubt.',
    library_copy_unavailable: 'Dieses Exemplar ist verloren oder ausgesondert und kann nicht ausgeliehen werden.',
    library_copy_reserved: 'Dieses Exemplar ist für die Person zurückgelegt, die den Titel vorgemerkt hat.',
    library_loan_fixed: 'Eine Ausleihe behält Exemplar und Person: das Exemplar zurücknehmen und neu ausleihen.',
    library_desk_status: 'Nur die Ausleihtheke verleiht ein Exemplar oder legt es zurück.',
    end_before_start: 'Das Enddatum darf nicht vor dem Startdatum liegen.',
    // enrolment (issue 13, item 7)
    guardian_required: 'Mindestens ein Erziehungsberechtigter ist nötig.',
    class_grade_mismatch: 'Diese Klasse gehört nicht zur gewählten Klassenstufe.',
    no_grading_terms:
      'Das Schuljahr hat noch keine Bewertungszeiträume: Legen Sie sie an, bevor Sie Schüler einer Klasse zuordnen.',
    account_needs_email: 'Ein Konto braucht eine E-Mail-Adresse.',
    invalid_number_pattern:
      'Verwenden Sie Buchstaben, Ziffern, - / _ . und die Platzhalter {year}, {yy}, {school} und genau ein {seq} oder {seq:4}.',
    already_enrolled: 'Dieser Schüler ist im aktiven Schuljahr bereits angemeldet.',
    required: 'darf nicht leer sein',
    request_answer_required: 'Geben Sie an, was getan wurde oder warum der Antrag abgelehnt wird.',
    consent_one_subject: 'Wählen Sie entweder einen Schüler oder einen Benutzer, nicht beide.',
    consent_self_only: 'Sie können nur für sich selbst oder Ihre Kinder einwilligen oder widerrufen.',
    invalid: 'Ungültige Eingabe!',
    invalid_body: 'Der Anfrageinhalt muss ein JSON-Objekt sein.',
    invalid_email: 'Die E-Mail-Adresse ist ungültig.',
    invalid_amount: 'Geben Sie einen Betrag mit höchstens zwei Nachkommastellen ein.',
    invalid_date: 'Geben Sie ein Datum als JJJJ-MM-TT ein.',
    invalid_datetime: 'Geben Sie Datum und Uhrzeit als JJJJ-MM-TT HH:mm:ss ein.',
    invalid_time: 'Geben Sie eine Uhrzeit als HH:mm ein.',
    invalid_number: 'Geben Sie eine ganze Zahl ein.',
    invalid_boolean: 'Geben Sie ja oder nein ein.',
    invalid_choice: 'Wählen Sie einen der angebotenen Werte.',
    invalid_reference: 'Dieser Datensatz existiert nicht.',
    same_as_dependents:
      'Unter diesem Datensatz abgelegte Einträge (Überprüfungen, Nachteilsausgleiche, Nachverfolgungen) nennen noch den alten Wert: Ändern oder löschen Sie sie zuerst.',
    other_student: 'Der gewählte Datensatz gehört zu einem anderen Schüler.',
    too_long: 'Dieser Text ist zu lang.',
    too_small: 'Dieser Wert ist zu klein.',
    too_large: 'Dieser Wert ist zu groß.',
    invalid_text: 'Dieser Text enthält Zeichen, die nicht gespeichert werden können.',
    invalid_decimal: 'Geben Sie eine Zahl ein, mit einem Punkt vor den Nachkommastellen.',
    too_many_decimals: 'Diese Zahl hat zu viele Nachkommastellen.',
    too_deep: 'Dieser Wert ist zu tief verschachtelt.',
    password_rule:
      'Das Passwort muss mindestens 8 Zeichen lang sein und einen Groß- und einen Kleinbuchstaben, eine Ziffer und ein Sonderzeichen enthalten.',
    not_unique: 'Dieser Wert wird bereits verwendet.',
    not_writable: 'Sie dürfen dieses Feld nicht ändern.',
    out_of_reach: 'Diese Schule liegt außerhalb Ihres Bereichs.',
    // school-life
    one_schedule: 'Alle Einträge müssen zur selben Unterrichtsstunde gehören.',
    not_in_class: 'Dieser Schüler ist nicht in der Klasse dieser Stunde.',
    not_lesson_of_class: 'Diese Stunde ist keine Stunde dieser Klasse an diesem Tag.',
    duplicate_student: 'Dieser Schüler ist doppelt aufgeführt.',
    wrong_user_kind: 'Diese Person kann hier nicht gewählt werden: nicht von der geforderten Art an dieser Schule.',
    photo_consent_missing:
      'Für eine Schülerin oder einen Schüler auf den Bildern liegt keine Einwilligung der Familie zur Veröffentlichung vor: prüfen Sie die Einwilligungen oder lassen Sie das Bild weg.',
    only_yourself: 'Hier dürfen Sie nur sich selbst angeben.',
    // organization
    invalid_url: 'Geben Sie eine Webadresse ein, die mit http:// oder https:// beginnt.',
    invalid_color: 'Wählen Sie eine Farbe im Format #rrggbb.',
    invalid_phone: 'Geben Sie eine Telefonnummer nur mit Ziffern, Leerzeichen und + ( ) - ein.',
    // setup (issue 4)
    branch_not_of_bank: 'Diese Filiale gehört nicht zur gewählten Bank.',
    // finance (issue 13)
    over_unpaid: 'Der Zahlungsbetrag darf die Summe der offenen Gebühren ({{limit}}) nicht übersteigen.',
    over_refund: 'Der Erstattungsbetrag darf die gesamte Zahlung ({{limit}}) nicht übersteigen.',
    over_remaining: 'Der Ratenbetrag darf den Restbetrag ({{limit}}) nicht übersteigen.',
    installment_paid: 'Eine bezahlte Rate kann weder geändert noch erneut bezahlt werden.',
    not_student_installment: 'Diese Rate ist keine offene Rate dieses Schülers.',
    installments_total: 'Der Betrag darf die offene Summe der genannten Raten ({{limit}}) nicht übersteigen.',
    installments_required:
      'Dieser Schüler zahlt in Raten: Nennen Sie die Raten, für die diese Zahlung ist (ohne Raten höchstens {{limit}}).',
    fee_move_committed:
      'Diese Gebühr kann nicht zu einem anderen Schüler wechseln: Ihr Schüler hat mehr bezahlt oder geplant, als seine übrigen Gebühren abzüglich Rabatte ausmachen.',
    refund_of_refund: 'Eine Erstattung kann nicht erstattet werden.',
    max_installments: 'Höchstens {{limit}} Raten sind erlaubt.',
    min_installment: 'Jede Rate muss mindestens {{limit}} betragen.',
    min_down_payment: 'Die Anzahlung muss mindestens {{limit}} betragen.',
    min_tuition: 'Die Summe muss mindestens {{limit}} betragen.',
    max_installment_date: 'Die letzte Rate darf nicht nach dem {{limit}} liegen.',
    down_payment_over_total: 'Die Anzahlung darf nicht größer als die Summe sein.',
    free_discount_limit:
      'Die freie Ermäßigung muss innerhalb der Grenze der Gebühreneinstellungen ({{limit}}) bleiben.',
    percentage_and_amount: 'Ermäßigungsanteil und Ermäßigungsbetrag können nicht in derselben Zeile stehen.',
    payment_fields_fixed: 'Bei einer Zahlung lassen sich nur Bank, Beschreibung, Datum, Art und Rechnung ändern.',
    fee_below_committed:
      'Die Gebühren dürfen nicht unter das bereits Bezahlte oder in Raten Geplante fallen: diese Gebühr muss mindestens {{limit}} betragen.',
    discount_over_fees:
      'Rabatte dürfen die Gebühren nicht unter das Bezahlte oder Geplante senken: hier höchstens {{limit}}.',
    installment_has_payments: 'Auf diese Rate wurde bereits gezahlt: Sie kann weder geändert noch gelöscht werden.',
  },
  errors: {
    // the library (issue 33, part 4; docs/library.md)
    library_copy_on_loan:
      'Dieses Exemplar ist schon an {{borrower}} ausgeliehen (fällig am {{due}}): es kann nicht zweimal ausgeliehen werden. Bitte zuerst zurücknehmen.',
    library_copy_not_on_loan: 'Dieses Exemplar ist nicht ausgeliehen: es gibt nichts zurückzunehmen.',
    unavailable: 'Dienst nicht verfügbar',
    unsupported_media_type_title: 'Nicht unterstützter Medientyp',
    bad_filter: 'Der Filter {{name}} hat einen Wert der falschen Art.',
    bad_value: 'Ein Wert der Anfrage kann nicht gespeichert werden.',
    bad_order: 'Die Liste kann so nicht nach {{name}} sortiert werden.',
    bad_request: 'Ungültige Anfrage',
    malformed_json: 'Der Anfrageinhalt ist kein gültiges JSON.',
    unauthorized: 'Melden Sie sich an, um fortzufahren.',
    invalid_token: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    forbidden: 'Sie haben keinen Zugriff darauf.',
    school_forbidden: 'Sie haben keinen Zugriff auf diese Schule.',
    ledger_history: 'Quittungen und Zahlungsberichte bleiben erhalten: Stornieren Sie stattdessen die Zahlung.',
    season_forbidden: 'Diese Saison gehört nicht zur aktiven Schule.',
    register_day_closed:
      'Lehrkräfte erfassen die Anwesenheit einer Stunde nur an ihrem Tag; die Schulleitung kann sie später ändern.',
    not_found: 'Nicht gefunden',
    record_not_found: 'Der Datensatz wurde nicht gefunden.',
    unsupported_media_type: 'Verwenden Sie zum Aktualisieren Content-Type application/merge-patch+json.',
    conflict: 'Konflikt',
    still_referenced: 'Dieser Datensatz wird noch von {{what}} verwendet und kann nicht gelöscht werden.',
    concurrent_change: 'Jemand hat dies gleichzeitig geändert. Bitte versuchen Sie es erneut.',
    precondition_failed: 'Vorbedingung nicht erfüllt',
    record_changed:
      'Jemand anderes hat diesen Eintrag geändert, nachdem Sie ihn geöffnet haben. Laden Sie ihn neu und nehmen Sie Ihre Änderung erneut vor.',
    validation_failed: 'Die Daten sind ungültig.',
    idempotency_key_invalid: 'Der Header Idempotency-Key muss aus 1 bis 255 sichtbaren Zeichen bestehen.',
    idempotency_key_reused: 'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet.',
    idempotency_key_in_progress:
      'Eine Anfrage mit diesem Idempotency-Key läuft noch. Bitte warten Sie und versuchen Sie es erneut.',
    too_many_requests: 'Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
    server_error: 'Bei uns ist etwas schiefgelaufen.',
    // people: impersonation
    impersonation_not_allowed:
      'Nur die Verwaltung (Zentrale, Campus oder Schule) darf als ein anderer Benutzer handeln.',
    impersonation_not_impersonable: 'Nur Lehrkräfte, Eltern und Schüler können übernommen werden.',
    impersonation_out_of_reach: 'Dieser Benutzer gehört zu einer Schule, die Sie nicht verwalten.',
    user_out_of_reach:
      'Diese Person gehört auch zu einer Schule, die Sie nicht verwalten: Das kann nur, wer alle ihre Schulen verwaltet.',
    impersonation_already:
      'Sie handeln bereits als ein anderer Benutzer. Kehren Sie zuerst zu Ihrem eigenen Konto zurück.',
    impersonation_reason_too_long: 'Ein Grund hat höchstens 500 Zeichen.',
    impersonation_none: 'Sie handeln nicht als ein anderer Benutzer.',
    // people: credentials (issue 9)
    impersonation_credentials:
      'Während Sie als ein anderer Benutzer handeln, können Sie dessen E-Mail-Adresse, Passwort und verknüpfte Anmeldungen nicht ändern.',
    reauthentication_required:
      'Um Ihre E-Mail-Adresse oder Ihr Passwort zu ändern, melden Sie sich erneut mit Ihrem Passwort an (innerhalb von {{minutes}} Minuten) oder geben Sie auf der Kontoseite Ihr aktuelles Passwort ein.',
    credential_not_with_api_key:
      'Ein API-Schlüssel kann E-Mail-Adresse, Passwort, verknüpfte Anmeldungen oder Schlüssel einer anderen Person nicht ändern: Melden Sie sich mit Ihrem Passwort an.',
    credential_out_of_reach:
      'Diese Person gehört auch zu einer Schule, die Sie nicht verwalten: Nur wer alle ihre Schulen verwaltet, kann ihre E-Mail-Adresse, ihr Passwort, ihre verknüpften Anmeldungen oder Schlüssel ändern.',
  },
  communication: {
    comments_off: 'Für diesen Beitrag sind Kommentare ausgeschaltet.',
    no_provider: 'Online-Unterricht ist auf diesem Server nicht eingerichtet (keine BigBlueButton-Adresse).',
    provider_failed: 'Der Dienst für Online-Unterricht hat nicht geantwortet. Bitte gleich noch einmal versuchen.',
    not_started: 'Der Online-Unterricht hat noch nicht begonnen. Bitte auf die Lehrkraft warten.',
    moderator_only:
      'Nur die Lehrkraft der Klasse und die Schulverwaltung können diesen Online-Unterricht starten oder moderieren.',
  },
  login: {
    successful: 'Anmeldung erfolgreich!',
    invalid_credentials: 'E-Mail-Adresse oder Passwort ist falsch.',
    inactive: 'Dieses Konto ist nicht aktiv.',
    expired: 'Dieses Konto ist abgelaufen.',
    code_required:
      'Zu viele fehlgeschlagene Anmeldungen bei diesem Konto. War Ihr Passwort richtig, haben wir Ihnen einen Anmeldecode per E-Mail geschickt: Geben Sie ihn ein, um fortzufahren.',
    second_factor_required:
      'Geben Sie den Code aus Ihrer Authenticator-App (oder einen Ihrer Wiederherstellungscodes) ein, um die Anmeldung abzuschließen.',
    second_step_expired: 'Diese Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.',
    second_factor_wrong: 'Dieser Code ist falsch oder wurde bereits verwendet.',
    user_not_found: 'Benutzer nicht gefunden!',
    // accounts
    reset_password: { password_no_match: 'Die Passwörter stimmen nicht überein.' },
  },
  // multi-factor sign-in (issue 35)
  second_factor: {
    already_on: 'Die Anmeldung in zwei Schritten ist für dieses Konto bereits aktiv.',
    wrong_code: 'Dieser Code ist falsch oder wurde bereits verwendet.',
    proof_required: 'Geben Sie einen Code aus Ihrer Authenticator-App oder Ihr aktuelles Passwort ein.',
    enrolment_required:
      'Ihre Schulgruppe verlangt die Anmeldung in zwei Schritten: Richten Sie eine Authenticator-App ein, bevor Sie fortfahren.',
    step_up_required_code:
      'Dafür ist Ihr zweiter Faktor erneut nötig: ein neuer Code aus Ihrer Authenticator-App (innerhalb von {{minutes}} Minuten).',
    step_up_required_passkey:
      'Dafür ist Ihr zweiter Faktor erneut nötig: Ihr Passkey (innerhalb von {{minutes}} Minuten).',
    step_up_required:
      'Dafür ist Ihr zweiter Faktor erneut nötig: ein neuer Code aus Ihrer Authenticator-App oder Ihr Passkey (innerhalb von {{minutes}} Minuten).',
  },
  // Passkeys (issue 35)
  passkey: {
    name_too_long: 'Der Name eines Passkeys hat höchstens 100 Zeichen.',
    challenge_expired:
      'Diese Passkey-Anfrage ist abgelaufen oder wurde bereits verwendet. Bitte versuchen Sie es erneut.',
    not_verified: 'Dieser Passkey konnte für diese Website nicht bestätigt werden.',
    already_registered: 'Dieser Passkey ist bereits registriert.',
    not_found: 'Passkey nicht gefunden.',
    none: 'Dieses Konto hat keinen Passkey.',
  },
  // accounts
  accounts: {
    user_exists: 'Der Benutzer existiert bereits!',
    email_not_verified: 'Die E-Mail-Adresse konnte nicht bestätigt werden!',
    email_taken: 'Ein anderes Konto verwendet diese E-Mail-Adresse bereits.',
    email_change_subject: 'Bestätigen Sie Ihre neue Kampus-E-Mail-Adresse',
    email_change_body:
      'Jemand möchte diese Adresse für ein Kampus-Konto verwenden. Öffnen Sie diesen Link innerhalb von {{hours}} Stunden, um sie zu bestätigen: {{link}} Bis dahin behält das Konto seine alte Adresse. Wenn Sie das nicht waren, ignorieren Sie diese E-Mail.',
    no_school: 'Keine Schule gefunden!',
    link_invalid: 'Der Link ist abgelaufen oder ungültig.',
    wrong_current_password: 'Ihr aktuelles Passwort ist falsch.',
    current_password_required:
      'Geben Sie zur Bestätigung Ihr aktuelles Passwort ein (oder melden Sie sich erneut an: Eine Anmeldung der letzten {{minutes}} Minuten braucht keines).',
    google_not_registered: 'Google-Benutzer nicht registriert!',
    facebook_not_registered: 'Facebook-Benutzer nicht registriert!',
    invalid_id_token: 'Die Anmeldung konnte nicht überprüft werden.',
    social_not_configured: 'Die Anmeldung mit diesem Anbieter ist nicht eingerichtet.',
    already_linked: 'Dieses Konto ist bereits mit einem Benutzer verknüpft.',
    unknown_provider: 'Kontotyp wurde nicht gefunden!',
    account_not_found: 'Konto wurde nicht gefunden!',
    login_code_subject: 'Ihr Kampus-Anmeldecode',
    login_code_body:
      'Ihr Anmeldecode lautet {{code}}. Er ist {{minutes}} Minuten gültig. Jemand hat versucht, sich mit falschen Passwörtern bei Ihrem Konto anzumelden; waren Sie es nicht, schützt Ihr Passwort es weiterhin.',
    verify_subject: 'Ihr Kampus-Bestätigungscode',
    verify_body:
      'Ihr Bestätigungscode lautet {{code}}. Er ist {{minutes}} Minuten gültig. Wenn Sie kein Konto anlegen wollten, ignorieren Sie diese E-Mail.',
    reset_subject: 'Kampus-Passwort zurücksetzen',
    reset_body:
      'Jemand möchte das Passwort Ihres Kampus-Kontos zurücksetzen. Öffnen Sie diesen Link innerhalb von {{hours}} Stunden, um ein neues Passwort zu wählen: {{link}} Wenn Sie das nicht waren, ignorieren Sie diese E-Mail.',
    invite_subject: 'Ihr Kampus-Konto bei {{school}}',
    invite_body:
      'Hallo {{name}}, {{school}} hat für Sie ein Kampus-Konto angelegt. Öffnen Sie diesen Link innerhalb von {{days}} Tagen, um Ihr Passwort festzulegen: {{link}}',
  },
  // organization: file uploads
  files: {
    document_type: 'Diese Datei muss ein PDF oder ein PNG-, JPEG-, GIF- oder WebP-Bild sein.',
    favicon_rule: 'Das Favicon muss ein quadratisches PNG-, ICO-, GIF- oder JPEG-Bild kleiner als 48 × 48 px sein.',
    logo_rule: 'Das Logo muss ein PNG-Bild von genau 192 × 40 px sein.',
    picture_rule: 'Das Schulfoto muss ein PNG-Bild von genau 1400 × 300 px sein.',
    image_type: 'Diese Datei muss ein PNG-, JPEG-, GIF- oder WebP-Bild sein.',
    feed_file_type: 'Diese Datei muss ein Bild (PNG, JPEG, GIF, WebP), ein PDF oder eine Zip- oder Office-Datei sein.',
    empty: 'Die Datei ist leer.',
    photo_rule: 'Das Foto muss ein PNG-, JPEG- oder WebP-Bild von höchstens 4000 × 4000 px sein.',
  },
  // OpenID Connect sign-in (docs/oidc.md)
  oidc: {
    sign_in_with: 'Mit {{name}} anmelden',
    signing_in: 'Sie werden angemeldet…',
    not_configured: 'Die Anmeldung über einen Identitätsanbieter ist nicht eingerichtet.',
    unavailable:
      'Der Identitätsanbieter ist gerade nicht erreichbar. Versuchen Sie es später erneut oder melden Sie sich mit Ihrem Passwort an.',
    denied: 'Der Identitätsanbieter hat Sie nicht angemeldet.',
    bad_state:
      'Diese Anmeldung wurde nicht in diesem Browser begonnen oder hat zu lange gedauert. Beginnen Sie erneut.',
    wrong_audience:
      'Die Antwort des Identitätsanbieters war für eine andere Anwendung bestimmt. Sie wurden nicht angemeldet.',
    expired_token:
      'Die Antwort des Identitätsanbieters ist abgelaufen. Beginnen Sie erneut; passiert es wieder, geht die Uhr des Anbieters womöglich falsch.',
    no_email: 'Der Identitätsanbieter hat Ihre E-Mail-Adresse nicht übermittelt, daher findet Kampus Ihr Konto nicht.',
    unverified_email:
      'Der Identitätsanbieter hat Ihre E-Mail-Adresse nicht bestätigt, daher kann er Sie nicht bei Kampus anmelden.',
    unknown_email:
      'Kein Kampus-Konto hat die E-Mail-Adresse, die Ihr Identitätsanbieter übermittelt hat. Bitten Sie Ihre Schule, sie Ihrem Konto hinzuzufügen.',
    failed:
      'Die Anmeldung über den Identitätsanbieter ist fehlgeschlagen. Beginnen Sie erneut oder melden Sie sich mit Ihrem Passwort an.',
  },
  // Anmeldung mit SAML 2.0 (docs/saml.md)
  saml: {
    sign_in_with: 'Mit {{name}} anmelden',
    signing_in: 'Sie werden angemeldet…',
    not_configured: 'Die Anmeldung über einen SAML-Identitätsanbieter ist nicht eingerichtet.',
    denied: 'Der Identitätsanbieter hat Sie nicht angemeldet.',
    bad_signature:
      'Die Antwort des Identitätsanbieters ist nicht mit seinem Zertifikat signiert oder wurde unterwegs verändert. Sie wurden nicht angemeldet.',
    wrong_audience:
      'Die Antwort des Identitätsanbieters war für eine andere Anwendung bestimmt. Sie wurden nicht angemeldet.',
    wrong_destination: 'Die Antwort des Identitätsanbieters ging an eine andere Adresse. Sie wurden nicht angemeldet.',
    expired:
      'Die Antwort des Identitätsanbieters ist abgelaufen oder noch nicht gültig. Beginnen Sie erneut; passiert das wieder, geht vielleicht eine Uhr falsch.',
    bad_request:
      'Diese Anmeldung wurde nicht hier begonnen, schon verwendet oder hat zu lange gedauert. Beginnen Sie erneut.',
    unsolicited:
      'Kampus nimmt nur Anmeldungen an, die auf seiner Anmeldeseite begonnen wurden. Beginnen Sie dort erneut.',
    replayed: 'Diese Antwort des Identitätsanbieters wurde bereits verwendet. Beginnen Sie erneut.',
    no_email: 'Der Identitätsanbieter hat Ihre E-Mail-Adresse nicht übermittelt, daher findet Kampus Ihr Konto nicht.',
    unknown_email:
      'Kein Kampus-Konto hat die E-Mail-Adresse, die Ihr Identitätsanbieter übermittelt hat. Bitten Sie Ihre Schule, sie Ihrem Konto hinzuzufügen.',
    failed:
      'Die Anmeldung über den Identitätsanbieter ist fehlgeschlagen. Beginnen Sie erneut oder melden Sie sich mit Ihrem Passwort an.',
  },
  // the Hydra admin at /admin/api/ (apps/api-admin)
  apiAdmin: {
    signed_out:
      'Melden Sie sich zuerst als Superadministrator bei Kampus an und öffnen Sie dann die API-Verwaltung erneut.',
    refused: 'Die API-Verwaltung ist nur für Superadministratoren.',
    back: 'Zurück zu Kampus',
    checking: 'Ihr Konto wird geprüft…',
  },
  // academics: exam scores, optic imports and homework files
  exams: {
    optic_short_line: 'Die Zeile ist kürzer als die Felder des Belegleser-Bogens.',
    optic_no_number: 'Die Zeile enthält keine Schülernummer.',
    optic_unknown_student: 'In den Klassen dieser Prüfung hat niemand die Nummer {{number}}.',
    optic_repeated_student: 'Die Schülernummer {{number}} kommt mehrmals vor.',
    optic_bad_answer: 'Die Antworten „{{answers}}“ enthalten andere Zeichen als A bis E.',
    optic_no_key: 'Ein Fach der Prüfungsvorlage hat keinen Lösungsschlüssel.',
    optic_has_errors: 'Die Datei enthält Fehler: Es wurde nichts gespeichert.',
    not_in_exam_class: 'Diese Person ist in keiner Klasse der Prüfung.',
    score_above_points: 'Die Punktzahl ist höher als die Punkte des Fachs.',
    not_exam_subject: 'Dieses Fach gehört nicht zur Prüfung.',
    file_too_large: 'Die Datei ist größer als 10 MB.',
    due_before_given: 'Das Fälligkeitsdatum darf nicht vor dem Tag liegen, an dem die Hausaufgabe gegeben wird.',
    max_below_min: 'Die höchste Punktzahl darf nicht unter der niedrigsten liegen.',
  },
  // course content, report cards, student import (content area)
  content: {
    video_type: 'Das Video muss eine MP4- oder WebM-Datei sein.',
    thumb_type: 'Das Vorschaubild muss ein PNG-, JPEG-, GIF- oder WebP-Bild sein.',
    assets_type: 'Die Materialien müssen eine Zip-Datei sein.',
    lecture_type: 'Die Lektionsdatei muss ein PDF, eine Zip-Datei, ein Bild oder ein Video sein.',
  },
  // file manager (docs/filemanager.md)
  filemanager: {
    invalid_name:
      'Ein Name darf nur Buchstaben a bis z, Ziffern, Punkte, Bindestriche und Unterstriche enthalten und nicht leer sein.',
    name_taken: 'Hier gibt es bereits eine Datei oder einen Ordner namens „{{name}}“.',
    file_type:
      'Diese Datei ist keine Art, die der Dateimanager aufbewahrt (Bilder, PDF, MP4- oder WebM-Video, Zip- und Office-Dateien, reiner Text).',
    type_mismatch: 'Der Inhalt der Datei passt nicht zu ihrer Endung .{{ext}}.',
    into_itself: 'Ein Ordner kann nicht in sich selbst verschoben werden.',
    drive_failed: 'Google Drive hat die Anfrage abgelehnt. Bitte melden Sie sich erneut bei Drive an.',
    local_drive_failed: 'Das lokale Drive antwortete: {{message}}',
    drive_unreachable: 'Google Drive ist gerade nicht erreichbar.',
    drive_not_configured: 'Google Drive ist auf diesem Server nicht eingerichtet.',
    no_extension:
      'Der Dateiname hat keine Endung: Beenden Sie ihn mit der Endung seiner Art, etwa .pdf, .jpg oder .docx.',
    keep_extension: 'Behalten Sie die Endung .{{ext}}: Ein Dateiname endet mit der Endung seiner Art.',
  },
  // store and partner sign-on (docs/store-and-sso.md)
  local_drive: {
    title: 'Beim lokalen Drive anmelden',
    asks: '{{client}} möchte die Namen, Typen, Größen und Daten der Dateien im lokalen Drive sehen. Öffnen, ändern oder löschen kann es sie nicht.',
    about:
      'Das lokale Drive ist der Ersatz dieses Servers für Google Drive: Es listet die Dateien seines Drive-Ordners auf und braucht kein Google-Konto.',
    allow: 'Zulassen',
    cancel: 'Abbrechen',
    invalid_title: 'Diese Anmeldeanfrage ist ungültig',
    invalid_client: 'Die Anwendung, die Sie hierher geschickt hat, ist dem lokalen Drive nicht bekannt.',
    redirect_uri_mismatch:
      'Diese Anmeldung würde zu einer Adresse zurückkehren, die nicht die Drive-Seite von Kampus ist; dorthin wurde nichts gesendet.',
  },
  store: {
    not_configured: 'Der Shop ist für diese Schule noch nicht eingerichtet.',
    unreachable: 'Der Shop ist gerade nicht erreichbar. Bitte versuchen Sie es später erneut.',
    sign_in_refused:
      'Der Shop hat die Anmeldung dieser Schule abgelehnt. Die Verwaltung kann die Shop-Einstellungen prüfen.',
    customer_refused: 'Der Shop hat Ihre Kundendaten abgelehnt.',
    wrong_store: 'Das ist nicht die Adresse des Shops dieser Schule.',
  },
  sso: {
    family_only: 'Nur Schülerinnen, Schüler und Eltern können sich bei Partnerseiten anmelden.',
    not_configured: 'Die Anmeldung bei diesem Partner ist auf diesem Server nicht eingerichtet.',
  },
  report_cards: {
    title: 'Zeugnis',
    student: 'Schüler',
    number: 'Schülernummer',
    class: 'Klasse',
    term: 'Halbjahr',
    grades: 'Noten',
    subject: 'Fach',
    score: 'Note',
    course_grades: 'Kursnoten',
    course: 'Kurs',
    percent: 'Prozent',
    grade: 'Note',
    exam_results: 'Prüfungsergebnisse',
    standards: 'Lernziele',
    standard: 'Lernziel',
    level: 'Stufe',
    no_grades: 'Für dieses Halbjahr wurden keine Noten erfasst.',
    attendance: 'Anwesenheit',
    lessons: 'Stunden',
    present: 'Anwesend',
    no_students: 'Die Klasse hat in diesem Halbjahr keine Schüler.',
  },
  // public forms (docs/forms-and-messages.md)
  forms: {
    pre_registration_fields:
      'Ein Voranmeldeformular braucht Pflicht-Textfragen für Vor- und Nachnamen des Bewerbers (mapsTo applicantName und applicantLastName).',
    link_not_issued:
      'Ein öffentlicher Link entsteht über „Öffentlichen Link erstellen“; hier kann er nur entfernt werden.',
    file_too_large: 'Diese Datei ist größer als 5 MB.',
    closed: 'Dieses Formular nimmt keine Einsendungen mehr an.',
  },
  // SMS and mail templates, bulk sending
  messages: {
    unknown_placeholder:
      'Dieser Text nennt einen Platzhalter, den es nicht gibt; nutzen Sie einen der Nachrichtenparameter.',
    no_recipients: 'Keiner der gewählten Empfänger hat eine Adresse für diesen Kanal.',
  },
  student_import: {
    no_rows: 'Die Datei enthält keine Schülerzeilen.',
    too_many_rows: 'Die Datei hat mehr als {{max}} Zeilen.',
    unknown_grade_level: 'Keine Klassenstufe heißt „{{value}}“.',
    duplicate_number: 'Die Schülernummer {{value}} kommt mehrmals in der Datei vor.',
    number_taken: 'Ein Schüler mit der Nummer {{value}} existiert bereits.',
  },
  mail: {
    recipient_refused: 'Dieser Person dürfen Sie nicht schreiben.',
    no_recipient: 'Nennen Sie mindestens einen Empfänger.',
    search_too_short: 'Geben Sie mindestens 3 Buchstaben ein.',
  },
  notifications: {
    // the library (issue 33, part 4; docs/library.md)
    library_hold_subject: '„{{title}}“ liegt zur Abholung bereit',
    library_hold_body_student:
      'Das Buch, das {{student}} vorgemerkt hat, „{{title}}“, ist zurück und wird in der Schulbibliothek für sie oder ihn bereitgehalten. Es liegt an der Ausleihe.',
    library_hold_body_staff:
      'Das Buch, das Sie vorgemerkt haben, „{{title}}“, ist zurück und liegt an der Ausleihe der Schulbibliothek für Sie bereit.',
    library_overdue_subject: '{{student}} hat ein überfälliges Bibliotheksbuch',
    library_overdue_body:
      '„{{title}}“, ausgeliehen von {{student}}, war am {{date}} in der Schulbibliothek zurückzugeben. Bitte bringen Sie es zurück.',
    referral_new_subject: 'Eine neue Überweisung: {{student}}',
    referral_new_body:
      '{{teacher}} hat {{student}} am {{date}} an die Beratung überwiesen. Lesen Sie die Überweisung in Kampus (Beratung > Überweisungen).',
    referral_status_subject: 'Ihre Überweisung von {{student}}',
    referral_accepted_body:
      'Die Beratungslehrkraft hat Ihre Überweisung von {{student}} vom {{date}} angenommen und verfolgt sie weiter.',
    referral_closed_body: 'Die Beratungslehrkraft hat Ihre Überweisung von {{student}} vom {{date}} abgeschlossen.',
    discipline_role_instigator: 'Verursacher',
    discipline_role_participant: 'Beteiligter',
    discipline_role_victim: 'Betroffener',
    discipline_role_witness: 'Zeuge',
    discipline_action: 'Die Schule hat entschieden: {{kind}}.',
    discipline_action_day: 'Die Schule hat entschieden: {{kind}} am {{date}}.',
    discipline_action_period: 'Die Schule hat entschieden: {{kind}} vom {{from}} bis {{to}}.',
    discipline_subject: 'Ein Vorfall in der Schule mit {{student}}',
    discipline_body:
      'Am {{date}} hat die Schule einen Vorfall unter dem Code „{{code}}“ mit {{student}} ({{role}}) erfasst. Sie finden ihn auf der Disziplinseite Ihres Kindes.',
    absence_subject: 'Ihr Kind {{student}} wurde als abwesend eingetragen',
    absence_body: '{{student}} wurde am {{date}} als abwesend eingetragen ({{lesson}}).',
    absence_body_day: '{{student}} wurde am {{date}} als abwesend eingetragen.',
    payment_subject: 'Zahlung für {{student}} eingegangen',
    payment_body: 'Eine Zahlung von {{amount}} für {{student}} ist am {{date}} eingegangen (Quittung {{receipt}}).',
    request_due_subject: 'Ein Betroffenenantrag ist am {{date}} fällig',
    request_due_body: 'Antrag vom {{requestedDate}}: bis {{date}} beantworten (KVKK Art. 13, DSGVO Art. 12 Abs. 3).',
    health_visit_subject: '{{student}} war im Krankenzimmer der Schule',
    health_visit_back_to_class: '{{student}} war am {{date}} im Krankenzimmer und ist zurück im Unterricht.',
    health_visit_sent_home:
      '{{student}} war am {{date}} im Krankenzimmer und wird nach Hause geschickt. Bitte holen Sie Ihr Kind in der Schule ab.',
    health_visit_hospital:
      '{{student}} war am {{date}} im Krankenzimmer und wurde ins Krankenhaus gebracht. Die Schule ruft Sie an.',
  },
  finance_documents: {
    serial_fixed: 'Eine Rechnung bleibt in der Serie, in der sie nummeriert wurde.',
    unknown_serial:
      'An dieser Schule gibt es keine aktive Rechnungsserie mit diesem Kürzel: legen Sie sie unter Rechnungsdefinitionen an.',
    promissory_title: 'Schuldschein',
    note_no: 'Schuldscheinnummer',
    order_one: 'Schuldschein {{order}} von {{count}}',
    order_other: 'Schuldschein {{order}} von {{count}}',
    due_date: 'Fälligkeitsdatum',
    amount: 'Betrag',
    in_words: 'In Worten',
    debtor: 'Schuldner',
    address: 'Adresse',
    student: 'Schüler',
    payee: 'Zahlungsempfänger',
    promise:
      'Ich verpflichte mich, am obigen Fälligkeitsdatum den oben genannten Betrag an {{school}} oder deren Order zu zahlen. Dieser Schuldschein wurde für die Gebühren des genannten Schülers unterschrieben.',
    place_date: 'Ort und Datum der Ausstellung',
    signature: 'Unterschrift',
    paid: 'Bezahlt',
    no_notes: 'Dieser Schüler hat in diesem Schuljahr keine Schuldscheine.',
    invoice_title: 'Rechnung',
    serial: 'Serie',
    number: 'Nummer',
    date: 'Datum',
    billed_to: 'Rechnungsempfänger',
    tax_office: 'Finanzamt',
    tax_number: 'Steuernummer',
    explanation: 'Erläuterung',
    total: 'Gesamt',
    receipt_title: 'Quittung',
    receipt_no: 'Quittungsnummer',
    received_from: 'Erhalten von',
    description: 'Beschreibung',
    agreement_title: 'Aufnahmevertrag',
    guardian_signature: 'Erziehungsberechtigte',
    school_signature: 'Schule',
    guardians: 'Erziehungsberechtigte',
    course: 'Kurs',
    fee_info: 'Gebühren',
    discount_info: 'Ermäßigungen',
    installment_info: 'Raten',
    invoice_info: 'Rechnungsangaben',
    scholarship_info: 'Stipendien',
    none: 'Nichts erfasst.',
  },
  developer: {
    own_key_only: 'Nur Sie selbst können Ihren API-Schlüssel sehen oder erzeugen.',
    not_while_impersonating:
      'Während Sie als ein anderer Benutzer handeln, können Sie dessen API-Schlüssel weder sehen noch erzeugen.',
    not_with_api_key:
      'Mit einem API-Schlüssel lassen sich keine API-Schlüssel erzeugen, anzeigen oder widerrufen: Melden Sie sich mit Ihrem Passwort an.',
    invalid_api_key:
      'Dieser API-Schlüssel ist ungültig: Er wurde widerrufen, durch einen neuen ersetzt oder ist abgelaufen.',
  },
  cashier: {
    bank_account_required: 'Wählen Sie das Bankkonto, auf das diese Karten- oder Überweisungszahlung geht.',
    over_installments:
      'Die Raten warten insgesamt auf {{limit}}: Nehmen Sie höchstens diesen Betrag an oder legen Sie zuerst eine Rate für den Rest an.',
    payment_method: 'Zahlungsart',
    bank_account: 'Bankkonto',
    remaining_balance: 'Restbetrag nach dieser Zahlung',
    installment_line: 'Rate {{number}}, fällig am {{date}}',
    down_payment_line: 'Anzahlung, fällig am {{date}}',
    beside_plan_line: 'Zahlung auf Gebühren außerhalb des Ratenplans',
    description: 'Gebührenzahlung für {{student}}',
    tax_number: 'Steuernummer',
    statement: {
      title: 'Kontoauszug',
      family_title: 'Kontoauszug der Familie',
      period: 'Zeitraum',
      whole_season: 'Die ganze Saison',
      printed_on: 'Gedruckt am',
      opening: 'Anfangssaldo',
      closing: 'Endsaldo',
      date: 'Datum',
      entry: 'Buchung',
      debit: 'Belastet',
      credit: 'Bezahlt oder ermäßigt',
      balance: 'Saldo',
      totals: 'Summen',
      none: 'In diesem Zeitraum ist nichts gebucht.',
      kinds: { fee: 'Gebühr', discount: 'Ermäßigung', payment: 'Zahlung', refund: 'Erstattung', void: 'Storniert' },
    },
    methods: {
      cash: 'Bar',
      creditCard: 'Kreditkarte',
      bankTransfer: 'Überweisung',
      check: 'Scheck',
      other: 'Sonstiges',
      online: 'Online-Kartenzahlung',
    },
  },
  // the reports hub's columns (issue 27): headers of the screen and of the exports
  reports: {
    month: 'Monat',
    incidents: 'Vorfälle',
    discipline_points: 'Punkte',
    action_create: 'Angelegt',
    action_update: 'Geändert',
    action_delete: 'Gelöscht',
    students: 'Schüler/innen',
    records: 'Einträge',
    absences: 'Fehlzeiten',
    absence_rate: 'Fehlquote (%)',
    attendance_rate: 'Anwesenheitsquote (%)',
    not_due: 'Noch nicht fällig',
    overdue_1_30: '1–30 Tage überfällig',
    overdue_31_60: '31–60 Tage überfällig',
    overdue_61_90: '61–90 Tage überfällig',
    overdue_90_plus: 'Über 90 Tage überfällig',
    outstanding: 'Offen',
    method: 'Zahlungsart',
    cashier: 'Kassierer/in',
    payments: 'Zahlungen',
    collected: 'Eingenommen',
    due: 'Bis heute fällig',
    collection_rate: 'Einzugsquote (%)',
    no_grade_level: 'Keine Klassenstufe',
    no_class: 'Keine Klasse',
    unknown_cashier: 'Unbekannte Kasse',
  },
};
