import type { Catalogue } from './en.ts';

export const ar: Catalogue = {
  // seasons area
  seasons: {
    same_database: 'يجب أن يكون المصدر والوجهة موسمين مختلفين.',
    unknown_table: 'لا يمكن نسخ {{name}} بين المواسم.',
    unknown_database: 'لا توجد قاعدة بيانات موسم باسم {{name}}.',
    copy_conflict: 'يحتوي الموسم الوجهة بالفعل على بعض هذه السجلات: {{what}}.',
  },
  app: {
    name: 'كامبوس',
    cannot_be_empty: 'لا يمكن أن يكون فارغًا',
    an_error_occurred: 'حدث خطأ!',
    deleted: 'تم الحذف بنجاح.',
  },
  validation: {
    required: 'لا يمكن أن يكون فارغًا',
    invalid: 'إدخال غير صالح!',
    invalid_body: 'يجب أن يكون نص الطلب كائن JSON.',
    invalid_email: 'عنوان البريد الإلكتروني غير صالح.',
    invalid_amount: 'أدخل مبلغًا بمنزلتين عشريتين على الأكثر.',
    invalid_date: 'أدخل التاريخ بالصيغة YYYY-MM-DD.',
    invalid_datetime: 'أدخل التاريخ والوقت بالصيغة YYYY-MM-DD HH:mm:ss.',
    invalid_time: 'أدخل الوقت بالصيغة HH:mm.',
    invalid_number: 'أدخل عددًا صحيحًا.',
    invalid_boolean: 'أدخل نعم أو لا.',
    invalid_choice: 'اختر إحدى القيم المعروضة.',
    invalid_reference: 'هذا السجل غير موجود.',
    too_long: 'هذا النص طويل جدًا.',
    too_small: 'هذه القيمة صغيرة جدًا.',
    too_large: 'هذه القيمة كبيرة جدًا.',
    invalid_text: 'يحتوي هذا النص على أحرف لا يمكن حفظها.',
    invalid_decimal: 'أدخل رقمًا، مع نقطة قبل الأرقام العشرية.',
    too_many_decimals: 'يحتوي هذا الرقم على عدد كبير جدًا من الخانات العشرية.',
    too_deep: 'هذه القيمة متداخلة بعمق كبير.',
    password_rule: 'يجب أن تتكون كلمة المرور من 8 أحرف على الأقل وتحتوي على حرف كبير وحرف صغير ورقم ورمز خاص.',
    not_unique: 'هذه القيمة مستخدمة بالفعل.',
    not_writable: 'لا يمكنك تغيير هذا الحقل.',
    out_of_reach: 'هذه المدرسة خارج نطاق صلاحياتك.',
    // school-life
    one_schedule: 'يجب أن تنتمي جميع السجلات إلى الجدول نفسه.',
    not_in_class: 'هذا الطالب ليس في صف هذه الحصة.',
    not_lesson_of_class: 'هذه الحصة ليست من حصص هذا الصف في هذا اليوم.',
    duplicate_student: 'هذا الطالب مذكور مرتين.',
    wrong_user_kind: 'لا يمكن اختيار هذا المستخدم هنا: ليس من النوع المطلوب في هذه المدرسة.',
    only_yourself: 'يمكنك هنا تحديد نفسك فقط.',
    // organization
    invalid_url: 'أدخل عنوان ويب يبدأ بـ http:// أو https://.',
    invalid_color: 'اختر لونًا بالصيغة #rrggbb.',
    invalid_phone: 'أدخل رقم هاتف يحتوي على أرقام ومسافات و + ( ) - فقط.',
    // setup (issue 4)
    branch_not_of_bank: 'هذا الفرع لا يتبع البنك المختار.',
  },
  errors: {
    unsupported_media_type_title: 'نوع محتوى غير مدعوم',
    bad_filter: 'قيمة عامل التصفية {{name}} من نوع خاطئ.',
    bad_value: 'لا يمكن حفظ قيمة في الطلب.',
    bad_order: 'لا يمكن ترتيب القائمة حسب {{name}} بهذه الطريقة.',
    bad_request: 'طلب غير صالح',
    malformed_json: 'نص الطلب ليس JSON صالحًا.',
    unauthorized: 'سجّل الدخول للمتابعة.',
    invalid_token: 'انتهت صلاحية جلستك. يرجى تسجيل الدخول مرة أخرى.',
    forbidden: 'ليس لديك صلاحية الوصول إلى هذا.',
    school_forbidden: 'ليس لديك صلاحية الوصول إلى هذه المدرسة.',
    season_forbidden: 'هذا الموسم لا ينتمي إلى المدرسة النشطة.',
    register_day_closed: 'يسجّل المعلم حضور الحصة في يومها فقط؛ ويمكن للإدارة تعديله لاحقًا.',
    not_found: 'غير موجود',
    record_not_found: 'لم يتم العثور على السجل.',
    unsupported_media_type: 'استخدم Content-Type application/merge-patch+json للتحديث.',
    conflict: 'تعارض',
    still_referenced: 'هذا السجل ما زال مستخدمًا في {{what}} ولا يمكن حذفه.',
    concurrent_change: 'قام شخص آخر بتغيير هذا في الوقت نفسه. يرجى المحاولة مرة أخرى.',
    precondition_failed: 'فشل الشرط المسبق',
    record_changed: 'غيّر شخص آخر هذا السجل بعد أن فتحته. أعد تحميله ثم أجرِ تغييرك مرة أخرى.',
    validation_failed: 'البيانات غير صالحة.',
    idempotency_key_invalid: 'يجب أن يتكون ترويسة Idempotency-Key من 1 إلى 255 حرفًا مرئيًا.',
    idempotency_key_reused: 'استُخدم مفتاح Idempotency-Key هذا بالفعل لطلب مختلف.',
    idempotency_key_in_progress:
      'لا يزال طلب بمفتاح Idempotency-Key هذا قيد التنفيذ. يرجى الانتظار ثم المحاولة مرة أخرى.',
    too_many_requests: 'محاولات كثيرة جدًا. يرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
    server_error: 'حدث خطأ من جانبنا.',
    // people: impersonation
    impersonation_not_allowed: 'يمكن للموظفين فقط التصرف كمستخدم آخر.',
    impersonation_not_impersonable: 'يمكن انتحال هوية المعلمين وأولياء الأمور والطلاب فقط.',
    impersonation_out_of_reach: 'ينتمي هذا المستخدم إلى مدرسة لا تديرها.',
    impersonation_already: 'أنت تتصرف بالفعل كمستخدم آخر. عد إلى حسابك أولاً.',
    impersonation_none: 'أنت لا تتصرف كمستخدم آخر.',
    // people: credentials (issue 9)
    impersonation_credentials:
      'أثناء التصرف كمستخدم آخر لا يمكنك تغيير بريده الإلكتروني أو كلمة مروره أو عمليات تسجيل الدخول المرتبطة به.',
    reauthentication_required:
      'لتغيير بريدك الإلكتروني أو كلمة مرورك، سجّل الدخول مجددًا بكلمة مرورك (خلال {{minutes}} دقائق) أو أدخل كلمة مرورك الحالية في صفحة الحساب.',
  },
  login: {
    successful: 'تم تسجيل الدخول بنجاح!',
    invalid_credentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
    email_not_found: 'لا يوجد حساب يستخدم هذا البريد الإلكتروني.',
    inactive: 'هذا الحساب غير نشط.',
    expired: 'انتهت صلاحية هذا الحساب.',
    code_required:
      'محاولات تسجيل دخول فاشلة كثيرة على هذا الحساب. إذا كانت كلمة المرور صحيحة فقد أرسلنا إليك رمز دخول بالبريد الإلكتروني: أدخله للمتابعة.',
    user_not_found: 'المستخدم غير موجود!',
    // accounts
    reset_password: { password_no_match: 'كلمتا المرور غير متطابقتين.' },
  },
  // accounts
  accounts: {
    user_exists: 'المستخدم موجود بالفعل!',
    email_not_verified: 'تعذر التحقق من البريد الإلكتروني!',
    email_taken: 'حساب آخر يستخدم هذا البريد الإلكتروني بالفعل.',
    email_change_subject: 'أكّد عنوان بريدك الإلكتروني الجديد في Kampus',
    email_change_body:
      'طلب شخص ما استخدام هذا العنوان لحساب في Kampus. افتح هذا الرابط خلال {{hours}} ساعة لتأكيده: {{link}} حتى ذلك الحين يحتفظ الحساب بعنوانه القديم. إذا لم تكن أنت، فتجاهل هذه الرسالة.',
    no_school: 'لم يتم العثور على مدرسة!',
    link_invalid: 'انتهت صلاحية الرابط أو أنه غير صالح.',
    wrong_current_password: 'كلمة المرور الحالية غير صحيحة.',
    password_no_match: 'كلمتا المرور غير متطابقتين.',
    google_not_registered: 'مستخدم Google غير مسجل!',
    facebook_not_registered: 'مستخدم Facebook غير مسجل!',
    invalid_id_token: 'تعذر التحقق من تسجيل الدخول.',
    social_not_configured: 'تسجيل الدخول بهذا المزوّد غير مُعدّ.',
    already_linked: 'هذا الحساب مرتبط بالفعل بمستخدم.',
    unknown_provider: 'مزوّد تسجيل دخول غير معروف.',
    login_code_subject: 'رمز الدخول الخاص بك في Kampus',
    login_code_body:
      'رمز الدخول الخاص بك هو {{code}}. وهو صالح لمدة {{minutes}} دقيقة. حاول شخص ما الدخول إلى حسابك بكلمات مرور خاطئة؛ إن لم تكن أنت فكلمة المرور ما زالت تحمي حسابك.',
    verify_subject: 'رمز التحقق الخاص بك في Kampus',
    verify_body:
      'رمز التحقق الخاص بك هو {{code}}. وهو صالح لمدة {{minutes}} دقيقة. إذا لم تطلب إنشاء حساب فتجاهل هذه الرسالة.',
    reset_subject: 'إعادة تعيين كلمة مرور Kampus',
    reset_body:
      'طلب شخص ما إعادة تعيين كلمة مرور حسابك في Kampus. افتح هذا الرابط خلال {{hours}} ساعة لاختيار كلمة مرور جديدة: {{link}} إذا لم تكن أنت، فتجاهل هذه الرسالة.',
    invite_subject: 'حسابك في Kampus',
    invite_body:
      'مرحبًا {{name}}، تم إنشاء حساب لك في Kampus. افتح هذا الرابط خلال {{days}} يومًا لتعيين كلمة المرور: {{link}}',
  },
  // organization: file uploads
  files: {
    document_type: 'يجب أن يكون هذا الملف بصيغة PDF أو صورة PNG أو JPEG أو GIF أو WebP.',
    favicon_rule: 'يجب أن تكون أيقونة الموقع صورة مربعة بصيغة PNG أو ICO أو GIF أو JPEG أصغر من 48 × 48 بكسل.',
    logo_rule: 'يجب أن يكون الشعار صورة PNG بحجم 192 × 40 بكسل تمامًا.',
    picture_rule: 'يجب أن تكون صورة المدرسة صورة PNG بحجم 1400 × 300 بكسل تمامًا.',
    image_type: 'يجب أن يكون هذا الملف صورة PNG أو JPEG أو GIF أو WebP.',
    empty: 'الملف فارغ.',
  },
};
