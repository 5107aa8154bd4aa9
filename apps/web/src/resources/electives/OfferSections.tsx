import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { batches } from '@kampus/contract/resources';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useList } from '../../api/resources.ts';
import type { ApiRecord } from '../../api/types.ts';

/**
 * An elective's sections, each with who teaches it (`batches` of the offer, made by the
 * placement): the teacher a section's timetable need is taught by, named beside the offer so staff
 * see a section without one before they solve the week. Each opens its batch to name or change it.
 */
export const OfferSections = ({ offerId }: { offerId: string }) => {
  const { t } = useTranslation();
  const sections = useList(batches, {
    page: 1,
    pageSize: 20,
    fixed: [['electiveOffer', offerId]],
  });
  // Section 1 first: the list's own order is by id, which a section added later breaks.
  const rows = [...(sections.data?.items ?? [])].sort((a, b) => (a.electiveSection ?? 0) - (b.electiveSection ?? 0));
  return (
    <Paper variant="outlined" component="section" aria-labelledby="offer-sections" sx={{ p: 2, mb: 2 }}>
      <Typography id="offer-sections" variant="subtitle1" component="h2">
        {t('ui.electives.sections_title')}
      </Typography>
      {sections.isSuccess && rows.length === 0 && (
        <Typography color="text.secondary">{t('ui.electives.sections_none')}</Typography>
      )}
      <List dense disablePadding>
        {rows.map((row) => {
          const teacher = row.teacher === null ? undefined : (row as ApiRecord).refNames?.teacher;
          return (
            <ListItem key={row.id} disableGutters>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={`/batches/${row.id}`}>
                    <bdi>{String(row.title ?? '')}</bdi>
                  </Link>
                }
                secondary={
                  teacher ? t('ui.electives.section_teacher', { name: teacher }) : t('ui.electives.section_no_teacher')
                }
              />
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
};
