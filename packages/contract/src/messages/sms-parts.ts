/**
 * How many SMS a text costs, as a gateway bills it (3GPP TS 23.038): a text that stays inside the
 * GSM-7 alphabet is 160 characters in one part, 153 per part when split (the rest of each part
 * carries the joining header); one character outside it (ş, ğ, ı, Arabic letters) sends the whole
 * text as UCS-2, 70 in one part, 67 per part. The preview shows it so a teacher sees what a long
 * message costs before it leaves.
 */
const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** Characters of the extension table: each takes two septets (an escape, then the character). */
const GSM7_EXTENSION = '^{}\\[~]|€\f';

const basic = new Set(GSM7_BASIC);
const extension = new Set(GSM7_EXTENSION);

export type SmsEncoding = 'gsm7' | 'ucs2';

export interface SmsParts {
  encoding: SmsEncoding;
  /** What the text counts as: septets for GSM-7 (an extension character counts two), UTF-16 units for UCS-2. */
  characters: number;
  /** The SMS the text is sent as; 0 for an empty text. */
  parts: number;
}

const partsOf = (length: number, single: number, multi: number): number =>
  length === 0 ? 0 : length <= single ? 1 : Math.ceil(length / multi);

/** The encoding, length and part count of one SMS text. */
export const smsParts = (text: string): SmsParts => {
  let septets = 0;
  for (const char of text) {
    if (basic.has(char)) septets += 1;
    else if (extension.has(char)) septets += 2;
    else {
      // UCS-2 counts UTF-16 code units: an emoji outside the basic plane is two.
      const units = text.length;
      return { encoding: 'ucs2', characters: units, parts: partsOf(units, 70, 67) };
    }
  }
  return { encoding: 'gsm7', characters: septets, parts: partsOf(septets, 160, 153) };
};
