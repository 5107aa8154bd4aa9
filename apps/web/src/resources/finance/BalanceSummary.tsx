import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useStudentBalance } from '../../api/finance.ts';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { formatMoney } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/use-language.ts';

const FIGURES = ['fees', 'discounts', 'net', 'paid', 'due', 'unpaidInstallments'] as const;

/** A student's figures as the server's one balance function computes them. */
export const BalanceSummary = ({ studentId }: { studentId: number }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const balance = useStudentBalance(studentId);
  if (balance.isLoading) return <PageSpinner />;
  if (!balance.data) return <Alert severity="error">{t('app.an_error_occurred')}</Alert>;
  const data = balance.data;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} data-testid="balance-summary">
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {FIGURES.map((figure) => (
          <div key={figure}>
            <Typography variant="caption" color="text.secondary">
              {t(`ui.finance.balance.${figure}`)}
            </Typography>
            <Typography variant="h6" data-testid={`balance-${figure}`}>
              {formatMoney(data[figure], language)}
            </Typography>
          </div>
        ))}
      </Stack>
    </Paper>
  );
};
