import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useAllRecords } from '../../api/seasons.ts';

interface Props {
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string | undefined;
}

interface Option {
  id: number;
  name: string;
}

/**
 * The students who can be recognised in a post's pictures, by name (the school's active
 * students, as the caller reads them): the server publishes the post only when each has their
 * family's photo consent in force, and says so under this field otherwise.
 */
export const PicturedStudentsField = ({ value, onChange, error }: Props) => {
  const { t } = useTranslation();
  const students = useAllRecords('students', { isActive: 'true', 'order[lastName]': 'asc' });
  const options: Option[] = (students.data ?? []).map((row) => ({
    id: Number(row.id),
    name: `${String(row.name ?? '')} ${String(row.lastName ?? '')}`.trim(),
  }));
  const chosen = options.filter((option) => value.includes(option.id));
  return (
    <Autocomplete
      multiple
      options={options}
      value={chosen}
      loading={students.isLoading}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, picked) => option.id === picked.id}
      onChange={(_event, picked) => onChange(picked.map((option) => option.id))}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('fields.pictured')}
          error={error !== undefined}
          helperText={error ?? t('ui.communication.pictured_help')}
        />
      )}
    />
  );
};
