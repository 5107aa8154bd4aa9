import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

interface Props {
  items: { id: number; title: string }[];
  value: number | undefined;
  onChange: (id: number) => void;
}

/** The building a screen shows: a select of the school's boarding buildings. */
export const BuildingPicker = ({ items, value, onChange }: Props) => {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('ui.dormitories.building')}
      value={value ?? ''}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{ minWidth: 200 }}
    >
      {items.map((building) => (
        <MenuItem key={building.id} value={building.id}>
          {building.title}
        </MenuItem>
      ))}
    </TextField>
  );
};
