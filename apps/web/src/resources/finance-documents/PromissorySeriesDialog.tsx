import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../api/client.ts';
import { useCreatePromissorySeries } from '../../api/finance-documents.ts';
import { useNotify } from '../../app/notices.ts';
import { Dialog } from '../../components/Dialog.tsx';

interface Props {
  studentId: number;
  open: boolean;
  onClose: () => void;
}

type Field = 'title' | 'address' | 'total' | 'count' | 'firstDate';

/**
 * Makes a student's series of promissory notes: the debtor, the total, how many notes and the
 * first due date; the server splits the total and dates the notes a month apart. Each opening
 * of the dialog is one Idempotency-Key, so a double click makes the notes once.
 */
export const PromissorySeriesDialog = ({ studentId, open, onClose }: Props) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const create = useCreatePromissorySeries();
  const [key] = useState(() => crypto.randomUUID());
  const [values, setValues] = useState<Record<Field, string>>({
    title: '',
    address: '',
    total: '',
    count: '3',
    firstDate: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = () => {
    setErrors({});
    create.mutate(
      {
        key,
        body: {
          studentId,
          title: values.title,
          ...(values.address ? { address: values.address } : {}),
          total: values.total,
          count: Number(values.count),
          firstDate: values.firstDate,
        },
      },
      {
        onSuccess: (answer) => {
          notify({
            message: { key: 'ui.finance_documents.series_created', values: { count: answer.items.length } },
            variant: 'success',
          });
          onClose();
        },
        onError: (error) => {
          const violations = error instanceof ApiError ? (error.problem.violations ?? []) : [];
          if (violations.length > 0) {
            setErrors(Object.fromEntries(violations.map((v) => [v.propertyPath, v.message])));
          } else notify({ message: errorMessage(error, t('app.an_error_occurred')), variant: 'error' });
        },
      },
    );
  };

  const field = (name: Field, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      key={name}
      name={name}
      label={label}
      value={values[name]}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      error={errors[name] !== undefined}
      helperText={errors[name]}
      fullWidth
      {...extra}
    />
  );

  return (
    <Dialog
      open={open}
      title={t('ui.finance_documents.new_series')}
      onClose={onClose}
      onCancel={onClose}
      onOk={submit}
      okLabel={t('ui.finance_documents.create')}
      loading={create.isPending}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {field('title', t('ui.finance_documents.debtor'), { required: true, autoFocus: true })}
        {field('address', t('fields.address'), { multiline: true })}
        {field('total', t('ui.finance_documents.total'), { required: true, inputMode: 'decimal' })}
        {field('count', t('ui.finance_documents.count'), { required: true, type: 'number' })}
        {field('firstDate', t('ui.finance_documents.first_date'), {
          required: true,
          type: 'date',
          slotProps: { inputLabel: { shrink: true } },
        })}
      </Stack>
    </Dialog>
  );
};
