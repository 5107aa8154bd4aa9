import { discounts as discountResource, scholarshipDefinitions } from '@kampus/contract/resources';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAllOf } from '../../api/enrollment.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { offerValue } from './discount-label.ts';
import type { ErrorAt } from './violations.ts';

export interface DiscountChoice {
  discounts: number[];
  scholarships: number[];
  freeDiscount: string;
}

const toggle = (ids: number[], id: number): number[] =>
  ids.includes(id) ? ids.filter((known) => known !== id) : [...ids, id];

/**
 * Step 5: the school's discounts and scholarships to give (priced on the server from the fees),
 * and a free discount typed by hand, held to the season's maximum. A refusal of entry `i` shows
 * under that entry (the body lists discounts, then scholarships, then the free discount).
 */
export const DiscountsStep = ({
  value,
  onChange,
  errorAt,
}: {
  value: DiscountChoice;
  onChange: (value: DiscountChoice) => void;
  errorAt: ErrorAt;
}) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const offers = (useAllOf(discountResource, { isActive: 'true' }).data ?? []).filter((d) => !d.independent);
  const grants = useAllOf(scholarshipDefinitions, { isActive: 'true' }).data ?? [];
  const entryError = (index: number): string | undefined =>
    errorAt(`discounts[${index}].discountAmount`) ??
    errorAt(`discounts[${index}].discount`) ??
    errorAt(`discounts[${index}].scholarship`);
  const picked = [...value.discounts, ...value.scholarships];
  const freeIndex = picked.length;
  const errorOf = (id: number, kind: 'discount' | 'scholarship'): string | undefined => {
    const index = kind === 'discount' ? value.discounts.indexOf(id) : value.scholarships.indexOf(id);
    if (index < 0) return undefined;
    return entryError(kind === 'discount' ? index : value.discounts.length + index);
  };
  return (
    <Stack spacing={3} sx={{ maxWidth: 560 }}>
      {offers.length === 0 && grants.length === 0 ? (
        <Typography color="text.secondary">{t('ui.enrollment.wizard.no_discounts')}</Typography>
      ) : null}
      {offers.length > 0 ? (
        <FormGroup aria-label={t('ui.enrollment.wizard.discounts_heading')}>
          <Typography variant="subtitle1">{t('ui.enrollment.wizard.discounts_heading')}</Typography>
          {offers.map((offer) => (
            <div key={offer.id}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={value.discounts.includes(offer.id)}
                    onChange={() => onChange({ ...value, discounts: toggle(value.discounts, offer.id) })}
                  />
                }
                label={`${offer.discountName} (${offerValue(offer.discountAmount, offer.discountPercentage, language)})`}
              />
              {errorOf(offer.id, 'discount') ? (
                <FormHelperText error>{errorOf(offer.id, 'discount')}</FormHelperText>
              ) : null}
            </div>
          ))}
        </FormGroup>
      ) : null}
      {grants.length > 0 ? (
        <FormGroup aria-label={t('ui.enrollment.wizard.scholarships_heading')}>
          <Typography variant="subtitle1">{t('ui.enrollment.wizard.scholarships_heading')}</Typography>
          {grants.map((grant) => (
            <div key={grant.id}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={value.scholarships.includes(grant.id)}
                    onChange={() => onChange({ ...value, scholarships: toggle(value.scholarships, grant.id) })}
                  />
                }
                label={`${grant.title} (${offerValue(grant.scholarshipAmount, grant.scholarshipPercentage, language)})`}
              />
              {errorOf(grant.id, 'scholarship') ? (
                <FormHelperText error>{errorOf(grant.id, 'scholarship')}</FormHelperText>
              ) : null}
            </div>
          ))}
        </FormGroup>
      ) : null}
      <TextField
        name="freeDiscount"
        label={t('ui.enrollment.wizard.free_discount')}
        value={value.freeDiscount}
        inputMode="decimal"
        onChange={(event) => onChange({ ...value, freeDiscount: event.target.value })}
        error={entryError(freeIndex) !== undefined}
        helperText={entryError(freeIndex) ?? t('ui.enrollment.wizard.free_discount_hint')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: 'ltr' } }}
      />
    </Stack>
  );
};
