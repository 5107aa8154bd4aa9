/** What a recipient's message may name; every country's placeholders stand for one of these. */
export const MESSAGE_VALUES = [
  'studentName',
  'guardianName',
  'className',
  'gradeLevel',
  'schoolName',
  'date',
  'amountDue',
] as const;
export type MessageValue = (typeof MESSAGE_VALUES)[number];
export type MessageValues = Record<MessageValue, string>;

/**
 * The communication placeholders per country, with what each stands for and its description (as
 * `message_parameters` lists them). The exam parameters of the same list (`{examTitle}`) are
 * filled by the exam area, not here.
 */
export const COMMUNICATION_PARAMETERS: Record<'TR' | 'US' | 'GB', [string, MessageValue, string][]> = {
  TR: [
    ['{ogrenciAdi}', 'studentName', 'Öğrencinin adı ve soyadı'],
    ['{veliAdi}', 'guardianName', 'Velinin adı ve soyadı'],
    ['{sinifAdi}', 'className', 'Öğrencinin sınıfı'],
    ['{sinifSeviyesi}', 'gradeLevel', 'Öğrencinin sınıf seviyesi'],
    ['{okulAdi}', 'schoolName', 'Okulun adı'],
    ['{tarih}', 'date', 'Bugünün tarihi'],
    ['{gecikenTutar}', 'amountDue', 'Vadesi geçmiş ödenmemiş taksitlerin toplamı'],
  ],
  US: [
    ['{studentName}', 'studentName', 'The student’s full name'],
    ['{guardianName}', 'guardianName', 'The guardian’s full name'],
    ['{className}', 'className', 'The student’s class'],
    ['{gradeLevel}', 'gradeLevel', 'The student’s grade level'],
    ['{schoolName}', 'schoolName', 'The school’s name'],
    ['{date}', 'date', 'Today’s date'],
    ['{amountDue}', 'amountDue', 'The total of unpaid installments past their date'],
  ],
  GB: [
    ['{studentName}', 'studentName', 'The pupil’s full name'],
    ['{guardianName}', 'guardianName', 'The parent’s full name'],
    ['{className}', 'className', 'The pupil’s form'],
    ['{gradeLevel}', 'gradeLevel', 'The pupil’s year group'],
    ['{schoolName}', 'schoolName', 'The school’s name'],
    ['{date}', 'date', 'Today’s date'],
    ['{amountDue}', 'amountDue', 'The total of unpaid instalments past their date'],
  ],
};

/** Every communication placeholder of every country, to the value it stands for. */
const VALUE_OF = new Map<string, MessageValue>(
  Object.values(COMMUNICATION_PARAMETERS).flatMap((list) => list.map(([name, value]) => [name, value] as const)),
);

const PLACEHOLDER = /\{[A-Za-z][A-Za-z0-9_]{0,39}\}/g;

/** The placeholders a template names that no country's list knows (a typo would be sent as typed). */
export const unknownPlaceholders = (text: string): string[] =>
  [...new Set(text.match(PLACEHOLDER) ?? [])].filter((name) => !VALUE_OF.has(name));

/** The template with each known placeholder replaced by the recipient's value, in one pass. */
export const renderTemplate = (text: string, values: MessageValues): string =>
  text.replace(PLACEHOLDER, (name) => {
    const value = VALUE_OF.get(name);
    return value === undefined ? name : values[value];
  });

// The SMS part count belongs with the message texts (`@kampus/contract/messages`, web and server alike).
export { smsParts, type SmsEncoding, type SmsParts } from './sms-parts.ts';
