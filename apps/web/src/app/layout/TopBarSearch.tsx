import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import InputBase from '@mui/material/InputBase';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import { alpha, getLuminance } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { Fragment, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { searchable, useDebouncedKey } from '../../api/search.ts';
import { useSearchResults, type SearchHit } from './use-search-results.ts';

/**
 * The top bar's search (issue 15, item 3): menus at once from the first letter (local), users,
 * students and personnel 1500 ms after the last key from 3 letters (the server, within reach).
 * An ARIA 1.2 combobox: the focus stays in the field, arrow keys move the active option
 * (`aria-activedescendant`), Enter opens it, Escape closes the list and then clears the field.
 */
export const TopBarSearch = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const anchor = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const key = useDebouncedKey(text);
  const { groups, hits, pending, failed } = useSearchResults(text, key);
  const expanded = open && text.trim() !== '';
  const optionId = (index: number) => `${id}-option-${index}`;

  const choose = (hit: SearchHit) => {
    setOpen(false);
    setText('');
    setActive(-1);
    void navigate(hit.to, hit.state === undefined ? undefined : { state: hit.state });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (hits.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + hits.length) % hits.length);
    } else if (event.key === 'Enter') {
      const hit = hits[active];
      if (expanded && hit) {
        event.preventDefault();
        choose(hit);
      }
    } else if (event.key === 'Escape') {
      if (expanded) setOpen(false);
      else setText('');
      setActive(-1);
    }
  };

  // What the list says when it has no option: why, in the reader's language.
  const status = failed
    ? t('ui.search.error')
    : pending
      ? t('ui.search.searching')
      : hits.length === 0
        ? searchable(text)
          ? t('ui.search.none')
          : t('ui.search.hint')
        : t('ui.search.count', { count: hits.length });

  let index = -1;
  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <Box ref={anchor} sx={{ position: 'relative', minWidth: 0 }}>
        <Box
          sx={(theme) => {
            // The well moves the bar's colour away from its text: darker under white text (white on
            // the light theme's bar lightened fell to 3.8:1), lighter under dark text (the nature
            // theme's dark text on its green darkened fell to 4.27:1). A dark theme's bar is dark.
            const darkText = theme.palette.mode === 'light' && getLuminance(theme.palette.primary.contrastText) < 0.5;
            const tint = darkText ? theme.palette.common.white : theme.palette.common.black;
            return {
              display: 'flex',
              alignItems: 'center',
              gap: 0.5,
              px: 1,
              borderRadius: 1,
              bgcolor: alpha(tint, darkText ? 0.35 : 0.2),
              '&:focus-within': { bgcolor: alpha(tint, darkText ? 0.5 : 0.3) },
            };
          }}
        >
          <SearchIcon fontSize="small" aria-hidden />
          <InputBase
            value={text}
            placeholder={t('ui.search.placeholder')}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => setOpen(true)}
            onKeyDown={onKeyDown}
            sx={{ color: 'inherit', width: { xs: 96, sm: 180, md: 240 } }}
            inputProps={{
              role: 'combobox',
              'aria-label': t('ui.search.label'),
              'aria-expanded': expanded,
              'aria-controls': `${id}-listbox`,
              'aria-autocomplete': 'list',
              'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
              autoComplete: 'off',
              type: 'search',
            }}
          />
        </Box>
        <Typography component="span" aria-live="polite" sx={visuallyHidden}>
          {expanded ? status : ''}
        </Typography>
        <Popper
          open={expanded}
          anchorEl={anchor.current}
          placement="bottom-end"
          sx={{ zIndex: (theme) => theme.zIndex.modal }}
        >
          <Paper elevation={8} sx={{ width: { xs: '92vw', sm: 380 }, maxHeight: '70vh', overflowY: 'auto' }}>
            <Box
              component="ul"
              role="listbox"
              id={`${id}-listbox`}
              aria-label={t('ui.search.label')}
              sx={{ m: 0, p: 0 }}
            >
              {groups.map((group) => (
                <Fragment key={group.name}>
                  <ListSubheader component="li" role="presentation" sx={{ lineHeight: '32px' }}>
                    {t(`ui.search.groups.${group.name}`)}
                  </ListSubheader>
                  {group.hits.map((hit) => {
                    index += 1;
                    const own = index;
                    return (
                      <ListItemButton
                        component="li"
                        key={`${group.name}-${hit.id}`}
                        id={optionId(own)}
                        role="option"
                        aria-selected={own === active}
                        selected={own === active}
                        onMouseDown={(event) => event.preventDefault()}
                        onClick={() => choose(hit)}
                        tabIndex={-1}
                      >
                        <ListItemText primary={hit.primary} secondary={hit.secondary} />
                      </ListItemButton>
                    );
                  })}
                </Fragment>
              ))}
            </Box>
            {hits.length === 0 && (
              <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
                {status}
              </Typography>
            )}
          </Paper>
        </Popper>
      </Box>
    </ClickAwayListener>
  );
};
