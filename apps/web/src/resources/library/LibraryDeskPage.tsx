import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useState, type FormEvent } from 'react';
import { STAFF_BORROWER_KINDS } from '@kampus/contract/resources';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldMessages } from '../../api/client.ts';
import { useLendCopy, useReturnCopy, type LoanAnswer } from '../../api/library.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { formatDate, formatMoney } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { RefAutocomplete } from '../generic/RefAutocomplete.tsx';
import { BarcodeScanner } from './BarcodeScanner.tsx';

type BorrowerKind = 'student' | 'staff';

/**
 * The circulation desk: a barcode, scanned by the camera where the browser reads barcodes or
 * typed (always possible: a scanner gun types too), then Lend to the chosen borrower or Take
 * back. The server answers each in one transaction; its refusal (a copy on loan, a borrower at
 * the school's limit) is shown as it says it.
 */
export const LibraryDeskPage = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const [barcode, setBarcode] = useState('');
  const [scanning, setScanning] = useState(false);
  const [kind, setKind] = useState<BorrowerKind>('student');
  const [borrower, setBorrower] = useState<number | null>(null);
  const [done, setDone] = useState<{ loan: LoanAnswer; lent: boolean } | null>(null);
  const lend = useLendCopy();
  const takeBack = useReturnCopy();
  const failed = lend.error ?? takeBack.error;
  const fields = fieldMessages(failed);
  const busy = lend.isPending || takeBack.isPending;

  const detected = useCallback((code: string) => {
    setBarcode(code);
    setScanning(false);
  }, []);

  const reset = () => {
    lend.reset();
    takeBack.reset();
    setDone(null);
  };
  // A scanner ends each code with Enter: with a borrower chosen it lends, with none it takes the
  // copy back, so scanning the returns of the day needs no click (the buttons say which is which).
  const onEnter = (event: FormEvent) => {
    event.preventDefault();
    if (borrower === null) onReturn();
    else onLend();
  };
  const onLend = () => {
    reset();
    const body =
      kind === 'student'
        ? { barcode, student: borrower ?? undefined }
        : { barcode, staffBorrower: borrower ?? undefined };
    lend.mutate(body, { onSuccess: (loan) => setDone({ loan, lent: true }) });
  };
  const onReturn = () => {
    reset();
    takeBack.mutate(barcode, { onSuccess: (loan) => setDone({ loan, lent: false }) });
  };

  return (
    <>
      <PageHeader
        title={t('ui.library.desk_title')}
        crumbs={[{ label: t('menu.library') }, { label: t('ui.library.desk_title') }]}
      />
      <Paper variant="outlined" component="form" onSubmit={onEnter} sx={{ p: 2, maxWidth: 640 }} noValidate>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {t('ui.library.desk_intro')}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              name="barcode"
              label={t('ui.library.barcode')}
              value={barcode}
              onChange={(event) => setBarcode(event.target.value)}
              error={Boolean(fields.barcode)}
              helperText={fields.barcode}
              autoComplete="off"
              autoFocus
              sx={{ flex: 1 }}
            />
            <Button variant="outlined" onClick={() => setScanning((on) => !on)} sx={{ mt: 1 }}>
              {scanning ? t('ui.library.stop_scan') : t('ui.library.scan')}
            </Button>
          </Stack>
          {scanning && <BarcodeScanner onDetected={detected} />}
          <RadioGroup
            row
            aria-label={t('ui.library.borrower_kind')}
            value={kind}
            onChange={(event) => {
              setKind(event.target.value === 'staff' ? 'staff' : 'student');
              setBorrower(null);
            }}
          >
            <FormControlLabel value="student" control={<Radio />} label={t('ui.library.borrower_student')} />
            <FormControlLabel value="staff" control={<Radio />} label={t('ui.library.borrower_staff')} />
          </RadioGroup>
          <RefAutocomplete
            key={kind}
            name={kind === 'student' ? 'student' : 'staffBorrower'}
            target={kind === 'student' ? 'students' : 'users'}
            // A staff loan is offered staff and teachers only, as the server checks (never a family's account).
            userKind={kind === 'student' ? undefined : STAFF_BORROWER_KINDS}
            label={kind === 'student' ? t('ui.library.student') : t('ui.library.staff_member')}
            value={borrower}
            onChange={setBorrower}
            error={Boolean(fields.student ?? fields.staffBorrower)}
            helperText={fields.student ?? fields.staffBorrower}
          />
          <Stack direction="row" spacing={1}>
            <Button
              type={borrower === null ? 'button' : 'submit'}
              variant={borrower === null ? 'outlined' : 'contained'}
              onClick={borrower === null ? onLend : undefined}
              disabled={busy || barcode.trim() === ''}
            >
              {t('ui.library.lend')}
            </Button>
            <Button
              type={borrower === null ? 'submit' : 'button'}
              variant={borrower === null ? 'contained' : 'outlined'}
              onClick={borrower === null ? undefined : onReturn}
              disabled={busy || barcode.trim() === ''}
            >
              {t('ui.library.take_back')}
            </Button>
          </Stack>
          {failed && Object.keys(fields).length === 0 && (
            <Alert severity="error" role="alert">
              {errorMessage(failed, t('app.an_error_occurred'))}
            </Alert>
          )}
          {failed && fields.libraryCopy && (
            <Alert severity="error" role="alert">
              {fields.libraryCopy}
            </Alert>
          )}
          {done && (
            <Alert severity="success" role="status">
              {done.lent
                ? t('ui.library.lent', {
                    title: done.loan.title,
                    borrower: done.loan.borrower,
                    due: formatDate(done.loan.dueDate, language),
                  })
                : t('ui.library.returned', { title: done.loan.title, borrower: done.loan.borrower })}
              {!done.lent && done.loan.fine && done.loan.fine !== '0.00' && (
                <> {t('ui.library.fine_recorded', { fine: formatMoney(done.loan.fine, language) })}</>
              )}
              {done.loan.heldFor && <> {t('ui.library.held_for', { holder: done.loan.heldFor })}</>}
            </Alert>
          )}
        </Stack>
      </Paper>
    </>
  );
};
