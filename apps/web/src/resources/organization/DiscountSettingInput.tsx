import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { discounts } from '@kampus/contract/resources';
import { useTranslation } from 'react-i18next';
import { useOptions } from '../../api/resources.ts';

/** A setting naming one of the school's discounts (the sibling discount): its active discounts by name. */
export const DiscountSettingInput = ({
  schoolId,
  value,
  onChange,
  ...shared
}: Omit<TextFieldProps, 'value' | 'onChange'> & {
  schoolId: number;
  value: string;
  onChange: (value: string) => void;
}) => {
  const { t } = useTranslation();
  const offers = useOptions(discounts, '', true, { school: String(schoolId), isActive: 'true' });
  const items = offers.data?.items ?? [];
  return (
    <TextField
      {...shared}
      select
      value={items.length > 0 ? value : ''}
      onChange={(event) => onChange(event.target.value)}
    >
      <MenuItem value="">
        <em>{t('ui.form.none')}</em>
      </MenuItem>
      {items.map((offer) => (
        <MenuItem key={offer.id} value={String(offer.id)}>
          {offer.discountName}
        </MenuItem>
      ))}
    </TextField>
  );
};
