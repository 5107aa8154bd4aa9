import type { Widen } from '../label-trees.ts';
/**
 * English catalogue: the reference. Every other language must have exactly these keys
 * (the `Catalogue` type enforces it at compile time, a test at run time). The spec's message
 * texts are the English ones.
 */
export const en = {
  // the private calendar feed (issue 30, item 6)
  calendar_feed: {
    name: 'Kampus: {{name}}',
    homework_due: 'Homework due: {{title}}',
    installment_due: 'Installment {{number}} due: {{amount}}',
    work_due: 'Due: {{title}}',
    test_on: 'Test: {{title}}',
    exam_on: 'Exam: {{title}}',
  },
  // seasons area
  seasons: {
    same_database: 'The source and the destination must be different seasons.',
    unknown_table: '{{name}} cannot be copied between seasons.',
    unknown_database: 'No season database is named {{name}}.',
  },
  // season rollover (issue 27, part 1)
  rollover: {
    no_running_season: 'The school has no running (default) season to roll over from.',
    same_season: 'Choose a season other than the running one.',
    not_later: 'The new season must start after the running one.',
    already_done: 'This season has already been rolled into; undo that rollover first.',
    no_next_grade: 'There is no next grade level: choose repeat, graduate or leave.',
    nothing_to_undo: 'There is no rollover to undo.',
    undo_money:
      'The new season already has payments or installments recorded: money collected on its fees is never deleted, so this rollover stays.',
    undo_attendance: 'The new season already has attendance recorded.',
    undo_grades: 'The new season already has exams or grades recorded.',
    skip_exists: 'already in the new season',
    skip_school_wide: 'grade levels belong to the school, not to a season',
    skip_enrolled: 'already enrolled in the new season',
    fees_none: '{{grade}} was billed no fees this season',
    fees_already: 'already has fees in the new season',
    skip_lessons_exist: 'the class already has lessons in the new season',
  },
  // One word for attendance everywhere (the register, the pop-up, lists): no type means present.
  attendance: {
    present: 'Present',
  },
  app: {
    cannot_be_empty: 'cannot be empty',
    an_error_occurred: 'An error occurred!',
    menus_failed: "We couldn't load your menus!",
    deleted: 'Deletion has been successfully completed.',
  },
  validation: {
    // the library (issue 33, part 4; docs/library.md)
    invalid_isbn: 'This is not a valid ISBN: check its digits.',
    library_unknown_barcode: 'No copy of this school has this barcode.',
    library_one_borrower: 'Choose one borrower: a student or a member of staff.',
    library_max_loans: 'This borrower already has as many books as the school allows.',
    library_copy_unavailable: 'This copy is lost or withdrawn and cannot be lent.',
    library_copy_reserved: 'This copy is kept for the reader who holds its title.',
    library_loan_fixed: 'A loan keeps its copy and borrower: take the copy back and lend it again.',
    library_desk_status: 'Only the desk puts a copy on loan or aside, by lending and taking back.',
    end_before_start: 'The end date cannot be before the start date.',
    // enrolment (issue 13, item 7)
    guardian_required: 'At least one guardian is needed.',
    class_grade_mismatch: 'This class is not of the chosen grade level.',
    no_grading_terms: 'The season has no grading terms yet: add them before placing students in a class.',
    account_needs_email: 'An account needs an e-mail address.',
    invalid_number_pattern:
      'Use letters, digits, - / _ . and the tokens {year}, {yy}, {school} and exactly one {seq} or {seq:4}.',
    already_enrolled: 'This student is already enrolled in the active season.',
    required: 'cannot be empty',
    request_answer_required: 'Say what was done, or why the request is refused.',
    consent_one_subject: 'Name either a student or a user, not both.',
    consent_self_only: 'You may give or withdraw consent only for yourself or your children.',
    invalid: 'Invalid input!',
    invalid_body: 'The request body must be a JSON object.',
    invalid_email: 'Email address is not valid.',
    invalid_amount: 'Enter an amount with at most two decimal places.',
    invalid_date: 'Enter a date as YYYY-MM-DD.',
    invalid_datetime: 'Enter a date and time as YYYY-MM-DD HH:mm:ss.',
    invalid_time: 'Enter a time as HH:mm.',
    invalid_number: 'Enter a whole number.',
    invalid_boolean: 'Enter yes or no.',
    invalid_choice: 'Choose one of the offered values.',
    invalid_reference: 'This record does not exist.',
    same_as_dependents:
      'Records filed under this one (reviews, accommodations, follow-ups) still name the old value: change or remove them first.',
    other_student: 'The chosen record belongs to another student.',
    too_long: 'This text is too long.',
    too_small: 'This value is too small.',
    too_large: 'This value is too large.',
    invalid_text: 'This text contains characters that cannot be stored.',
    invalid_decimal: 'Enter a number, with a dot before any decimals.',
    too_many_decimals: 'This number has too many decimal places.',
    too_deep: 'This value is nested too deeply.',
    password_rule:
      'Password must be at least 8 characters with an upper case letter, a lower case letter, a number and a special character.',
    not_unique: 'This value is already used.',
    not_writable: 'You may not change this field.',
    out_of_reach: 'This school is outside your reach.',
    // school-life
    one_schedule: 'Every record must belong to the same schedule.',
    not_in_class: 'This student is not in the class of the schedule.',
    not_lesson_of_class: 'This lesson is not a lesson of this class on this day.',
    duplicate_student: 'This student is listed twice.',
    wrong_user_kind: 'This user cannot be chosen here: not of the required kind in this school.',
    photo_consent_missing:
      'A student in the pictures has no consent from their family to publish their photo: check the consents list, or leave the picture out.',
    only_yourself: 'You may only name yourself here.',
    // organization
    invalid_url: 'Enter a web address starting with http:// or https://.',
    invalid_color: 'Choose a colour as #rrggbb.',
    invalid_phone: 'Enter a phone number with digits, spaces and + ( ) - only.',
    // setup (issue 4)
    branch_not_of_bank: 'This branch does not belong to the chosen bank.',
    // finance (issue 13)
    over_unpaid: 'Payment amount cannot be more than the total of unpaid fees ({{limit}}).',
    over_refund: 'Refund amount cannot be greater than the total payment ({{limit}}).',
    over_remaining: 'Installment amount cannot be greater than the remaining amount ({{limit}}).',
    installment_paid: 'A paid installment cannot be changed or paid again.',
    not_student_installment: "This installment is not one of this student's unpaid installments.",
    installments_total: 'The amount cannot be more than the unpaid total of the installments named ({{limit}}).',
    installments_required:
      'This student pays in installments: name the installments this payment is for (without any, at most {{limit}}).',
    fee_move_committed:
      'This fee cannot move to another student: its student has paid or planned more than their other fees less discounts.',
    refund_of_refund: 'A refund cannot be refunded.',
    max_installments: 'At most {{limit}} installments are allowed.',
    min_installment: 'Each installment must be at least {{limit}}.',
    min_down_payment: 'The down payment must be at least {{limit}}.',
    min_tuition: 'The total must be at least {{limit}}.',
    max_installment_date: 'The last installment may not be after {{limit}}.',
    down_payment_over_total: 'The down payment cannot be greater than the total.',
    free_discount_limit: 'The free discount must stay within the limit set in fee settings ({{limit}}).',
    percentage_and_amount: 'Discount percentage and discount amount cannot be used on the same row.',
    payment_fields_fixed: 'Only bank, description, date, type and invoice of a payment can be changed.',
    fee_below_committed:
      'The fees cannot go below what the student has paid or has planned in installments: this fee must stay at least {{limit}}.',
    discount_over_fees:
      "Discounts cannot take the student's fees below what is paid or planned: at most {{limit}} here.",
    installment_has_payments: 'Something is already paid on this installment: it cannot be changed or deleted.',
  },
  errors: {
    // the library (issue 33, part 4; docs/library.md)
    library_copy_on_loan:
      'This copy is already on loan to {{borrower}} (due {{due}}): it cannot be lent twice. Take it back first.',
    library_copy_not_on_loan: 'This copy is not on loan: there is nothing to take back.',
    unavailable: 'Service unavailable',
    unsupported_media_type_title: 'Unsupported media type',
    bad_filter: 'The filter {{name}} has a value of the wrong kind.',
    bad_value: 'A value in the request cannot be stored.',
    bad_order: 'The list cannot be ordered by {{name}} that way.',
    bad_request: 'Bad request',
    malformed_json: 'The request body is not valid JSON.',
    unauthorized: 'Sign in to continue.',
    invalid_token: 'Your session has expired. Please sign in again.',
    forbidden: 'You do not have access to this.',
    school_forbidden: 'You do not have access to this school.',
    ledger_history: 'Receipts and payment reports are kept for good: void the payment instead.',
    season_forbidden: 'This season does not belong to the active school.',
    register_day_closed: "A teacher records a lesson's attendance on the lesson's day only; staff can change it later.",
    not_found: 'Not found',
    record_not_found: 'The record was not found.',
    unsupported_media_type: 'Use Content-Type application/merge-patch+json to update.',
    conflict: 'Conflict',
    still_referenced: 'This record is still used by {{what}} and cannot be deleted.',
    concurrent_change: 'Someone changed this at the same time. Please try again.',
    precondition_failed: 'Precondition failed',
    record_changed:
      'This record was changed by someone else after you opened it. Reload it and make your change again.',
    validation_failed: 'The data is not valid.',
    idempotency_key_invalid: 'The Idempotency-Key header must be 1 to 255 visible characters.',
    idempotency_key_reused: 'This Idempotency-Key was already used for a different request.',
    idempotency_key_in_progress: 'A request with this Idempotency-Key is still running. Please wait and try again.',
    too_many_requests: 'Too many attempts. Please wait a few minutes and try again.',
    server_error: 'Something went wrong on our side.',
    // people: impersonation
    impersonation_not_allowed: 'Only the administrators of headquarters, a campus or a school may act as another user.',
    impersonation_not_impersonable: 'Only teachers, parents and students can be impersonated.',
    impersonation_out_of_reach: 'This user belongs to a school you do not manage.',
    user_out_of_reach:
      'This person also belongs to a school you do not manage: only someone who manages all of their schools can do this.',
    impersonation_already: 'You are already acting as another user. Return to your own account first.',
    impersonation_reason_too_long: 'A reason has at most 500 characters.',
    impersonation_none: 'You are not acting as another user.',
    // people: credentials (issue 9)
    impersonation_credentials:
      'While acting as another user you cannot change their e-mail address, password or linked sign-ins.',
    reauthentication_required:
      'To change your e-mail address or password, sign in again with your password (within {{minutes}} minutes) or give your current password on the account page.',
    credential_not_with_api_key:
      "An API key cannot change another person's e-mail address, password, linked sign-ins or keys: sign in with your password.",
    credential_out_of_reach:
      'This person also belongs to a school you do not manage: only someone who manages all of their schools can change their e-mail address, password, linked sign-ins or keys.',
  },
  communication: {
    comments_off: 'Comments are turned off for this post.',
    no_provider: 'Online classes are not set up on this server (no BigBlueButton address).',
    provider_failed: 'The online class service did not answer. Please try again in a moment.',
    not_started: 'The online class has not been started yet. Please wait for the teacher.',
    moderator_only: 'Only the class’s teacher and school staff can start or moderate this online class.',
  },
  login: {
    successful: 'Login successful!',
    invalid_credentials: 'The e-mail address or password is wrong.',
    inactive: 'This account is not active.',
    expired: 'This account has expired.',
    code_required:
      'Too many failed sign-ins on this account. If your password was right, we have e-mailed you a sign-in code: enter it to continue.',
    second_factor_required:
      'Enter the code from your authenticator app (or one of your recovery codes) to finish signing in.',
    second_step_expired: 'This sign-in has expired. Please sign in again.',
    second_factor_wrong: 'This code is wrong or was already used.',
    user_not_found: 'User not found!',
    // accounts
    reset_password: { password_no_match: 'Passwords do not match.' },
  },
  // multi-factor sign-in (issue 35)
  second_factor: {
    already_on: 'Two-step sign-in is already on for this account.',
    wrong_code: 'This code is wrong or was already used.',
    proof_required: 'Enter a code from your authenticator app or your current password.',
    enrolment_required: 'Your school group requires two-step sign-in: set up an authenticator app before you continue.',
    step_up_required_code:
      'This needs your second factor again: a fresh code from your authenticator app (within {{minutes}} minutes).',
    step_up_required_passkey: 'This needs your second factor again: your passkey (within {{minutes}} minutes).',
    step_up_required:
      'This needs your second factor again: a fresh code from your authenticator app, or your passkey (within {{minutes}} minutes).',
  },
  // Passkeys (issue 35)
  passkey: {
    name_too_long: 'A passkey name has at most 100 characters.',
    challenge_expired: 'This passkey request has expired or was already used. Please try again.',
    not_verified: 'This passkey could not be verified for this site.',
    already_registered: 'This passkey is already registered.',
    not_found: 'Passkey not found.',
    none: 'This account has no passkey.',
  },
  // accounts
  accounts: {
    user_exists: 'User already exists!',
    email_not_verified: 'Email could not be verified!',
    email_taken: 'Another account already uses this e-mail address.',
    email_change_subject: 'Confirm your new Kampus e-mail address',
    email_change_body:
      'Someone asked to use this address for a Kampus account. Open this link within {{hours}} hours to confirm it: {{link}} Until then the account keeps its old address. If it was not you, ignore this e-mail.',
    no_school: 'No school found!',
    link_invalid: 'The link has expired or is not valid.',
    wrong_current_password: 'Your current password is wrong.',
    current_password_required:
      'Enter your current password to confirm (or sign in again: a sign-in of the last {{minutes}} minutes needs none).',
    google_not_registered: 'Google user not registered!',
    facebook_not_registered: 'Facebook user not registered!',
    invalid_id_token: 'The sign-in could not be verified.',
    social_not_configured: 'Sign-in with this provider is not set up.',
    already_linked: 'This account is already linked to a user.',
    unknown_provider: 'Account type could not be found!',
    account_not_found: 'Account could not be found!',
    login_code_subject: 'Your Kampus sign-in code',
    login_code_body:
      'Your sign-in code is {{code}}. It is valid for {{minutes}} minutes. Someone tried to sign in to your account with wrong passwords; if it was not you, your password still protects it.',
    verify_subject: 'Your Kampus verification code',
    verify_body:
      'Your verification code is {{code}}. It is valid for {{minutes}} minutes. If you did not ask to create an account, ignore this e-mail.',
    reset_subject: 'Reset your Kampus password',
    reset_body:
      'Someone asked to reset the password of your Kampus account. Open this link within {{hours}} hours to choose a new password: {{link}} If it was not you, ignore this e-mail.',
    invite_subject: 'Your Kampus account at {{school}}',
    invite_body:
      'Hello {{name}}, {{school}} has created a Kampus account for you. Open this link within {{days}} days to set your password: {{link}}',
  },
  // organization: file uploads
  files: {
    document_type: 'This file must be a PDF or a PNG, JPEG, GIF or WebP image.',
    favicon_rule: 'The favicon must be a square PNG, ICO, GIF or JPEG image under 48 × 48 px.',
    logo_rule: 'The logo must be a PNG image of exactly 192 × 40 px.',
    picture_rule: 'The school photo must be a PNG image of exactly 1400 × 300 px.',
    image_type: 'This file must be a PNG, JPEG, GIF or WebP image.',
    feed_file_type: 'This file must be an image (PNG, JPEG, GIF, WebP), a PDF or a zip or Office file.',
    empty: 'The file is empty.',
    photo_rule: 'The photo must be a PNG, JPEG or WebP image of at most 4000 × 4000 px.',
  },
  // OpenID Connect sign-in (docs/oidc.md)
  oidc: {
    sign_in_with: 'Sign in with {{name}}',
    signing_in: 'Signing you in…',
    not_configured: 'Sign-in through an identity provider is not set up.',
    unavailable: 'The identity provider cannot be reached right now. Try again later or sign in with your password.',
    denied: 'The identity provider did not sign you in.',
    bad_state: 'This sign-in was not started from this browser, or it took too long. Start again.',
    wrong_audience: "The identity provider's answer was meant for another application. You were not signed in.",
    expired_token:
      "The identity provider's answer has expired. Start again; if it keeps happening, the provider's clock may be wrong.",
    no_email: 'The identity provider did not give your e-mail address, so Kampus cannot find your account.',
    unverified_email: 'The identity provider has not verified your e-mail address, so it cannot sign you in to Kampus.',
    unknown_email:
      'No Kampus account has the e-mail address your identity provider gave. Ask your school to add it to your account.',
    failed: 'Sign-in through the identity provider failed. Start again or sign in with your password.',
  },
  // SAML 2.0 sign-in (docs/saml.md)
  saml: {
    sign_in_with: 'Sign in with {{name}}',
    signing_in: 'Signing you in…',
    not_configured: 'Sign-in through a SAML identity provider is not set up.',
    denied: 'The identity provider did not sign you in.',
    bad_signature:
      "The identity provider's answer is not signed with its certificate, or was changed on the way. You were not signed in.",
    wrong_audience: "The identity provider's answer was meant for another application. You were not signed in.",
    wrong_destination: "The identity provider's answer was sent to another address. You were not signed in.",
    expired:
      "The identity provider's answer has expired or is not valid yet. Start again; if it keeps happening, a clock may be wrong.",
    bad_request: 'This sign-in was not started here, was already used, or took too long. Start again.',
    unsolicited: 'Kampus accepts only sign-ins started from its login page. Start again from there.',
    replayed: 'This answer of the identity provider has already been used. Start again.',
    no_email: 'The identity provider did not give your e-mail address, so Kampus cannot find your account.',
    unknown_email:
      'No Kampus account has the e-mail address your identity provider gave. Ask your school to add it to your account.',
    failed: 'Sign-in through the identity provider failed. Start again or sign in with your password.',
  },
  // the Hydra admin at /admin/api/ (apps/api-admin)
  apiAdmin: {
    signed_out: 'Sign in to Kampus as a superadmin first, then open the API admin again.',
    refused: 'The API admin is for superadmins.',
    back: 'Back to Kampus',
    checking: 'Checking your account…',
  },
  // academics: exam scores, optic imports and homework files
  exams: {
    optic_short_line: 'The line is shorter than the optic form’s fields.',
    optic_no_number: 'The line has no student number.',
    optic_unknown_student: 'No student of this exam’s classes has the number {{number}}.',
    optic_repeated_student: 'The student number {{number}} appears more than once.',
    optic_bad_answer: 'The answers “{{answers}}” hold characters other than A to E.',
    optic_no_key: 'A subject of the exam template has no answer key.',
    optic_has_errors: 'The file has errors: nothing was saved.',
    not_in_exam_class: 'This student is not in a class of the exam.',
    score_above_points: 'The score is more than the subject’s points.',
    not_exam_subject: 'This subject is not one of the exam’s.',
    file_too_large: 'The file is larger than 10 MB.',
    due_before_given: 'The due date cannot be before the day the homework is given.',
    max_below_min: 'The highest score cannot be below the lowest.',
  },
  // course content, report cards, student import (content area)
  content: {
    video_type: 'The video must be an MP4 or WebM file.',
    thumb_type: 'The thumbnail must be a PNG, JPEG, GIF or WebP image.',
    assets_type: 'The assets must be a zip file.',
    lecture_type: 'The lecture file must be a PDF, a zip, an image or a video.',
  },
  // file manager (docs/filemanager.md)
  filemanager: {
    invalid_name: 'A name may hold only letters a to z, digits, dots, hyphens and underscores, and cannot be empty.',
    name_taken: 'A file or folder named “{{name}}” already exists here.',
    file_type:
      'This file is not of a kind the file manager keeps (images, PDF, MP4 or WebM video, zip and Office files, plain text).',
    type_mismatch: 'The file’s content does not match its extension .{{ext}}.',
    into_itself: 'A folder cannot be moved into itself.',
    drive_failed: 'Google Drive refused the request. Please sign in to Drive again.',
    local_drive_failed: 'The local Drive answered: {{message}}',
    drive_unreachable: 'Google Drive cannot be reached right now.',
    drive_not_configured: 'Google Drive is not set up on this server.',
    no_extension: 'The file name has no extension: end it with the extension of its kind, such as .pdf, .jpg or .docx.',
    keep_extension: "Keep the extension .{{ext}}: a file's name ends with the extension of its kind.",
  },
  // store and partner sign-on (docs/store-and-sso.md)
  local_drive: {
    title: 'Sign in to the local Drive',
    asks: '{{client}} wants to see the names, types, sizes and dates of the files in the local Drive. It cannot open, change or delete them.',
    about:
      'The local Drive is this server’s stand-in for Google Drive: it lists the files in its drive folder and needs no Google account.',
    allow: 'Allow',
    cancel: 'Cancel',
    invalid_title: 'This sign-in request is not valid',
    invalid_client: 'The application that sent you here is not known to the local Drive.',
    redirect_uri_mismatch:
      'This sign-in would return to an address that is not Kampus’s own Drive page, so nothing was sent there.',
  },
  store: {
    not_configured: 'The store is not set up for this school yet.',
    unreachable: 'The store cannot be reached right now. Please try again later.',
    sign_in_refused: "The store refused this school's sign-in. Staff can check the store settings.",
    customer_refused: 'The store refused your customer details.',
    wrong_store: "This is not the address of this school's store.",
  },
  sso: {
    family_only: 'Only students and parents can sign on to partner sites.',
    not_configured: 'Sign-on to this partner is not set up on this server.',
  },
  report_cards: {
    title: 'Report card',
    student: 'Student',
    number: 'Student number',
    class: 'Class',
    term: 'Term',
    grades: 'Grades',
    subject: 'Subject',
    score: 'Score',
    no_grades: 'No grades have been recorded for this term.',
    attendance: 'Attendance',
    lessons: 'Lessons',
    present: 'Present',
    no_students: 'The class has no students in this term.',
  },
  // public forms (docs/forms-and-messages.md)
  forms: {
    pre_registration_fields:
      'A pre-registration form needs required text questions for the applicant’s first and last name (mapsTo applicantName and applicantLastName).',
    link_not_issued: 'A public link is made by the “Make public link” button; here it can only be removed.',
    file_too_large: 'This file is larger than 5 MB.',
    closed: 'This form no longer takes submissions.',
  },
  // SMS and mail templates, bulk sending
  messages: {
    unknown_placeholder: 'This text names a placeholder that does not exist; use one of the message parameters.',
    no_recipients: 'None of the chosen recipients has an address for this channel.',
  },
  student_import: {
    no_rows: 'The file has no rows of students.',
    too_many_rows: 'The file has more than {{max}} rows.',
    unknown_grade_level: 'No grade level is named "{{value}}".',
    duplicate_number: 'Student number {{value}} appears more than once in the file.',
    number_taken: 'A student with number {{value}} already exists.',
  },
  mail: {
    recipient_refused: 'This person is not someone you may write to.',
    no_recipient: 'Name at least one recipient.',
    search_too_short: 'Type at least 3 letters.',
  },
  notifications: {
    // the library (issue 33, part 4; docs/library.md)
    library_hold_subject: '“{{title}}” is ready to collect',
    library_hold_body_student:
      'The book {{student}} reserved, “{{title}}”, is back and kept at the school library for them. It waits at the desk.',
    library_hold_body_staff: 'The book you reserved, “{{title}}”, is back and kept for you at the school library desk.',
    library_overdue_subject: '{{student}} has an overdue library book',
    library_overdue_body:
      '“{{title}}”, borrowed by {{student}}, was due back at the school library on {{date}}. Please return it.',
    referral_new_subject: 'A new referral: {{student}}',
    referral_new_body:
      '{{teacher}} referred {{student}} to the guidance service on {{date}}. Read the referral in Kampus (Guidance > Referrals).',
    referral_status_subject: 'Your referral of {{student}}',
    referral_accepted_body: 'The counsellor accepted your referral of {{student}} of {{date}} and is following it up.',
    referral_closed_body: 'The counsellor closed your referral of {{student}} of {{date}}.',
    discipline_role_instigator: 'instigator',
    discipline_role_participant: 'participant',
    discipline_role_victim: 'victim',
    discipline_role_witness: 'witness',
    discipline_action: 'The school decided: {{kind}}.',
    discipline_action_day: 'The school decided: {{kind}} on {{date}}.',
    discipline_action_period: 'The school decided: {{kind}} from {{from}} to {{to}}.',
    discipline_subject: 'A school incident involving {{student}}',
    discipline_body:
      'On {{date}} the school recorded an incident under the code “{{code}}” involving {{student}} ({{role}}). You can read it on your child’s discipline page.',
    absence_subject: 'Your child {{student}} was marked absent',
    absence_body: '{{student}} was marked absent on {{date}} ({{lesson}}).',
    absence_body_day: '{{student}} was marked absent on {{date}}.',
    payment_subject: 'Payment received for {{student}}',
    payment_body: 'A payment of {{amount}} for {{student}} was received on {{date}} (receipt {{receipt}}).',
    request_due_subject: 'A data-subject request is due on {{date}}',
    request_due_body: 'Request of {{requestedDate}}: answer it by {{date}} (KVKK art. 13, GDPR art. 12(3)).',
    health_visit_subject: '{{student}} visited the school nurse',
    health_visit_back_to_class: '{{student}} visited the nurse on {{date}} and went back to class.',
    health_visit_sent_home:
      '{{student}} visited the nurse on {{date}} and was sent home. Please collect them from school.',
    health_visit_hospital:
      '{{student}} visited the nurse on {{date}} and was taken to hospital. The school will call you.',
  },
  finance_documents: {
    serial_fixed: 'An invoice keeps the serial it was numbered in.',
    unknown_serial:
      'There is no active invoice series with this serial in this school: add it under Invoice definitions.',
    promissory_title: 'Promissory note',
    note_no: 'Note number',
    order_one: 'Note {{order}} of {{count}}',
    order_other: 'Note {{order}} of {{count}}',
    due_date: 'Due date',
    amount: 'Amount',
    in_words: 'The sum of',
    debtor: 'Debtor',
    address: 'Address',
    student: 'Student',
    payee: 'Payee',
    promise:
      'On the due date above I promise to pay to {{school}} or to its order the sum written above. This note was signed for the fees of the student named here.',
    place_date: 'Place and date of issue',
    signature: 'Signature',
    paid: 'Paid',
    no_notes: 'This student has no promissory notes in this season.',
    invoice_title: 'Invoice',
    serial: 'Serial',
    number: 'Number',
    date: 'Date',
    billed_to: 'Billed to',
    tax_office: 'Tax office',
    tax_number: 'Tax number',
    explanation: 'Explanation',
    total: 'Total',
    receipt_title: 'Receipt',
    receipt_no: 'Receipt number',
    received_from: 'Received from',
    description: 'Description',
    agreement_title: 'Enrolment agreement',
    guardian_signature: 'Guardian',
    school_signature: 'School',
    guardians: 'Guardians',
    course: 'Course',
    fee_info: 'Fees',
    discount_info: 'Discounts',
    installment_info: 'Installments',
    invoice_info: 'Invoice details',
    scholarship_info: 'Scholarships',
    none: 'None recorded.',
  },
  developer: {
    own_key_only: 'Only you can see or make your own API key.',
    not_while_impersonating: 'While acting as another user you cannot see or make their API key.',
    not_with_api_key: 'An API key cannot make, show or revoke API keys: sign in with your password.',
    invalid_api_key: 'This API key is not valid: it was revoked, replaced by a new one, or has expired.',
  },
  cashier: {
    bank_account_required: 'Choose the bank account this card or transfer payment goes to.',
    over_installments:
      'The installments wait for {{limit}} in all: take at most that, or add an installment for the rest first.',
    payment_method: 'Payment method',
    bank_account: 'Bank account',
    remaining_balance: 'Remaining balance after this payment',
    installment_line: 'Installment {{number}}, due {{date}}',
    down_payment_line: 'Down payment, due {{date}}',
    beside_plan_line: 'Payment towards fees outside the installment plan',
    description: 'Fee payment for {{student}}',
    tax_number: 'Tax number',
    statement: {
      title: 'Statement of account',
      family_title: 'Family statement of account',
      period: 'Period',
      whole_season: 'The whole season',
      printed_on: 'Printed on',
      opening: 'Opening balance',
      closing: 'Closing balance',
      date: 'Date',
      entry: 'Entry',
      debit: 'Charged',
      credit: 'Paid or reduced',
      balance: 'Balance',
      totals: 'Totals',
      none: 'Nothing recorded in this period.',
      kinds: { fee: 'Fee', discount: 'Discount', payment: 'Payment', refund: 'Refund', void: 'Voided' },
    },
    methods: {
      cash: 'Cash',
      creditCard: 'Credit card',
      bankTransfer: 'Bank transfer',
      check: 'Cheque',
      other: 'Other',
      online: 'Online card payment',
    },
  },
  // the reports hub's columns (issue 27): headers of the screen and of the exports
  reports: {
    month: 'Month',
    incidents: 'Incidents',
    discipline_points: 'Points',
    action_create: 'Created',
    action_update: 'Changed',
    action_delete: 'Deleted',
    students: 'Students',
    records: 'Records',
    absences: 'Absences',
    absence_rate: 'Absence rate (%)',
    attendance_rate: 'Attendance rate (%)',
    not_due: 'Not yet due',
    overdue_1_30: '1–30 days overdue',
    overdue_31_60: '31–60 days overdue',
    overdue_61_90: '61–90 days overdue',
    overdue_90_plus: 'Over 90 days overdue',
    outstanding: 'Outstanding',
    method: 'Payment method',
    cashier: 'Cashier',
    payments: 'Payments',
    collected: 'Collected',
    due: 'Due to date',
    collection_rate: 'Collection rate (%)',
    no_grade_level: 'No grade level',
    no_class: 'No class',
    unknown_cashier: 'Unknown cashier',
  },
};

export type Catalogue = Widen<typeof en>;
