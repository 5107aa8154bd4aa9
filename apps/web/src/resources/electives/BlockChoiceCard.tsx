import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ElectiveBlock, ElectiveOfferCard } from '../../api/electives.ts';
import { formatDate } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { rankOf, type Draft } from './electives-draft.ts';
import { rankWords } from './rank-words.ts';

/** How long is left to choose an elective, or when its requests open. */
const WindowNote = ({ offer }: { offer: ElectiveOfferCard }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!offer.open)
    return <Chip size="small" label={t('ui.electives.opens_on', { date: formatDate(offer.requestsOpen, language) })} />;
  const left = offer.daysLeft ?? 0;
  return (
    <Chip
      size="small"
      color={left <= 2 ? 'warning' : 'default'}
      label={left === 0 ? t('ui.electives.last_day') : t('ui.electives.days_left', { count: left })}
    />
  );
};

interface OfferProps {
  offer: ElectiveOfferCard;
  rank: number | null;
  ranks: number;
  onRank: (rank: number | null) => void;
}

/** One elective as a card: what it is, who teaches it, its seats and window, and the rank buttons. */
const OfferCard = ({ offer, rank, ranks, onRank }: OfferProps) => {
  const { t } = useTranslation();
  const heading = `elective-${offer.id}`;
  return (
    <Card variant="outlined" component="article" aria-labelledby={heading} data-testid="elective-offer">
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Typography id={heading} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {offer.title}
        </Typography>
        {offer.teacher && (
          <Typography variant="body2" color="text.secondary">
            {t('ui.electives.teacher', { name: offer.teacher })}
          </Typography>
        )}
        {offer.summary && (
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {offer.summary}
          </Typography>
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
          <Chip
            size="small"
            variant="outlined"
            label={t('ui.electives.seats', { count: offer.capacity * offer.sections })}
          />
          <WindowNote offer={offer} />
        </Stack>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={rank}
          disabled={!offer.open}
          onChange={(_, value: number | null) => onRank(value)}
          sx={{ mt: 1.5 }}
        >
          {Array.from({ length: ranks }, (_, index) => index + 1).map((value) => (
            <ToggleButton
              key={value}
              value={value}
              aria-label={t('ui.electives.choose_rank', {
                rank: t(rankWords(value).long),
                title: offer.title,
              })}
              sx={{
                minWidth: 56,
                textTransform: 'none',
                // A chosen rank reads at a glance on a phone in the sun: filled, not a tint.
                '&.Mui-selected, &.Mui-selected:hover': { bgcolor: 'primary.main', color: 'primary.contrastText' },
              }}
            >
              {t(rankWords(value).short)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </CardContent>
    </Card>
  );
};

interface Props {
  block: ElectiveBlock;
  draft: Draft;
  ranks: number;
  onPick: (offer: number, rank: number | null) => void;
}

/**
 * A block the family still chooses in: its electives as cards, each with first, second and third
 * choice buttons (picking a rank another elective held moves it here), and the picks so far.
 */
export const BlockChoiceCard = ({ block, draft, ranks, onPick }: Props) => {
  const { t } = useTranslation();
  const heading = `block-${block.block}`;
  const picks = draft[block.block] ?? [];
  const titleOf = (offer: number | null | undefined) => block.offers.find((row) => row.id === offer)?.title;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={heading} sx={{ p: 2 }} data-testid="elective-block">
      <Typography id={heading} variant="h6" component="h2">
        {t('ui.electives.block_title', { block: block.block })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} aria-live="polite">
        {t('ui.electives.your_choices')}:{' '}
        {Array.from(
          { length: ranks },
          (_, index) => `${t(rankWords(index + 1).short)} ${titleOf(picks[index]) ?? t('ui.electives.no_choice')}`,
        ).join(' · ')}
      </Typography>
      {block.choices
        .filter((choice) => choice.status === 'withdrawn')
        .map((choice) => (
          <Typography key={choice.id} variant="body2" color="text.secondary" sx={{ mt: -1, mb: 1.5 }}>
            {t('ui.electives.withdrawn_from', { title: choice.title })}
          </Typography>
        ))}
      <Stack spacing={1.5}>
        {block.offers.map((offer) => (
          <OfferCard
            key={offer.id}
            offer={offer}
            ranks={ranks}
            rank={rankOf(draft, block.block, offer.id)}
            onRank={(rank) => onPick(offer.id, rank)}
          />
        ))}
      </Stack>
    </Paper>
  );
};
