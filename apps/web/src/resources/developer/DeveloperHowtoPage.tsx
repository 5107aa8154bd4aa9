import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../api/use-session.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { apiOrigin } from './api-origin.ts';
import { CodeBlock } from './CodeBlock.tsx';
import { howtoExamples } from './howto-examples.ts';

/** The headers a call may carry: their names are the protocol's own words, the explanations the reader's. */
const HEADERS = [
  { key: 'authorization', name: 'Authorization: Bearer …' },
  { key: 'school', name: 'schoolId' },
  { key: 'season', name: 'seasonId' },
  { key: 'language', name: 'Accept-Language' },
  { key: 'content_type', name: 'Content-Type' },
  { key: 'idempotency', name: 'Idempotency-Key' },
] as const;

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" sx={{ mb: 4, maxWidth: 900 }}>
    <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
      {title}
    </Typography>
    {children}
  </Box>
);

/** /developer/howto: authentication, headers, tenancy and paging, each with a curl example for this host. */
export const DeveloperHowtoPage = () => {
  const { t } = useTranslation();
  const { schoolId } = useSession();
  const say = (key: string) => t(`ui.developer.howto.${key}`);
  const examples = howtoExamples(apiOrigin(), say, schoolId);
  return (
    <>
      <PageHeader title={t('menu.developer_howto')} crumbs={[{ label: t('menu.developer'), to: '/developer' }]} />
      <Section title={say('auth_title')}>
        <Typography sx={{ mb: 2 }}>{say('auth_text')}</Typography>
        <CodeBlock code={examples.auth} label={say('auth_title')} />
        <Typography sx={{ mb: 2 }}>{say('login_text')}</Typography>
        <CodeBlock code={examples.login} />
      </Section>
      <Section title={say('headers_title')}>
        <Box component="dl" sx={{ m: 0 }}>
          {HEADERS.map((header) => (
            <Box key={header.key} sx={{ mb: 1 }}>
              <Box component="dt" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                <bdi dir="ltr">{header.name}</bdi>
              </Box>
              <Box component="dd" sx={{ m: 0, ms: 2 }}>
                {say(`header_${header.key}`)}
              </Box>
            </Box>
          ))}
        </Box>
        <CodeBlock code={examples.headers} label={say('headers_title')} />
      </Section>
      <Section title={say('tenancy_title')}>
        <Typography sx={{ mb: 2 }}>{say('tenancy_text')}</Typography>
        <CodeBlock code={examples.tenancy} label={say('tenancy_title')} />
      </Section>
      <Section title={say('paging_title')}>
        <Typography sx={{ mb: 2 }}>{say('paging_text')}</Typography>
        <CodeBlock code={examples.paging} label={say('paging_title')} />
      </Section>
    </>
  );
};
