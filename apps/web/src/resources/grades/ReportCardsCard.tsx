import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { useDownloadPdf } from '../../api/finance-documents.ts';
import { useStudentReportCards } from '../../api/report-cards.ts';
import { formatDate } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/use-language.ts';

/** A name set apart from the sentence around it (Unicode's first-strong isolate), as `<bdi>` does. */
const isolate = (name: string): string => `\u2068${name}\u2069`;

/**
 * The report cards released to the family (issue 30): each titled by its report and term, with
 * the class and the day it was released, and a download of the child's card as a PDF.
 */
export const ReportCardsCard = ({ student }: { student: { id: number; name: string; lastName: string } }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const released = useStudentReportCards(student.id);
  const download = useDownloadPdf();
  if (!released.data) return null;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('ui.report_cards.family_heading')}
        </Typography>
        {released.data.length === 0 && <Typography color="text.secondary">{t('ui.report_cards.none')}</Typography>}
        <List dense disablePadding>
          {released.data.map((card) => {
            const title = t('ui.report_cards.family_card', { report: card.reportTitle, term: card.termTitle });
            // Each name isolated in the sentence: a Latin report or class title inside Arabic keeps its order.
            const shown = t('ui.report_cards.family_card', {
              report: isolate(card.reportTitle),
              term: isolate(card.termTitle),
            });
            return (
              <ListItem key={card.release} disableGutters sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                <ListItemText
                  primary={shown}
                  secondary={t('ui.report_cards.family_released', {
                    class: isolate(card.classTitle),
                    date: formatDate(card.releasedAt, language),
                  })}
                />
                <Button
                  startIcon={<Download />}
                  disabled={download.isPending}
                  onClick={() =>
                    download.mutate({
                      path: `/api/students/${student.id}/report_cards/${card.release}`,
                      fileName: `${title} ${student.name} ${student.lastName}.pdf`,
                    })
                  }
                >
                  {t('ui.report_cards.download')}
                </Button>
              </ListItem>
            );
          })}
        </List>
        {download.isError && <Alert severity="error">{errorMessage(download.error, t('app.an_error_occurred'))}</Alert>}
      </CardContent>
    </Card>
  );
};
