import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Alert from '@mui/material/Alert';
import { AGREEMENT_ITEM_TEMPLATES, getResource } from '@kampus/contract/resources';
import { iri, validateRecord } from '@kampus/contract/resource';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../api/client.ts';
import { useCreate, useUpdate } from '../../api/resources.ts';
import { useSession } from '../../api/use-session.ts';
import type { ApiRecord } from '../../api/types.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { useNotify } from '../../app/notices.ts';
import { fieldLabel } from '../generic/labels.ts';

const ITEMS = 'enrollment_agreement_items';
/** The fields the dialog shows; other violations go above them. */
const SHOWN = new Set(['itemText', 'additionalInfo']);

/** The extra-info template's name; '0' is none. */
export const templateLabel = (t: TFunction, template: string): string =>
  template === '0' ? t('ui.setup.template_none') : t(`ui.values.${template}`, { defaultValue: template });

export interface AgreementItemDialogProps {
  open: boolean;
  agreementId: number;
  /** The item edited; none to add one. */
  item?: ApiRecord | undefined;
  onClose: () => void;
}

/**
 * Adds or edits an item: a multi-line item text (markdown) and one template, none by default.
 * A new item is sent without a number: the server gives the next one.
 */
export const AgreementItemDialog = ({ open, agreementId, item, onClose }: AgreementItemDialogProps) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const { schoolId } = useSession();
  const create = useCreate(ITEMS);
  const update = useUpdate(ITEMS);
  const resource = getResource(ITEMS);
  const [itemText, setItemText] = useState(String(item?.itemText ?? ''));
  const [template, setTemplate] = useState(String(item?.additionalInfo ?? '0'));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const saving = create.isPending || update.isPending;
  if (!resource) return null;

  const save = async () => {
    setFormError(null);
    const body = item
      ? { itemText, additionalInfo: template }
      : {
          enrollmentAgreementsId: agreementId,
          itemText,
          additionalInfo: template,
          ...(schoolId === null ? {} : { school: iri('schools', schoolId) }),
        };
    const checked = validateRecord(resource, item ? 'update' : 'create', body);
    if (!checked.ok) {
      setErrors(Object.fromEntries(checked.violations.map((v) => [v.propertyPath, t(v.message)])));
      const elsewhere = checked.violations.filter((v) => !SHOWN.has(v.propertyPath));
      setFormError(elsewhere.length > 0 ? elsewhere.map((v) => t(v.message)).join(' ') : null);
      return;
    }
    setErrors({});
    try {
      if (item) await update.mutateAsync({ id: item.id, body });
      else await create.mutateAsync(body);
      notify({ message: { key: 'ui.form.saved' }, variant: 'success' });
      onClose();
    } catch (error) {
      const violations = error instanceof ApiError ? (error.problem.violations ?? []) : [];
      setErrors(Object.fromEntries(violations.map((v) => [v.propertyPath, v.message])));
      if (violations.length === 0 || violations.some((v) => !SHOWN.has(v.propertyPath))) {
        setFormError(violations.map((v) => v.message).join(' ') || errorMessage(error, t('app.an_error_occurred')));
      }
    }
  };

  return (
    <Dialog
      open={open}
      title={item ? t('ui.setup.edit_item', { no: String(item.itemNo ?? '') }) : t('ui.setup.new_item')}
      onClose={onClose}
      onCancel={onClose}
      onOk={() => void save()}
      okLabel={saving ? t('ui.form.saving') : t('ui.form.save')}
      loading={saving}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {formError && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
        <TextField
          name="itemText"
          label={fieldLabel(t, resource, 'itemText')}
          required
          multiline
          minRows={4}
          fullWidth
          autoFocus
          value={itemText}
          onChange={(event) => setItemText(event.target.value)}
          error={Boolean(errors.itemText)}
          helperText={errors.itemText ?? t('ui.setup.markdown_hint')}
          disabled={saving}
        />
        <FormControl error={Boolean(errors.additionalInfo)}>
          <FormLabel id="agreement-item-template">{fieldLabel(t, resource, 'additionalInfo')}</FormLabel>
          <RadioGroup
            aria-labelledby="agreement-item-template"
            name="additionalInfo"
            value={template}
            onChange={(event) => setTemplate(event.target.value)}
          >
            {AGREEMENT_ITEM_TEMPLATES.map((value) => (
              <FormControlLabel
                key={value}
                value={value}
                control={<Radio />}
                label={templateLabel(t, value)}
                disabled={saving}
              />
            ))}
          </RadioGroup>
        </FormControl>
      </Stack>
    </Dialog>
  );
};
