import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import { ScrollableTabs } from '../../components/ScrollableTabs.tsx';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useCurrentUser } from '../../api/session.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { ConsentsSection } from './ConsentsSection.tsx';
import { CalendarFeedSection } from './CalendarFeedSection.tsx';
import { DevicesSection } from './DevicesSection.tsx';
import { FrequentMenusSection } from './FrequentMenusSection.tsx';
import { isProvider, LinkedAccountsSection } from './LinkedAccountsSection.tsx';
import { NotificationsSection } from './NotificationsSection.tsx';
import { PasswordSection } from './PasswordSection.tsx';
import { PrivacySection } from './PrivacySection.tsx';
import { ProfileSection } from './ProfileSection.tsx';
import { ImpersonatedBySection } from './ImpersonatedBySection.tsx';
import { SecondFactorSection } from './SecondFactorSection.tsx';

const accountSections = [
  'profile',
  'password',
  'security',
  'linked',
  'devices',
  'privacy',
  'menus',
  'notifications',
  'calendar',
] as const;
type Section = (typeof accountSections)[number];

const isSection = (value: string | undefined): value is Section => accountSections.includes((value ?? '') as Section);

/** /account and /account/{section}: the signed-in person's own account, one tab per section. */
export const AccountPage = () => {
  const { t } = useTranslation();
  const { section, action } = useParams();
  const user = useCurrentUser();
  const active: Section = isSection(section) ? section : 'profile';
  const title = t('ui.accounts.account.title');
  if (!user.data) return <PageSpinner />;
  const me = user.data;
  return (
    <>
      <PageHeader title={title} crumbs={[{ label: t(`ui.accounts.account.sections.${active}`) }]} />
      {section !== undefined && !isSection(section) && <Alert severity="warning">{t('ui.errors.e404_body')}</Alert>}
      {/* /account/{section}/{action}: the linked section's action names an account type to link
          (google, facebook); no other section has actions. */}
      {action !== undefined && active === 'linked' && !isProvider(action) && (
        <Alert severity="error">{t('accounts.unknown_provider')}</Alert>
      )}
      {action !== undefined && active !== 'linked' && <Alert severity="warning">{t('ui.errors.e404_body')}</Alert>}
      <Paper>
        <ScrollableTabs value={active} aria-label={title}>
          {accountSections.map((name) => (
            <Tab
              key={name}
              value={name}
              label={t(`ui.accounts.account.sections.${name}`)}
              component={RouterLink}
              to={`/account/${name}`}
            />
          ))}
        </ScrollableTabs>
        <Box sx={{ p: 3 }} role="tabpanel" aria-label={t(`ui.accounts.account.sections.${active}`)}>
          {active === 'profile' && <ProfileSection key={me.email + me.name + me.lastName} user={me} />}
          {active === 'password' && <PasswordSection />}
          {active === 'security' && (
            <>
              <SecondFactorSection />
              <ImpersonatedBySection />
            </>
          )}
          {active === 'linked' && (
            <LinkedAccountsSection user={me} only={action !== undefined && isProvider(action) ? action : undefined} />
          )}
          {active === 'devices' && <DevicesSection user={me} />}
          {active === 'privacy' && (
            <>
              <PrivacySection user={me} />
              <ConsentsSection user={me} />
            </>
          )}
          {active === 'menus' && <FrequentMenusSection />}
          {active === 'notifications' && <NotificationsSection user={me} />}
          {active === 'calendar' && <CalendarFeedSection />}
        </Box>
      </Paper>
    </>
  );
};
