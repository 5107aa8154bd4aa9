import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROLLOVER_OUTCOMES } from '@kampus/contract/action';
import { useTranslation } from 'react-i18next';
import type { RolloverPreview } from '../../api/rollover.ts';
import { FeesPlan } from './RolloverFees.tsx';

type Counts = RolloverPreview['counts'];

/** Students per outcome, as "Promote: 28" lines (no plural forms needed in any language). */
export const OutcomeCounts = ({ counts }: { counts: Counts }) => {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {[...ROLLOVER_OUTCOMES, 'skipped' as const].map((key) => (
        <Paper key={key} variant="outlined" sx={{ px: 2, py: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {key === 'skipped' ? t('ui.rollover.skipped') : t(`ui.rollover.outcome.${key}`)}
          </Typography>
          <Typography variant="h6" component="p">
            {counts[key]}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
};

/** The confirm step: what will be created in the new season, what is kept and why, and the students' outcomes. */
export const RolloverSummary = ({ preview }: { preview: RolloverPreview }) => {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Typography>
        {t('ui.rollover.from_to', { from: preview.fromSeason.title, to: preview.toSeason.title })}
      </Typography>
      <OutcomeCounts counts={preview.counts} />
      <Paper variant="outlined">
        <List dense aria-label={t('ui.rollover.structure')}>
          {preview.structure.map((part) => (
            <ListItem key={part.table} alignItems="flex-start">
              <ListItemText
                primary={`${t(`resources.${part.table}`)}: ${t('ui.rollover.to_create', { count: part.create.length })}`}
                secondary={
                  <>
                    {part.create.length > 0 ? <bdi>{part.create.join(', ')}</bdi> : null}
                    {part.skip.length > 0 ? (
                      <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                        {t('ui.rollover.kept', {
                          count: part.skip.length,
                          reason: part.skip[0]?.reason ?? '',
                        })}
                      </Typography>
                    ) : null}
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      </Paper>
      {preview.fees ? <FeesPlan fees={preview.fees} /> : null}
    </Stack>
  );
};
