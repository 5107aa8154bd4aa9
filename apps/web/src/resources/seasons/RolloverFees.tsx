import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { RolloverPreview } from '../../api/rollover.ts';
import { formatMoney } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/use-language.ts';

type Fees = NonNullable<RolloverPreview['fees']>;

/**
 * What "bill the new season's fees" will bill, as the server's preview says: per new grade level
 * the students, the fee lines and the totals (exact amounts formatted, never added up here), and
 * who is not billed and why.
 */
export const FeesPlan = ({ fees }: { fees: Fees }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (amount: string) => formatMoney(amount, language);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="rollover-fees">
      <Typography variant="subtitle1" component="h3">
        {t('ui.rollover.fees_title')}
      </Typography>
      <Typography>{t('ui.rollover.fees_billed', { count: fees.billed, total: money(fees.total) })}</Typography>
      <List dense aria-label={t('ui.rollover.fees_title')}>
        {fees.grades.map((grade) => (
          <ListItem key={grade.grade} disableGutters>
            <ListItemText
              primary={
                <bdi>
                  {t('ui.rollover.fees_grade', {
                    grade: grade.grade,
                    count: grade.students,
                    amount: money(grade.perStudent),
                    total: money(grade.total),
                  })}
                </bdi>
              }
              secondary={grade.fees.map((fee) => `${fee.feeName}: ${money(fee.feeAmount)}`).join(' · ')}
            />
          </ListItem>
        ))}
      </List>
      {fees.skipped.length > 0 ? (
        <>
          <Typography variant="body2">{t('ui.rollover.fees_skipped', { count: fees.skipped.length })}</Typography>
          <List dense disablePadding>
            {fees.skipped.map((student) => (
              <ListItem key={student.id} disableGutters sx={{ py: 0 }}>
                <ListItemText
                  slotProps={{ primary: { variant: 'body2', color: 'text.secondary' } }}
                  primary={
                    <>
                      <bdi>{`${student.name} ${student.lastName}`}</bdi>: {student.reason}
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
        </>
      ) : null}
    </Paper>
  );
};
