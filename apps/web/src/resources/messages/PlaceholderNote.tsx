import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { COMMUNICATION_PARAMETERS } from '@kampus/contract/messages';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language.ts';

/**
 * Above an SMS or mail template's form: the placeholders its text may name, each with what it
 * stands for in the reader's language. A Turkish reader sees the Turkish names (`{ogrenciAdi}`),
 * others the English ones; the server fills either, and refuses a name it does not know.
 */
export const PlaceholderNote = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const list = COMMUNICATION_PARAMETERS[language === 'tr' ? 'TR' : 'US'];
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {t('ui.placeholders.intro')}
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 3 }}>
        {list.map(([name, value]) => (
          <li key={name}>
            <Box component="code" dir="ltr" sx={{ fontWeight: 600 }}>
              {name}
            </Box>{' '}
            {t(`ui.placeholders.values.${value}`)}
          </li>
        ))}
      </Box>
    </Alert>
  );
};
