import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language.ts';
import { offerValue } from './discount-label.ts';
import type { SiblingDiscount } from './wizard-state.ts';

/**
 * A chosen guardian already has children at the school: the new student joins that family, and
 * the school's sibling discount (its `siblingDiscount` setting) is offered in one click.
 */
export const SiblingSuggestion = ({
  family,
  sibling,
  added,
  onAdd,
}: {
  family: { id: number; name: string; lastName: string }[];
  sibling: SiblingDiscount | null;
  added: boolean;
  onAdd: (id: number) => void;
}) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const names = family.map((child) => `${child.name} ${child.lastName}`).join(', ');
  return (
    <Alert
      severity="info"
      role="status"
      action={
        sibling && !added ? (
          <Button color="inherit" size="small" onClick={() => onAdd(sibling.id)}>
            {t('ui.enrollment.wizard.add_sibling_discount')}
          </Button>
        ) : undefined
      }
    >
      {t('ui.enrollment.wizard.sibling_of', { names })}{' '}
      {sibling
        ? t(added ? 'ui.enrollment.wizard.sibling_discount_added' : 'ui.enrollment.wizard.sibling_discount', {
            discount: `${sibling.discountName} (${offerValue(sibling.discountAmount, sibling.discountPercentage, language)})`,
          })
        : t('ui.enrollment.wizard.no_sibling_discount')}
    </Alert>
  );
};
