import type { Language } from '@kampus/contract/constants';
import { formatMoney } from '../../i18n/format.ts';

/** A share entered like 0.05 shown as "5 %"; digits moved, never a float in money. */
const percent = (share: string | null): string => {
  if (!share) return '';
  const [whole = '0', fraction = ''] = share.split('.');
  const digits = fraction.padEnd(4, '0');
  const value = `${Number(whole) * 100 + Number(digits.slice(0, 2))}${Number(digits.slice(2)) ? `.${digits.slice(2).replace(/0+$/, '')}` : ''}`;
  return `${value} %`;
};

/** What a discount or scholarship gives: its amount, else its share. */
export const offerValue = (amount: string | null | undefined, share: string | null | undefined, language: Language) =>
  amount ? formatMoney(amount, language) : percent(share ?? null);
