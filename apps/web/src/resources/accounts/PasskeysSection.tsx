import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../api/client.ts';
import {
  passkeyPromptFailure,
  useAddPasskey,
  usePasskeys,
  useRemovePasskey,
  type Passkey,
} from '../../api/passkeys.ts';
import { useNotify } from '../../app/notices.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { StepUpDialog, wantsStepUp } from '../../components/StepUpDialog.tsx';
import { formatDateTime } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { RecoveryCodes } from './RecoveryCodes.tsx';

const fieldError = (error: unknown, name: string): string | undefined =>
  error instanceof ApiError ? error.problem.violations?.find((v) => v.propertyPath === name)?.message : undefined;

/** What a person reads when the browser's passkey prompt failed in a way they can act on. */
const PROMPT_FAILURES = {
  already_registered: 'ui.accounts.passkeys.already_registered',
  cancelled: 'ui.accounts.passkeys.cancelled',
} as const;

/** Naming and adding a passkey; the current password only when the sign-in is older than 5 minutes. */
const AddPasskey = ({ onAdded }: { onAdded?: () => void }) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const add = useAddPasskey();
  const [name, setName] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [stepUp, setStepUp] = useState<string | null>(null);
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    add.mutate(
      { name: name.trim(), ...(currentPassword ? { currentPassword } : {}) },
      {
        onSuccess: (answer) => {
          setName('');
          setCurrentPassword('');
          notify({ message: { key: 'ui.accounts.passkeys.added' }, variant: 'success' });
          if (answer.recoveryCodes) setCodes(answer.recoveryCodes);
          else onAdded?.();
        },
        onError: (error) => {
          if (wantsStepUp(error)) setStepUp(errorMessage(error, t('app.an_error_occurred')));
        },
      },
    );
  };
  if (codes) {
    return (
      <RecoveryCodes
        codes={codes}
        onDone={() => {
          setCodes(null);
          onAdded?.();
        }}
      />
    );
  }
  const nameError = fieldError(add.error, 'name') ?? fieldError(add.error, 'response');
  const general = add.isError && !nameError && !fieldError(add.error, 'currentPassword') && !wantsStepUp(add.error);
  // The browser's own refusals (a second passkey on the same device, a closed prompt) carry no
  // words of ours: said here in the person's language, not as "An error occurred".
  const prompt = passkeyPromptFailure(add.error);
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, maxWidth: 480 }}>
      {general && (
        <Alert severity="error">
          {prompt ? t(PROMPT_FAILURES[prompt]) : errorMessage(add.error, t('app.an_error_occurred'))}
        </Alert>
      )}
      <TextField
        label={t('ui.accounts.passkeys.name')}
        name="passkeyName"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={nameError !== undefined}
        helperText={nameError ?? t('ui.accounts.passkeys.name_hint')}
        disabled={add.isPending}
        required
      />
      <PasswordField
        purpose="current"
        label={t('ui.accounts.password.current')}
        hint={t('ui.accounts.second_factor.current_password_hint')}
        value={currentPassword}
        onValueChange={setCurrentPassword}
        problem={fieldError(add.error, 'currentPassword')}
        disabled={add.isPending}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={add.isPending || !name.trim()}>
          {t('ui.accounts.passkeys.add')}
        </Button>
      </Box>
      <StepUpDialog
        open={stepUp !== null}
        message={stepUp ?? ''}
        onClose={() => setStepUp(null)}
        onProven={() => {
          setStepUp(null);
          submit();
        }}
      />
    </Box>
  );
};

const PasskeyRow = ({ passkey, onRemove }: { passkey: Passkey; onRemove: () => void }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <li>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="span" sx={{ fontWeight: 500 }}>
          {passkey.name}
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary">
          {t('ui.accounts.passkeys.details', {
            created: formatDateTime(passkey.createdAt, language),
            used: passkey.lastUsedAt ? formatDateTime(passkey.lastUsedAt, language) : t('ui.accounts.passkeys.never'),
          })}
        </Typography>
        <Button
          size="small"
          color="error"
          onClick={onRemove}
          aria-label={t('ui.accounts.passkeys.remove_named', { name: passkey.name })}
        >
          {t('ui.accounts.passkeys.remove')}
        </Button>
      </Box>
    </li>
  );
};

/** /account/security: the person's passkeys (name, added, last used), adding one, removing one after a step-up. */
export const PasskeysSection = ({
  onChanged,
  onlyFactor = false,
}: {
  onChanged?: () => void;
  onlyFactor?: boolean;
}) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const list = usePasskeys();
  const remove = useRemovePasskey();
  const [stepUpFor, setStepUpFor] = useState<{ id: number; message: string } | null>(null);
  // The last passkey of someone with no authenticator app is their whole second factor: asked first.
  const [confirmLast, setConfirmLast] = useState<number | null>(null);
  // Where the keyboard's place goes once a passkey is added or removed: the button pressed is
  // disabled or gone, and the focus would fall to the top of the page ("Skip to content").
  const heading = useRef<HTMLHeadingElement>(null);
  const changed = () => {
    onChanged?.();
    heading.current?.focus();
  };
  const removeOne = (id: number) =>
    remove.mutate(id, {
      onSuccess: () => {
        notify({ message: { key: 'ui.accounts.passkeys.removed' }, variant: 'success' });
        changed();
      },
      onError: (error) => {
        if (wantsStepUp(error)) setStepUpFor({ id, message: errorMessage(error, t('app.an_error_occurred')) });
        else notify({ message: errorMessage(error, t('app.an_error_occurred')), variant: 'error' });
      },
    });
  const passkeys = list.data?.passkeys ?? [];
  return (
    <Box component="section" aria-labelledby="passkeys-title" sx={{ display: 'grid', gap: 2, mt: 3 }}>
      <Typography id="passkeys-title" variant="subtitle1" component="h2" ref={heading} tabIndex={-1}>
        {t('ui.accounts.passkeys.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('ui.accounts.passkeys.intro')}
      </Typography>
      {list.isError && <Alert severity="error">{t('app.an_error_occurred')}</Alert>}
      {passkeys.length > 0 && (
        <Box component="ul" aria-label={t('ui.accounts.passkeys.title')} sx={{ m: 0, ps: 3, display: 'grid', gap: 1 }}>
          {passkeys.map((passkey) => (
            <PasskeyRow
              key={passkey.id}
              passkey={passkey}
              onRemove={() =>
                onlyFactor && passkeys.length === 1 ? setConfirmLast(passkey.id) : removeOne(passkey.id)
              }
            />
          ))}
        </Box>
      )}
      <AddPasskey onAdded={changed} />
      <ConfirmDialog
        open={confirmLast !== null}
        danger
        title={t('ui.accounts.passkeys.remove_last_title')}
        intro={t('ui.accounts.passkeys.remove_last')}
        confirmLabel={t('ui.accounts.passkeys.remove')}
        onCancel={() => setConfirmLast(null)}
        onConfirm={() => {
          const id = confirmLast;
          setConfirmLast(null);
          if (id !== null) removeOne(id);
        }}
      />
      <StepUpDialog
        open={stepUpFor !== null}
        message={stepUpFor?.message ?? ''}
        onClose={() => setStepUpFor(null)}
        onProven={() => {
          const again = stepUpFor?.id;
          setStepUpFor(null);
          if (again !== undefined) removeOne(again);
        }}
      />
    </Box>
  );
};
