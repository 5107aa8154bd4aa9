import type { Catalogue } from './en.ts';

export const tr: Catalogue = {
  // seasons area
  seasons: {
    same_database: 'Kaynak ve hedef farklı sezonlar olmalıdır.',
    unknown_table: '{{name}} sezonlar arasında kopyalanamaz.',
    unknown_database: '{{name}} adlı bir sezon veritabanı yok.',
    copy_conflict: 'Hedef sezonda bu kayıtların bazıları zaten var: {{what}}.',
  },
  app: {
    name: 'Kampus',
    cannot_be_empty: 'boş bırakılamaz',
    an_error_occurred: 'Bir hata oluştu!',
    deleted: 'Silme işlemi başarıyla tamamlandı.',
  },
  validation: {
    required: 'boş bırakılamaz',
    invalid: 'Geçersiz giriş!',
    invalid_body: 'İstek gövdesi bir JSON nesnesi olmalıdır.',
    invalid_email: 'E-posta adresi geçerli değil.',
    invalid_amount: 'En fazla iki ondalık basamaklı bir tutar girin.',
    invalid_date: 'Tarihi YYYY-AA-GG biçiminde girin.',
    invalid_datetime: 'Tarih ve saati YYYY-AA-GG SS:dd:ss biçiminde girin.',
    invalid_time: 'Saati SS:dd biçiminde girin.',
    invalid_number: 'Bir tam sayı girin.',
    invalid_boolean: 'Evet veya hayır girin.',
    invalid_choice: 'Sunulan değerlerden birini seçin.',
    invalid_reference: 'Bu kayıt mevcut değil.',
    too_long: 'Bu metin çok uzun.',
    too_small: 'Bu değer çok küçük.',
    too_large: 'Bu değer çok büyük.',
    invalid_text: 'Bu metin kaydedilemeyen karakterler içeriyor.',
    invalid_decimal: 'Ondalıklardan önce nokta kullanarak bir sayı girin.',
    too_many_decimals: 'Bu sayının ondalık basamağı çok fazla.',
    too_deep: 'Bu değer çok derin iç içe geçmiş.',
    password_rule: 'Şifre en az 8 karakter olmalı; büyük harf, küçük harf, rakam ve özel karakter içermelidir.',
    not_unique: 'Bu değer zaten kullanılıyor.',
    not_writable: 'Bu alanı değiştiremezsiniz.',
    out_of_reach: 'Bu okul yetki alanınızın dışında.',
    // school-life
    one_schedule: 'Tüm kayıtlar aynı ders programına ait olmalıdır.',
    not_in_class: 'Bu öğrenci dersin sınıfında değil.',
    not_lesson_of_class: 'Bu ders, bu sınıfın bu günkü derslerinden biri değil.',
    duplicate_student: 'Bu öğrenci iki kez yazılmış.',
    wrong_user_kind: 'Bu kullanıcı burada seçilemez: bu okulda gereken türde değil.',
    only_yourself: 'Burada yalnızca kendinizi belirtebilirsiniz.',
    // organization
    invalid_url: 'http:// veya https:// ile başlayan bir web adresi girin.',
    invalid_color: 'Rengi #rrggbb biçiminde seçin.',
    invalid_phone: 'Telefon numarasında yalnızca rakam, boşluk ve + ( ) - kullanın.',
    // setup (issue 4)
    branch_not_of_bank: 'Bu şube seçilen bankaya ait değil.',
  },
  errors: {
    unsupported_media_type_title: 'Desteklenmeyen içerik türü',
    bad_filter: '{{name}} filtresinin değeri yanlış türde.',
    bad_value: 'İstekteki bir değer kaydedilemiyor.',
    bad_order: 'Liste {{name}} alanına göre bu şekilde sıralanamaz.',
    bad_request: 'Hatalı istek',
    malformed_json: 'İstek gövdesi geçerli bir JSON değil.',
    unauthorized: 'Devam etmek için giriş yapın.',
    invalid_token: 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.',
    forbidden: 'Buna erişim yetkiniz yok.',
    school_forbidden: 'Bu okula erişim yetkiniz yok.',
    season_forbidden: 'Bu sezon etkin okula ait değil.',
    register_day_closed:
      'Öğretmen bir dersin yoklamasını yalnızca dersin gününde alabilir; sonradan yönetim değiştirebilir.',
    not_found: 'Bulunamadı',
    record_not_found: 'Kayıt bulunamadı.',
    unsupported_media_type: 'Güncellemek için Content-Type application/merge-patch+json kullanın.',
    conflict: 'Çakışma',
    still_referenced: 'Bu kayıt hâlâ {{what}} tarafından kullanılıyor ve silinemez.',
    concurrent_change: 'Bu kayıt aynı anda başka biri tarafından değiştirildi. Lütfen tekrar deneyin.',
    precondition_failed: 'Ön koşul sağlanamadı',
    record_changed:
      'Bu kayıt, siz açtıktan sonra başka biri tarafından değiştirildi. Kaydı yeniden yükleyip değişikliğinizi tekrar yapın.',
    validation_failed: 'Veriler geçerli değil.',
    idempotency_key_invalid: 'Idempotency-Key başlığı 1 ile 255 arasında görünür karakterden oluşmalıdır.',
    idempotency_key_reused: 'Bu Idempotency-Key başka bir istek için zaten kullanıldı.',
    idempotency_key_in_progress:
      'Bu Idempotency-Key ile gönderilen bir istek hâlâ sürüyor. Lütfen bekleyip yeniden deneyin.',
    too_many_requests: 'Çok fazla deneme. Lütfen birkaç dakika bekleyip tekrar deneyin.',
    server_error: 'Bizim tarafımızda bir sorun oluştu.',
    // people: impersonation
    impersonation_not_allowed: 'Yalnızca personel başka bir kullanıcının yerine geçebilir.',
    impersonation_not_impersonable: 'Yalnızca öğretmenlerin, velilerin ve öğrencilerin yerine geçilebilir.',
    impersonation_out_of_reach: 'Bu kullanıcı yönetmediğiniz bir okula ait.',
    impersonation_already: 'Zaten başka bir kullanıcının yerine geçtiniz. Önce kendi hesabınıza dönün.',
    impersonation_none: 'Başka bir kullanıcının yerine geçmiş değilsiniz.',
    // people: credentials (issue 9)
    impersonation_credentials:
      'Başka bir kullanıcının yerine geçmişken onun e-posta adresini, parolasını veya bağlı girişlerini değiştiremezsiniz.',
    reauthentication_required:
      'E-posta adresinizi veya parolanızı değiştirmek için parolanızla yeniden giriş yapın ({{minutes}} dakika içinde) ya da hesap sayfasında mevcut parolanızı girin.',
  },
  login: {
    successful: 'Giriş başarılı!',
    invalid_credentials: 'E-posta adresi veya şifre hatalı.',
    email_not_found: 'Bu e-posta adresini kullanan bir hesap yok.',
    inactive: 'Bu hesap etkin değil.',
    expired: 'Bu hesabın süresi doldu.',
    code_required:
      'Bu hesapta çok fazla başarısız giriş denemesi oldu. Şifreniz doğruysa size e-postayla bir giriş kodu gönderdik: devam etmek için kodu girin.',
    user_not_found: 'Kullanıcı bulunamadı!',
    // accounts
    reset_password: { password_no_match: 'Şifreler eşleşmiyor.' },
  },
  // accounts
  accounts: {
    user_exists: 'Kullanıcı zaten mevcut!',
    email_not_verified: 'E-posta doğrulanamadı!',
    email_taken: 'Bu e-posta adresini başka bir hesap zaten kullanıyor.',
    email_change_subject: 'Yeni Kampus e-posta adresinizi onaylayın',
    email_change_body:
      'Birisi bu adresi bir Kampus hesabı için kullanmak istedi. Onaylamak için bu bağlantıyı {{hours}} saat içinde açın: {{link}} O zamana kadar hesap eski adresini korur. Siz değilseniz bu e-postayı dikkate almayın.',
    no_school: 'Okul bulunamadı!',
    link_invalid: 'Bağlantının süresi dolmuş ya da bağlantı geçersiz.',
    wrong_current_password: 'Mevcut şifreniz hatalı.',
    password_no_match: 'Şifreler eşleşmiyor.',
    google_not_registered: 'Google kullanıcısı kayıtlı değil!',
    facebook_not_registered: 'Facebook kullanıcısı kayıtlı değil!',
    invalid_id_token: 'Giriş doğrulanamadı.',
    social_not_configured: 'Bu sağlayıcı ile giriş ayarlanmamış.',
    already_linked: 'Bu hesap zaten bir kullanıcıya bağlı.',
    unknown_provider: 'Bilinmeyen giriş sağlayıcısı.',
    login_code_subject: 'Kampus giriş kodunuz',
    login_code_body:
      'Giriş kodunuz {{code}}. {{minutes}} dakika geçerlidir. Birisi hesabınıza yanlış şifrelerle girmeye çalıştı; bu siz değilseniz şifreniz hesabınızı korumaya devam ediyor.',
    verify_subject: 'Kampus doğrulama kodunuz',
    verify_body:
      'Doğrulama kodunuz {{code}}. Kod {{minutes}} dakika geçerlidir. Hesap oluşturmak istemediyseniz bu e-postayı dikkate almayın.',
    reset_subject: 'Kampus şifrenizi sıfırlayın',
    reset_body:
      'Kampus hesabınızın şifresinin sıfırlanması istendi. Yeni bir şifre belirlemek için bu bağlantıyı {{hours}} saat içinde açın: {{link}} Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın.',
    invite_subject: 'Kampus hesabınız',
    invite_body:
      "Merhaba {{name}}, Kampus'ta sizin için bir hesap oluşturuldu. Şifrenizi belirlemek için bu bağlantıyı {{days}} gün içinde açın: {{link}}",
  },
  // organization: file uploads
  files: {
    favicon_rule: 'Site simgesi 48 × 48 pikselden küçük, kare bir PNG, ICO, GIF veya JPEG görseli olmalıdır.',
    logo_rule: 'Logo tam olarak 192 × 40 piksel boyutunda bir PNG görseli olmalıdır.',
    picture_rule: 'Okul fotoğrafı tam olarak 1400 × 300 piksel boyutunda bir PNG görseli olmalıdır.',
    image_type: 'Bu dosya PNG, JPEG, GIF veya WebP görseli olmalıdır.',
    empty: 'Dosya boş.',
  },
  // course content, report cards, student import (content area)
  content: {
    video_type: 'Video MP4 veya WebM dosyası olmalıdır.',
    thumb_type: 'Küçük resim PNG, JPEG, GIF veya WebP görseli olmalıdır.',
    assets_type: 'Materyaller zip dosyası olmalıdır.',
    lecture_type: 'Konu dosyası PDF, zip, görsel veya video olmalıdır.',
  },
  report_cards: {
    title: 'Karne',
    student: 'Öğrenci',
    number: 'Öğrenci numarası',
    class: 'Sınıf',
    term: 'Dönem',
    grades: 'Notlar',
    subject: 'Ders',
    score: 'Not',
    no_grades: 'Bu dönem için not girilmemiş.',
    attendance: 'Devam durumu',
    lessons: 'Ders saati',
    present: 'Var',
    no_students: 'Bu dönemde sınıfta öğrenci yok.',
  },
  student_import: {
    file_type: 'Dosya CSV veya Excel (.xlsx) olmalıdır.',
    no_rows: 'Dosyada öğrenci satırı yok.',
    too_many_rows: 'Dosyada {{max}} satırdan fazla var.',
    unknown_grade_level: '"{{value}}" adında bir sınıf seviyesi yok.',
    duplicate_number: '{{value}} öğrenci numarası dosyada birden fazla geçiyor.',
    number_taken: '{{value}} numaralı bir öğrenci zaten var.',
  },
};
