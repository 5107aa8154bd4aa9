import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { useStudentLoans, type StudentHold, type StudentLoan } from '../../api/library.ts';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { formatDate, formatMoney } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/use-language.ts';

const LoanLine = ({ loan }: { loan: StudentLoan }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <ListItem divider sx={{ display: 'block' }} data-testid="library-loan">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography sx={{ fontWeight: 500 }}>{loan.title}</Typography>
        {loan.authors && (
          <Typography variant="body2" color="text.secondary">
            {loan.authors}
          </Typography>
        )}
        {loan.daysOverdue > 0 && (
          <Chip size="small" color="error" label={t('ui.library.overdue_days', { count: loan.daysOverdue })} />
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('ui.library.borrowed_on', { date: formatDate(loan.loanedAt, language) })} ·{' '}
        {loan.returnedAt
          ? t('ui.library.returned_on', { date: formatDate(loan.returnedAt, language) })
          : t('ui.library.due_on', { date: formatDate(loan.dueDate, language) })}
        {loan.fine && loan.fine !== '0.00' && (
          <> · {t('ui.library.fine', { fine: formatMoney(loan.fine, language) })}</>
        )}
      </Typography>
    </ListItem>
  );
};

/** A reserved title: waiting for a copy since when, or a copy kept at the desk to collect. */
const HoldLine = ({ hold }: { hold: StudentHold }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <ListItem divider sx={{ display: 'block' }} data-testid="library-hold">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography sx={{ fontWeight: 500 }}>{hold.title}</Typography>
        {hold.authors && (
          <Typography variant="body2" color="text.secondary">
            {hold.authors}
          </Typography>
        )}
        {hold.status === 'ready' && <Chip size="small" color="success" label={t('ui.library.hold_ready')} />}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('ui.library.reserved_on', { date: formatDate(hold.heldAt.slice(0, 10), language) })}
        {hold.status === 'waiting' && <> · {t('ui.library.hold_waiting')}</>}
      </Typography>
    </ListItem>
  );
};

/**
 * A student's loans as a family reads them: borrowed now (overdue ones marked), then returned;
 * the title, dates and any fine; then the titles reserved (waiting, or ready at the desk); never
 * a barcode or a desk control.
 */
export const StudentLoansList = ({ studentId }: { studentId: number }) => {
  const { t } = useTranslation();
  const loans = useStudentLoans(studentId);
  if (loans.isLoading) return <PageSpinner />;
  if (loans.isError) return <Alert severity="error">{errorMessage(loans.error, t('app.an_error_occurred'))}</Alert>;
  const rows = loans.data?.loans ?? [];
  const holds = loans.data?.holds ?? [];
  if (rows.length === 0 && holds.length === 0)
    return <Typography variant="body2">{t('ui.library.family_empty')}</Typography>;
  const open = rows.filter((loan) => loan.returnedAt === null);
  const returned = rows.filter((loan) => loan.returnedAt !== null);
  return (
    <Stack spacing={1}>
      {open.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3">
            {t('ui.library.on_loan_now')}
          </Typography>
          <List dense disablePadding>
            {open.map((loan) => (
              <LoanLine key={loan.id} loan={loan} />
            ))}
          </List>
        </>
      )}
      {holds.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3">
            {t('ui.library.reserved_books')}
          </Typography>
          <List dense disablePadding>
            {holds.map((hold) => (
              <HoldLine key={hold.id} hold={hold} />
            ))}
          </List>
        </>
      )}
      {returned.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3">
            {t('ui.library.returned_books')}
          </Typography>
          <List dense disablePadding>
            {returned.map((loan) => (
              <LoanLine key={loan.id} loan={loan} />
            ))}
          </List>
        </>
      )}
    </Stack>
  );
};
