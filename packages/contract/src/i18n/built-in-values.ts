import type { Language } from '../constants.ts';

/** A built-in text in the four other languages; English is the stored text itself. */
type Translations = Record<Exclude<Language, 'en'>, string>;

/**
 * Rows the server seeds into every installation (user types, attendance types, term names, grade
 * levels, class types, the demo courses) are stored in English, and people may rename or add rows
 * at will. So a row keeps its text in the database, and the interface shows a built-in text in the
 * reader's language: per resource and field, the seeded English text (a number in it written
 * `{n}`) and its translations. A text nobody seeded (a row an administrator typed) is shown as it
 * is. Sorting stays the server's, on the stored text.
 */
export const builtInValues: Record<string, Record<string, Record<string, Translations>>> = {
  user_types: {
    userType: {
      'Headquarters staff': {
        tr: 'Genel merkez personeli',
        ar: 'موظفو المقر الرئيسي',
        de: 'Zentrale',
        es: 'Personal de la sede central',
      },
      'Campus staff': { tr: 'Kampüs personeli', ar: 'موظفو الحرم', de: 'Campus-Personal', es: 'Personal del campus' },
      'School administrator': {
        tr: 'Okul yöneticisi',
        ar: 'مدير المدرسة',
        de: 'Schulleitung',
        es: 'Administrador escolar',
      },
      'Finance officer': {
        tr: 'Muhasebe sorumlusu',
        ar: 'المسؤول المالي',
        de: 'Buchhaltung',
        es: 'Responsable financiero',
      },
      'School staff': { tr: 'Okul personeli', ar: 'موظفو المدرسة', de: 'Schulpersonal', es: 'Personal escolar' },
      Teacher: { tr: 'Öğretmen', ar: 'معلم', de: 'Lehrkraft', es: 'Docente' },
      Personnel: { tr: 'Personel', ar: 'الموظفون', de: 'Mitarbeitende', es: 'Personal' },
      Student: { tr: 'Öğrenci', ar: 'طالب', de: 'Schüler/in', es: 'Estudiante' },
      Parent: { tr: 'Veli', ar: 'ولي الأمر', de: 'Erziehungsberechtigte', es: 'Tutor' },
    },
  },
  attendance_types: {
    title: {
      Absent: { tr: 'Devamsız', ar: 'غائب', de: 'Abwesend', es: 'Ausente' },
      Late: { tr: 'Geç', ar: 'متأخر', de: 'Verspätet', es: 'Tarde' },
      'Excused absence': { tr: 'İzinli', ar: 'غياب بعذر', de: 'Entschuldigt', es: 'Ausencia justificada' },
      'Medical report': { tr: 'Raporlu', ar: 'تقرير طبي', de: 'Ärztliches Attest', es: 'Justificante médico' },
      'Left early': { tr: 'Erken ayrıldı', ar: 'غادر مبكرًا', de: 'Früher gegangen', es: 'Salió antes' },
      'School activity': { tr: 'Okul etkinliği', ar: 'نشاط مدرسي', de: 'Schulveranstaltung', es: 'Actividad escolar' },
      Unknown: { tr: 'Bilinmiyor', ar: 'غير معروف', de: 'Unbekannt', es: 'Desconocido' },
    },
    shortCode: {
      A: { tr: 'D', ar: 'غ', de: 'A', es: 'A' },
      L: { tr: 'G', ar: 'م', de: 'V', es: 'T' },
      E: { tr: 'İ', ar: 'ع', de: 'E', es: 'J' },
      M: { tr: 'R', ar: 'ط', de: 'Ä', es: 'M' },
      LE: { tr: 'EA', ar: 'مب', de: 'FG', es: 'SA' },
      SA: { tr: 'OE', ar: 'نم', de: 'SV', es: 'AE' },
      U: { tr: 'B', ar: 'ؤ', de: 'U', es: 'D' },
    },
  },
  grading_terms: {
    title: {
      'First term': { tr: 'Birinci dönem', ar: 'الفصل الأول', de: 'Erstes Halbjahr', es: 'Primer trimestre' },
      'Second term': { tr: 'İkinci dönem', ar: 'الفصل الثاني', de: 'Zweites Halbjahr', es: 'Segundo trimestre' },
    },
  },
  grade_levels: {
    title: {
      'Grade {n}': { tr: '{n}. sınıf', ar: 'الصف {n}', de: 'Klasse {n}', es: '{n}.º curso' },
    },
  },
  // The English-speaking countries' seeded lookups (apps/server/src/modules/setup/seed-setup-data.operation.ts);
  // Turkish uses the words of the Turkish rows.
  personnel_categories: {
    title: {
      Management: { tr: 'Yönetici', ar: 'الإدارة', de: 'Leitung', es: 'Dirección' },
      Teacher: { tr: 'Öğretmen', ar: 'معلم', de: 'Lehrkraft', es: 'Docente' },
      'Administrative staff': {
        tr: 'İdari personel',
        ar: 'موظفون إداريون',
        de: 'Verwaltungspersonal',
        es: 'Personal administrativo',
      },
      'Support staff': { tr: 'Destek personeli', ar: 'موظفو الدعم', de: 'Hilfspersonal', es: 'Personal de apoyo' },
      'Health staff': {
        tr: 'Sağlık personeli',
        ar: 'الطاقم الصحي',
        de: 'Gesundheitspersonal',
        es: 'Personal sanitario',
      },
      Security: { tr: 'Güvenlik', ar: 'الأمن', de: 'Sicherheitsdienst', es: 'Seguridad' },
      Driver: { tr: 'Şoför', ar: 'سائق', de: 'Fahrer', es: 'Conductor' },
    },
  },
  departments: {
    title: {
      "Principal's office": { tr: 'Müdürlük', ar: 'مكتب المدير', de: 'Schulleitung', es: 'Dirección' },
      "Vice principal's office": {
        tr: 'Müdür yardımcılığı',
        ar: 'مكتب نائب المدير',
        de: 'Stellvertretende Schulleitung',
        es: 'Subdirección',
      },
      Counselling: { tr: 'Rehberlik servisi', ar: 'الإرشاد', de: 'Beratung', es: 'Orientación' },
      Accounting: { tr: 'Muhasebe', ar: 'المحاسبة', de: 'Buchhaltung', es: 'Contabilidad' },
      'Human resources': {
        tr: 'İnsan kaynakları',
        ar: 'الموارد البشرية',
        de: 'Personalabteilung',
        es: 'Recursos humanos',
      },
      Admissions: { tr: 'Kayıt ve kabul', ar: 'القبول والتسجيل', de: 'Aufnahme', es: 'Admisiones' },
      'Information technology': { tr: 'Bilgi işlem', ar: 'تقنية المعلومات', de: 'IT', es: 'Informática' },
      Library: { tr: 'Kütüphane', ar: 'المكتبة', de: 'Bibliothek', es: 'Biblioteca' },
      Infirmary: { tr: 'Revir', ar: 'العيادة', de: 'Krankenzimmer', es: 'Enfermería' },
      Facilities: { tr: 'Teknik hizmetler', ar: 'الخدمات الفنية', de: 'Haustechnik', es: 'Mantenimiento' },
    },
  },
  payment_methods: {
    title: {
      Cash: { tr: 'Nakit', ar: 'نقدًا', de: 'Bar', es: 'Efectivo' },
      'Credit card': { tr: 'Kredi kartı', ar: 'بطاقة ائتمان', de: 'Kreditkarte', es: 'Tarjeta de crédito' },
      'Debit card': { tr: 'Banka kartı', ar: 'بطاقة خصم', de: 'Debitkarte', es: 'Tarjeta de débito' },
      'Bank transfer': { tr: 'Havale / EFT', ar: 'تحويل بنكي', de: 'Überweisung', es: 'Transferencia bancaria' },
      Cheque: { tr: 'Çek', ar: 'شيك', de: 'Scheck', es: 'Cheque' },
      'Promissory note': { tr: 'Senet', ar: 'سند إذني', de: 'Schuldschein', es: 'Pagaré' },
      'Online payment': { tr: 'Sanal POS', ar: 'دفع إلكتروني', de: 'Onlinezahlung', es: 'Pago en línea' },
      Offset: { tr: 'Mahsup', ar: 'مقاصة', de: 'Verrechnung', es: 'Compensación' },
    },
  },
  class_types: {
    title: {
      Lesson: { tr: 'Ders', ar: 'درس', de: 'Unterricht', es: 'Clase' },
    },
  },
  courses: {
    title: {
      'Mathematics {n}': { tr: 'Matematik {n}', ar: 'الرياضيات {n}', de: 'Mathematik {n}', es: 'Matemáticas {n}' },
      'Turkish Language and Literature {n}': {
        tr: 'Türk Dili ve Edebiyatı {n}',
        ar: 'اللغة التركية وآدابها {n}',
        de: 'Türkische Sprache und Literatur {n}',
        es: 'Lengua y Literatura Turca {n}',
      },
      'English {n}': { tr: 'İngilizce {n}', ar: 'اللغة الإنجليزية {n}', de: 'Englisch {n}', es: 'Inglés {n}' },
      'Science {n}': { tr: 'Fen Bilimleri {n}', ar: 'العلوم {n}', de: 'Naturwissenschaften {n}', es: 'Ciencias {n}' },
      'History {n}': { tr: 'Tarih {n}', ar: 'التاريخ {n}', de: 'Geschichte {n}', es: 'Historia {n}' },
      'Physical Education {n}': {
        tr: 'Beden Eğitimi {n}',
        ar: 'التربية البدنية {n}',
        de: 'Sport {n}',
        es: 'Educación Física {n}',
      },
    },
  },
  grading_scales: {
    title: {
      'Turkish national scale (1–5)': {
        tr: 'Türkiye not ölçeği (1–5)',
        ar: 'سلّم الدرجات التركي (1–5)',
        de: 'Türkische Notenskala (1–5)',
        es: 'Escala nacional turca (1–5)',
      },
      'US letter grades (A–F)': {
        tr: 'ABD harf notları (A–F)',
        ar: 'الدرجات الحرفية الأمريكية (A–F)',
        de: 'US-Buchstabennoten (A–F)',
        es: 'Calificaciones con letras de EE. UU. (A–F)',
      },
    },
  },
  grading_policies: {
    title: {
      'Default policy': {
        tr: 'Varsayılan politika',
        ar: 'السياسة الافتراضية',
        de: 'Standardregel',
        es: 'Política predeterminada',
      },
    },
  },
  grading_categories: {
    title: {
      Exams: { tr: 'Sınavlar', ar: 'الامتحانات', de: 'Prüfungen', es: 'Exámenes' },
      Homework: { tr: 'Ödevler', ar: 'الواجبات', de: 'Hausaufgaben', es: 'Tareas' },
      Participation: { tr: 'Derse katılım', ar: 'المشاركة', de: 'Mitarbeit', es: 'Participación' },
    },
  },
  assignments: {
    title: {
      'Midterm exam': { tr: 'Ara sınav', ar: 'امتحان منتصف الفصل', de: 'Zwischenprüfung', es: 'Examen parcial' },
      'Homework: equations': {
        tr: 'Ödev: denklemler',
        ar: 'واجب: المعادلات',
        de: 'Hausaufgabe: Gleichungen',
        es: 'Tarea: ecuaciones',
      },
      'Homework: inequalities': {
        tr: 'Ödev: eşitsizlikler',
        ar: 'واجب: المتباينات',
        de: 'Hausaufgabe: Ungleichungen',
        es: 'Tarea: desigualdades',
      },
      'Class participation': {
        tr: 'Derse katılım',
        ar: 'المشاركة الصفية',
        de: 'Mitarbeit im Unterricht',
        es: 'Participación en clase',
      },
      'Final exam': { tr: 'Dönem sonu sınavı', ar: 'الامتحان النهائي', de: 'Abschlussprüfung', es: 'Examen final' },
    },
  },
  languages: {
    title: {
      English: { tr: 'İngilizce', ar: 'الإنجليزية', de: 'Englisch', es: 'Inglés' },
      Turkish: { tr: 'Türkçe', ar: 'التركية', de: 'Türkisch', es: 'Turco' },
      German: { tr: 'Almanca', ar: 'الألمانية', de: 'Deutsch', es: 'Alemán' },
      Spanish: { tr: 'İspanyolca', ar: 'الإسبانية', de: 'Spanisch', es: 'Español' },
      Arabic: { tr: 'Arapça', ar: 'العربية', de: 'Arabisch', es: 'Árabe' },
    },
  },
};

/** Every field that holds built-in values, as `resource.field`. */
export const hasBuiltInValues = (resource: string, field: string): boolean =>
  builtInValues[resource]?.[field] !== undefined;

/**
 * A stored value as the reader sees it: the built-in text of `language` when the value is one the
 * server seeded ("Grade 9" is `Grade {n}` with n = 9), else the value unchanged.
 */
export const builtInLabel = (resource: string, field: string, value: string, language: Language): string => {
  if (language === 'en') return value;
  const texts = builtInValues[resource]?.[field];
  if (!texts) return value;
  const exact = texts[value];
  if (exact) return exact[language];
  const number = /\d+/.exec(value)?.[0];
  if (number === undefined) return value;
  const pattern = texts[value.replace(/\d+/, '{n}')];
  return pattern ? pattern[language].replace('{n}', number) : value;
};
