import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { guardianEmail, willInvite, type GuardianDraft } from './wizard-state.ts';

/** Each guardian by name and relation, and what happens to their account: invited, kept, or none. */
export const ReviewGuardians = ({ drafts }: { drafts: GuardianDraft[] }) => {
  const { t } = useTranslation();
  return (
    <List dense disablePadding>
      {drafts.map((draft, index) => {
        const person = draft.mode === 'existing' ? draft.found : draft.values;
        const name = person ? `${person.name} ${person.lastName}`.trim() : '';
        const relation = person?.relation ? t(`ui.values.${person.relation}`) : '';
        const account = willInvite(draft)
          ? t('ui.enrollment.wizard.review_invite', {
              email: guardianEmail(draft),
              language: draft.language
                ? t(`ui.languages.${draft.language}`)
                : t('ui.enrollment.wizard.school_language'),
            })
          : draft.mode === 'existing' && draft.found?.hasAccount
            ? t('ui.enrollment.wizard.has_account')
            : t('ui.enrollment.wizard.review_no_account');
        return (
          <ListItem key={index} disableGutters>
            <ListItemText
              primary={
                relation ? `${name} (${relation})` : name || t('ui.enrollment.wizard.guardian_n', { n: index + 1 })
              }
              secondary={account}
            />
          </ListItem>
        );
      })}
    </List>
  );
};
