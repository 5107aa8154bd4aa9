import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useGraduationProgress } from '../../api/graduation.ts';

/**
 * The child's way to graduation on the family's grades page (issue 31, part 5): each requirement
 * of the school, its subject (or every course), the credits earned of those required from passed
 * courses of released work, a bar, and "Met" once it is. Shown only where the school set some.
 */
export const GraduationCard = ({ studentId }: { studentId: number }) => {
  const { t } = useTranslation();
  const progress = useGraduationProgress(studentId);
  const requirements = progress.data?.requirements ?? [];
  if (requirements.length === 0) return null;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('ui.transcripts.graduation_heading')}
        </Typography>
        {progress.data?.programme && (
          <Typography variant="body2" color="text.secondary">
            {t('ui.transcripts.progress_programme', { programme: `\u2068${progress.data.programme}\u2069` })}
          </Typography>
        )}
        <List dense disablePadding>
          {requirements.map((requirement) => {
            const line = t('ui.transcripts.graduation_line', {
              earned: requirement.earned,
              required: requirement.required,
            });
            return (
              <ListItem key={requirement.id} disableGutters sx={{ display: 'block' }}>
                <ListItemText
                  primary={<bdi>{requirement.title}</bdi>}
                  secondary={
                    <>
                      <bdi>{requirement.subject ?? t('ui.transcripts.graduation_all')}</bdi>
                      {` · ${line}`}
                    </>
                  }
                />
                <LinearProgress
                  variant="determinate"
                  value={Math.min(100, Math.round((requirement.earned / requirement.required) * 100))}
                  aria-label={`${requirement.title}: ${line}`}
                  sx={{ my: 0.5 }}
                />
                {requirement.met && (
                  <Chip size="small" color="success" variant="outlined" label={t('ui.transcripts.graduation_met')} />
                )}
              </ListItem>
            );
          })}
        </List>
      </CardContent>
    </Card>
  );
};
