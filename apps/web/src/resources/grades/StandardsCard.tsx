import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { StudentStandards } from '@kampus/contract/action';
import { useTranslation } from 'react-i18next';
import { LevelChip } from '../standards/LevelCell.tsx';

/**
 * A course's standards on the family's grades page: each standard's code and what it means, and
 * the child's level on it (from released work only), titled by the course.
 */
export const StandardsCard = ({ entry }: { entry: StudentStandards['courses'][number] }) => {
  const { t } = useTranslation();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('ui.standards.family_heading', { course: entry.course.title })}
        </Typography>
        <List dense disablePadding>
          {entry.standards.map((standard) => (
            <ListItem key={standard.id} disableGutters sx={{ display: 'block' }}>
              <ListItemText primary={<bdi>{standard.code}</bdi>} secondary={<bdi>{standard.description}</bdi>} />
              <LevelChip standing={standard} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
};
