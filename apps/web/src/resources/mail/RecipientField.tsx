import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserSearch } from '../../api/mail.ts';

export interface Recipient {
  id: number;
  name: string;
  email: string;
}

/** To, cc or bcc: people found by the user search (1500 ms after the last key, from 3 letters). */
export const RecipientField = ({
  label,
  value,
  onChange,
  inputRef,
}: {
  label: string;
  value: Recipient[];
  onChange: (people: Recipient[]) => void;
  /** The text box, for the compose window to put focus in. */
  inputRef?: Ref<HTMLInputElement>;
}) => {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const search = useUserSearch(text);
  const options: Recipient[] = (search.data ?? []).map((user) => ({
    id: user.id,
    name: `${user.name} ${user.lastName}`.trim(),
    email: user.email,
  }));
  const short = [...text.trim()].length < 3;
  return (
    <Autocomplete
      multiple
      size="small"
      options={options}
      value={value}
      filterOptions={(all) => all}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      getOptionLabel={(option) => `${option.name} <${option.email}>`}
      loading={search.isFetching}
      noOptionsText={short ? t('ui.mail.search_hint') : t('ui.mail.no_match')}
      inputValue={text}
      onInputChange={(_event, next, reason) => {
        if (reason !== 'reset') setText(next);
      }}
      onChange={(_event, next) => {
        onChange(next);
        setText('');
      }}
      renderValue={(chosen, getItemProps) =>
        chosen.map((person, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={<bdi>{person.name}</bdi>} title={person.email} {...itemProps} />;
        })
      }
      renderInput={(params) => <TextField {...params} inputRef={inputRef} label={label} />}
    />
  );
};
