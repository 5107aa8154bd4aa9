import Create from '@mui/icons-material/Create';
import Drafts from '@mui/icons-material/Drafts';
import Delete from '@mui/icons-material/Delete';
import Inbox from '@mui/icons-material/Inbox';
import MenuOpen from '@mui/icons-material/MenuOpen';
import Send from '@mui/icons-material/Send';
import Star from '@mui/icons-material/Star';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import { MAIL_SECTIONS, type MailSection } from '@kampus/contract/resources';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { useForwardAttachments, useMailCopy, useMailLabels, type MailCopy } from '../../api/mail.ts';
import { badgeText, labelPlusCount } from '../../components/label-plus-count.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ComposeDialog } from './ComposeDialog.tsx';
import { composeToOf, emptyCompose, fromMessage, openDraftId, type ComposeState } from './compose-state.ts';
import { MailList } from './MailList.tsx';
import { MailReader } from './MailReader.tsx';

const MAX_BADGE = 999;

const ICONS = { inbox: Inbox, starred: Star, sent: Send, drafts: Drafts, trash: Delete } as const;

const isSection = (value: string | undefined): value is MailSection =>
  (MAIL_SECTIONS as readonly string[]).includes(value ?? '');

/**
 * `/mail`, `/mail/{section}`, `/mail/{section}/{id}`, `/mail/label/{label}` (and `/{id}`): the
 * sidebar of sections with unread and total counts (open by default), the section's list or
 * one mail, and the compose window. A draft left open before a reload opens again.
 */
export const MailPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const named = params.section ?? params.label;
  const section: MailSection = isSection(named) ? named : 'inbox';
  const base = params.label !== undefined ? `/mail/label/${section}` : `/mail/${section}`;
  const id = params.id !== undefined && /^\d+$/.test(params.id) ? Number(params.id) : undefined;
  const [sidebar, setSidebar] = useState(true);
  const [page, setPage] = useState(1);
  const location = useLocation();
  const [compose, setCompose] = useState<ComposeState | null>(() => {
    // The top bar's search opens a new mail to a person the reader may write to but not open.
    const composeTo = composeToOf(location.state);
    if (composeTo) return { ...emptyCompose(), to: [composeTo] };
    const draftId = openDraftId();
    return draftId === undefined ? null : { ...emptyCompose(), draftId };
  });
  const [composeKey, setComposeKey] = useState(0);
  const labels = useMailLabels();
  const forwardFiles = useForwardAttachments();

  const open = (state: ComposeState) => {
    setComposeKey((key) => key + 1);
    setCompose(state);
  };
  const quote = (mail: MailCopy) =>
    `<p></p><blockquote>${mail.email.sender?.name ?? ''}, ${mail.sentAt ?? ''}:<br>${mail.email.msgBody}</blockquote>`;
  const reply = (mail: MailCopy) =>
    open({
      ...emptyCompose(),
      to: mail.email.sender ? [mail.email.sender] : [],
      subject: `${t('ui.mail.reply_prefix')} ${mail.email.subject}`,
      msgBody: quote(mail),
      inReplyTo: mail.id,
    });
  const forward = (mail: MailCopy) => {
    const state: ComposeState = {
      ...emptyCompose(),
      subject: `${t('ui.mail.forward_prefix')} ${mail.email.subject}`,
      msgBody: `<p></p><p>${t('ui.mail.forwarded')}</p>${quote(mail)}`,
    };
    // The original's files go along: the server stores them again as the forwarder's own.
    if (mail.email.attachment.length === 0) open(state);
    else forwardFiles.mutate(mail.id, { onSuccess: (attachment) => open({ ...state, attachment }) });
  };

  return (
    <Box>
      <PageHeader
        title={t('ui.mail.title')}
        actions={
          <Button variant="contained" startIcon={<Create />} onClick={() => open(emptyCompose())}>
            {t('ui.mail.compose')}
          </Button>
        }
      />
      {/* Side by side from 600 px; on a phone the sections sit in a row above the list or the
          mail, so nothing is wider than the screen (320 px and up). */}
      <Box
        sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, alignItems: { sm: 'flex-start' } }}
      >
        <Paper
          variant="outlined"
          component="nav"
          aria-label={t('ui.mail.sections_label')}
          sx={{ flexShrink: 0, display: 'flex', flexDirection: { xs: 'row', sm: 'column' }, alignItems: 'flex-start' }}
        >
          <Tooltip title={t('ui.mail.toggle_sidebar')}>
            <IconButton
              aria-label={t('ui.mail.toggle_sidebar')}
              aria-expanded={sidebar}
              onClick={() => setSidebar((value) => !value)}
              sx={{ m: 0.5 }}
            >
              <MenuOpen sx={{ transform: sidebar ? undefined : 'scaleX(-1)' }} />
            </IconButton>
          </Tooltip>
          {/* Links, not list items, in the navigation above: a <ul> may hold only <li>. */}
          <List
            dense
            disablePadding
            component="div"
            sx={{ display: 'flex', flexDirection: { xs: 'row', sm: 'column' }, flexWrap: 'wrap', minWidth: 0 }}
          >
            {MAIL_SECTIONS.map((name) => {
              const Icon = ICONS[name];
              const counts = labels.data?.[name];
              const label = t(`ui.mail.${name}`);
              const figure = counts ? `${counts.unreadCount} / ${counts.totalCount}` : '';
              return (
                <ListItemButton
                  key={name}
                  component={RouterLink}
                  to={`/mail/${name}`}
                  selected={name === section}
                  aria-current={name === section ? 'page' : undefined}
                  onClick={() => setPage(1)}
                  // The visible label and counts, then the unread count in words.
                  aria-label={labelPlusCount(
                    sidebar ? [label, figure] : [label, badgeText(counts?.unreadCount ?? 0, MAX_BADGE)],
                    counts ? t('ui.mail.unread_badge', { count: counts.unreadCount }) : undefined,
                  )}
                  sx={{ flexGrow: 0, px: { xs: 1, sm: 2 } }}
                >
                  <ListItemIcon sx={{ minWidth: sidebar ? 40 : 0 }}>
                    {/* Beside the written counts a dot marks unread mail (a second number would be text
                        the name does not hold); folded to icons, the badge shows the count. */}
                    <Badge
                      badgeContent={counts?.unreadCount ?? 0}
                      variant={sidebar ? 'dot' : 'standard'}
                      invisible={!counts?.unreadCount}
                      color="primary"
                      max={MAX_BADGE}
                      slotProps={{ badge: { 'aria-hidden': true } }}
                    >
                      <Icon />
                    </Badge>
                  </ListItemIcon>
                  {sidebar && (
                    <ListItemText
                      data-testid={`mail-count-${name}`}
                      primary={
                        <>
                          <Box component="span" sx={{ display: 'block' }}>
                            {label}
                          </Box>{' '}
                          <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                            {figure}
                          </Box>
                        </>
                      }
                    />
                  )}
                </ListItemButton>
              );
            })}
          </List>
        </Paper>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          {id === undefined ? (
            <MailList
              section={section}
              page={page}
              onPage={setPage}
              onOpen={(mail) => void navigate(`${base}/${mail.id}`)}
            />
          ) : (
            <MailReader
              id={id}
              onBack={() => void navigate(base)}
              onReply={reply}
              onForward={forward}
              onOpenDraft={(mail) => {
                open(fromMessage(mail.email, mail.id));
                void navigate(base);
              }}
            />
          )}
        </Box>
      </Box>
      {compose && <DraftLoader key={composeKey} state={compose} onClose={() => setCompose(null)} />}
    </Box>
  );
};

/** A draft reopened after a reload is read first; anything else opens as it is. */
const DraftLoader = ({ state, onClose }: { state: ComposeState; onClose: () => void }) => {
  const draft = useDraft(state);
  if (draft === undefined) return null;
  return <ComposeDialog initial={draft} onClose={onClose} />;
};

const useDraft = (state: ComposeState): ComposeState | undefined => {
  const needsLoad =
    state.draftId !== undefined && state.to.length === 0 && state.subject === '' && state.msgBody === '';
  const record = useMailCopy(needsLoad ? state.draftId : undefined);
  if (!needsLoad) return state;
  if (record.isError) return { ...emptyCompose() };
  return record.data ? fromMessage(record.data.email, record.data.id) : undefined;
};
