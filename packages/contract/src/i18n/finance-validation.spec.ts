import { describe, expect, it } from 'vitest';
import { languageCodes } from '../constants.ts';
import { getResource } from '../resources/index.ts';
import { catalogues, translate } from './index.ts';

/**
 * The finance rules of the spec's section 5 ("Rules stated in the text catalogue"), each with the
 * key the server answers on the field it names. Every one must read in all five languages, keep
 * its limit, and not be English left in another catalogue.
 */
const FINANCE_RULES = [
  { rule: 'installment amount cannot be greater than the remaining amount', key: 'validation.over_remaining' },
  { rule: 'payment amount cannot be more than the total of unpaid fees', key: 'validation.over_unpaid' },
  { rule: 'refund amount cannot be greater than the total payment', key: 'validation.over_refund' },
  { rule: 'the maximum free discount should stay within the fee settings', key: 'validation.free_discount_limit' },
  { rule: 'discount percentage and amount not on the same row', key: 'validation.percentage_and_amount' },
  { rule: 'required fields: "Can not be empty!"', key: 'validation.required' },
  { rule: '"Invalid input!"', key: 'validation.invalid' },
  { rule: 'a share above its range (0.05 / 20)', key: 'validation.too_large' },
  {
    rule: 'only bank, description, date, type and invoice of a payment change',
    key: 'validation.payment_fields_fixed',
  },
] as const;

const LIMITED = new Set(['validation.over_remaining', 'validation.over_unpaid', 'validation.over_refund']);

describe('the finance validation texts of spec section 5', () => {
  it.each(FINANCE_RULES.map((entry) => [entry.rule, entry.key]))('%s (%s) reads in five languages', (_rule, key) => {
    const texts = languageCodes.map((language) => translate(language, key, { limit: '6000.00' }));
    for (const [index, text] of texts.entries()) {
      expect(text, `${languageCodes[index]} ${key}`).not.toBe(key);
      expect(text.trim().length, `${languageCodes[index]} ${key}`).toBeGreaterThan(3);
      if (LIMITED.has(key)) expect(text, `${languageCodes[index]} ${key} names the limit`).toContain('6000.00');
    }
    // Five languages, five texts: none of them the English one copied.
    expect(new Set(texts).size).toBe(languageCodes.length);
  });

  it('keeps the English wording of the spec', () => {
    expect(catalogues.en.validation.over_remaining).toMatch(/^Installment amount cannot be greater than the remaining/);
    expect(catalogues.en.validation.over_unpaid).toMatch(
      /^Payment amount cannot be more than the total of unpaid fees/,
    );
    expect(catalogues.en.validation.over_refund).toMatch(/^Refund amount cannot be greater than the total payment/);
    expect(catalogues.en.validation.invalid).toBe('Invalid input!');
  });

  it('holds a discount share like 0.05 and a criteria percentage like 20 to their ranges', () => {
    expect(getResource('discounts')?.fields.discountPercentage?.max).toBe(1);
    expect(getResource('scholarship_definitions')?.fields.scholarshipPercentage?.max).toBe(1);
    expect(getResource('discount_criteria')?.fields.criteriaPercentage?.max).toBe(100);
  });
});
