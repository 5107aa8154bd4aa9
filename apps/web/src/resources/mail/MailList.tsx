import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Pagination from '@mui/material/Pagination';
import { visuallyHidden } from '@mui/utils';
import type { MailSection } from '@kampus/contract/resources';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { useMailChange, useMailPage, type MailCopy } from '../../api/mail.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { plainText } from './sanitize-html.ts';

/** Who a row names: the sender in received mail, the recipients in sent mail and drafts. */
const counterpart = (mail: MailCopy): string =>
  mail.isSender || mail.isDraft
    ? [...mail.email.to, ...mail.email.cc].map((person) => person.name).join(', ')
    : (mail.email.sender?.name ?? '');

const oneLine = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** One section's page, newest first; a row opens the mail, the star toggles at once. */
export const MailList = ({
  section,
  page,
  onPage,
  onOpen,
}: {
  section: MailSection;
  page: number;
  onPage: (page: number) => void;
  onOpen: (mail: MailCopy) => void;
}) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const list = useMailPage(section, page);
  const change = useMailChange();
  const items = list.data?.items ?? [];
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / 30));
  return (
    <Box>
      {list.isFetching && <LinearProgress aria-hidden />}
      {list.isError && <Alert severity="error">{errorMessage(list.error, t('app.an_error_occurred'))}</Alert>}
      {list.isSuccess && items.length === 0 && <Alert severity="info">{t('ui.mail.empty')}</Alert>}
      <List aria-label={t(`ui.mail.${section}`)} data-testid="mail-list">
        {items.map((mail) => {
          const subject = mail.email.subject || t('ui.mail.no_subject');
          return (
            <ListItem
              key={mail.id}
              disablePadding
              divider
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={mail.isStarred ? t('ui.mail.unstar') : t('ui.mail.star')}
                  aria-pressed={mail.isStarred}
                  onClick={() => change.mutate({ id: mail.id, body: { isStarred: !mail.isStarred } })}
                >
                  {mail.isStarred ? <Star color="warning" /> : <StarBorder />}
                </IconButton>
              }
            >
              {/* Named by its content, read in this order: sender (or recipients), subject, the
                  unread state (shown in bold only), date, the start of the text. On a phone the
                  sender and date share the first line and the subject takes the second. */}
              <ListItemButton onClick={() => onOpen(mail)} sx={{ display: 'block', minWidth: 0 }}>
                <Box
                  component="span"
                  sx={{
                    display: 'grid',
                    columnGap: 2,
                    alignItems: 'baseline',
                    gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', sm: 'minmax(0, 180px) minmax(0, 1fr) auto' },
                    gridTemplateAreas: {
                      xs: '"who when" "subject subject" "text text"',
                      sm: '"who subject when" "text text text"',
                    },
                    fontWeight: mail.isRead ? 400 : 700,
                  }}
                >
                  <Box component="span" sx={{ gridArea: 'who', ...oneLine }}>
                    <bdi>{counterpart(mail)}</bdi>
                  </Box>{' '}
                  <Box component="span" sx={{ gridArea: 'subject', ...oneLine }}>
                    <bdi>{subject}</bdi>
                    {!mail.isRead && (
                      <Box component="span" sx={visuallyHidden}>
                        {' '}
                        ({t('ui.mail.unread')})
                      </Box>
                    )}
                  </Box>{' '}
                  <Box component="span" sx={{ gridArea: 'when', color: 'text.secondary', fontSize: '0.85em' }}>
                    <bdi>{formatDateTime(mail.sentAt ?? '', language)}</bdi>
                  </Box>{' '}
                  {/* In the text's own direction: a Turkish mail in the Arabic list shows its start,
                      cut at its end. */}
                  <Box
                    component="span"
                    dir="auto"
                    sx={{ gridArea: 'text', color: 'text.secondary', fontWeight: 400, fontSize: '0.875em', ...oneLine }}
                  >
                    {plainText(mail.email.msgBody).slice(0, 140)}
                  </Box>
                </Box>
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      {pages > 1 && (
        <Pagination
          count={pages}
          page={page}
          onChange={(_event, next) => onPage(next)}
          getItemAriaLabel={(type, number) => (type === 'page' ? t('ui.mail.page_of', { page: number, pages }) : type)}
          sx={{ display: 'flex', justifyContent: 'center', my: 2 }}
        />
      )}
    </Box>
  );
};
