import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The recovery codes the first factor (an authenticator app or a passkey) brings, shown this once;
 * `children` come first (the app's "turned on" notice).
 */
export const RecoveryCodes = ({
  codes,
  onDone,
  children,
}: {
  codes: string[];
  onDone: () => void;
  children?: ReactNode;
}) => {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 520 }}>
      {children}
      <Typography>{t('ui.accounts.second_factor.recovery_intro', { count: codes.length })}</Typography>
      <Box
        component="ol"
        aria-label={t('ui.accounts.second_factor.recovery_codes')}
        sx={{ fontFamily: 'monospace', fontSize: '1.05rem', columns: 2, m: 0 }}
      >
        {codes.map((recovery) => (
          <li key={recovery} dir="ltr">
            {recovery}
          </li>
        ))}
      </Box>
      <Box>
        <Button variant="contained" onClick={onDone}>
          {t('ui.accounts.second_factor.saved_codes')}
        </Button>
      </Box>
    </Box>
  );
};
