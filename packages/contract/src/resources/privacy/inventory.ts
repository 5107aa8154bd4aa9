/**
 * The data inventory (KVKK's "kişisel veri işleme envanteri", registered in VERBİS; GDPR art. 30's
 * record of processing): for each resource holding personal data, what data, about whom, why, on
 * which legal basis, how long and from which event the period runs. Each entry is declared in
 * its resource's module folder (`<area>.inventory.ts`) and listed on its `defineModule`, so the
 * inventory grows with the declarations; `privacy/inventory.spec.ts` fails on a resource with
 * personal fields and no entry.
 */

/** The categories VERBİS asks for, in our words. */
export const DATA_CATEGORIES = [
  'identity',
  'contact',
  'location',
  'education',
  'health',
  'financial',
  'photo',
  'family',
  'professional',
  'communication',
  'transaction-security',
] as const;
export type DataCategory = (typeof DATA_CATEGORIES)[number];

/** Whose data: VERBİS's "ilgili kişi grubu". */
export type DataSubject = 'students' | 'guardians' | 'staff' | 'applicants' | 'users' | 'suppliers';

/**
 * The legal bases, each with its article in both laws. Health data is a special category: KVKK
 * art. 6/3 and GDPR art. 9(2) apply, not art. 5 and 6 alone.
 */
export const LEGAL_BASES = {
  contract: { kvkk: 'KVKK art. 5/2(c)', gdpr: 'GDPR art. 6(1)(b)' },
  'legal-obligation': { kvkk: 'KVKK art. 5/2(ç)', gdpr: 'GDPR art. 6(1)(c)' },
  'legitimate-interest': { kvkk: 'KVKK art. 5/2(f)', gdpr: 'GDPR art. 6(1)(f)' },
  'public-task': { kvkk: 'KVKK art. 5/2(a)', gdpr: 'GDPR art. 6(1)(e)' },
  consent: { kvkk: 'KVKK art. 5/1', gdpr: 'GDPR art. 6(1)(a)' },
  'health-care': { kvkk: 'KVKK art. 6/3', gdpr: 'GDPR art. 9(2)(h)' },
} as const;
export type LegalBasis = keyof typeof LEGAL_BASES;

/** Why the data is processed, in English and Turkish (VERBİS is filled in Turkish). */
export const PURPOSES = {
  education: {
    en: 'Providing education and keeping the student record',
    tr: 'Eğitim faaliyetlerinin yürütülmesi ve öğrenci kaydının tutulması',
  },
  finance: {
    en: 'Collecting fees and keeping the accounts',
    tr: 'Ücretlerin tahsili ve muhasebe kayıtlarının tutulması',
  },
  communication: {
    en: 'Communicating with students, families and staff',
    tr: 'Öğrenci, veli ve personel ile iletişim',
  },
  accounts: {
    en: 'Giving people an account and signing them in',
    tr: 'Kullanıcı hesaplarının açılması ve oturum yönetimi',
  },
  security: { en: 'Information security and the audit trail', tr: 'Bilgi güvenliği ve denetim kaydı' },
  admission: { en: 'Admission of new students', tr: 'Yeni öğrenci kabul süreçleri' },
  staff: { en: 'Running the school: staff and timetables', tr: 'Okul işleyişi: personel ve ders programları' },
  legal: { en: 'Following up legal claims', tr: 'Hukuki taleplerin takibi' },
  requests: { en: 'Answering data-subject requests', tr: 'İlgili kişi başvurularının yanıtlanması' },
} as const;
export type Purpose = keyof typeof PURPOSES;

/** The event a retention period runs from. */
export type RetentionStart =
  /** The row was written (`createdAt`). */
  | 'creation'
  /** The row's season ended (its season's `endDate`). */
  | 'season-end'
  /** The row's student left: inactive, and their last enrolled season ended. */
  | 'student-leaving'
  /** The row was last changed (`updatedAt`): an account or a contact nobody has touched since. */
  | 'last-update';

/** An ISO 8601 duration in whole years, months or days (`P10Y`, `P6M`, `P30D`). */
export type Duration = `P${number}${'Y' | 'M' | 'D'}`;

export interface InventoryEntry {
  resource: string;
  subjects: readonly DataSubject[];
  categories: readonly DataCategory[];
  purpose: Purpose;
  bases: readonly LegalBasis[];
  retention: Duration;
  from: RetentionStart;
  /**
   * What is done past the period: the row destroyed, or its personal fields emptied while the rest
   * is kept (a ledger row's amounts, which the accounts need, outlive the person's name on it).
   */
  expiry: 'destroy' | 'anonymise';
}

/** A resource whose personal-looking fields are not a person's data (a school's own address and phone), and why. */
export interface NotPersonal {
  resource: string;
  notPersonal: string;
}

export type InventoryLine = InventoryEntry | NotPersonal;

export const isPersonalEntry = (line: InventoryLine): line is InventoryEntry => !('notPersonal' in line);

type Preset = Omit<InventoryEntry, 'resource'>;

/** The usual lines, so that each resource's entry says only how it differs. */
const PRESETS = {
  /** A row of a student's school record (attendance, grades, classes). */
  'student-record': {
    subjects: ['students'],
    categories: ['education'],
    purpose: 'education',
    bases: ['public-task', 'legal-obligation'],
    retention: 'P5Y',
    from: 'student-leaving',
    expiry: 'destroy',
  },
  /** A row of the school's accounts about a student (fees, payments, receipts): kept ten years (TTK art. 82). */
  ledger: {
    subjects: ['students', 'guardians'],
    categories: ['financial'],
    purpose: 'finance',
    bases: ['contract', 'legal-obligation'],
    retention: 'P10Y',
    from: 'creation',
    expiry: 'anonymise',
  },
  /** A message, a post, a notification. */
  message: {
    subjects: ['users'],
    categories: ['communication'],
    purpose: 'communication',
    bases: ['legitimate-interest'],
    retention: 'P2Y',
    from: 'creation',
    expiry: 'destroy',
  },
  /** A sign-in account and what hangs off it. */
  account: {
    subjects: ['users'],
    categories: ['identity', 'contact'],
    purpose: 'accounts',
    bases: ['contract'],
    retention: 'P2Y',
    from: 'last-update',
    expiry: 'anonymise',
  },
  /** A row naming the teacher who gives a lesson, a homework, a class. */
  'staff-work': {
    subjects: ['staff'],
    categories: ['professional'],
    purpose: 'staff',
    bases: ['contract', 'legal-obligation'],
    retention: 'P5Y',
    from: 'creation',
    expiry: 'destroy',
  },
  /** The audit trail and the records of who acted as whom. */
  security: {
    subjects: ['users'],
    categories: ['transaction-security'],
    purpose: 'security',
    bases: ['legal-obligation', 'legitimate-interest'],
    retention: 'P2Y',
    from: 'creation',
    expiry: 'destroy',
  },
  /** A person outside the school it deals with (a lawyer, an invoiced company). */
  supplier: {
    subjects: ['suppliers'],
    categories: ['identity', 'contact'],
    purpose: 'legal',
    bases: ['contract', 'legitimate-interest'],
    retention: 'P10Y',
    from: 'last-update',
    expiry: 'destroy',
  },
} as const satisfies Record<string, Preset>;

/** A resource's inventory entry: a preset, and what differs from it. */
export const inventoryEntry = (
  resource: string,
  preset: keyof typeof PRESETS,
  differs: Partial<Preset> = {},
): InventoryEntry => ({ resource, ...PRESETS[preset], ...differs });

/** A resource whose personal-looking fields are no one's data. */
export const notPersonal = (resource: string, why: string): NotPersonal => ({ resource, notPersonal: why });
