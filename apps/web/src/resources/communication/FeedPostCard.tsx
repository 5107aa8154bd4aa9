import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import Markdown from 'react-markdown';
import { errorMessage } from '../../api/client.ts';
import { useLike, useUnlike, type FeedPost } from '../../api/communication.ts';
import { useFeedImage } from '../../api/feed-files.ts';
import { notify } from '../../app/notices.ts';
import { FeedComments } from './FeedComments.tsx';
import { StoredFileLink } from '../../components/StoredFileLink.tsx';

/** Only web addresses become links and pictures: a `javascript:` address in markdown stays text. */
const safeUrl = (url: string): string => (/^(https?:|mailto:|\/)/i.test(url) ? url : '');

/**
 * One post: cover, type, title, who and when, short text, the markdown content (raw HTML in it
 * is never rendered), tags, files, the link, and the likes and comments.
 */
export const FeedPostCard = ({ post, staff }: { post: FeedPost; staff: boolean }) => {
  const { t } = useTranslation();
  const like = useLike();
  const unlike = useUnlike();
  const liked = post.likes.some((entry) => entry.createdBy.isMe);
  const busy = like.isPending || unlike.isPending;
  const cover = useFeedImage(post.coverPicture && safeUrl(post.coverPicture) ? post.coverPicture : null);
  const toggle = () => {
    const onError = (error: unknown) =>
      notify({ message: errorMessage(error, t('app.an_error_occurred')), variant: 'error' });
    if (liked) unlike.mutate(post, { onError });
    else like.mutate(post.id, { onError });
  };
  const poster = post.poster ? `${post.poster.name} ${post.poster.lastName}` : '';
  return (
    <Card component="article" aria-labelledby={`post-${post.id}`} variant="outlined">
      {cover && <CardMedia component="img" image={cover} alt="" sx={{ maxHeight: 280, objectFit: 'cover' }} />}
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip size="small" color="primary" label={t(`ui.communication.type_${post.feedType}`)} />
          {(post.audiences ?? []).map((group) => (
            <Chip key={group} size="small" variant="outlined" label={t(`ui.communication.audience_${group}`)} />
          ))}
        </Stack>
        <Typography id={`post-${post.id}`} variant="h6" component="h2">
          <bdi>{post.title}</bdi>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          <bdi>{poster}</bdi> · <bdi>{post.postedAt.slice(0, 16)}</bdi>
        </Typography>
        {post.shortText && (
          <Typography dir="auto" sx={{ fontWeight: 500, mb: 1 }}>
            {post.shortText}
          </Typography>
        )}
        {post.content && (
          // A post's text keeps its own direction (an English post read in Arabic, and the other way round).
          <Box dir="auto" sx={{ '& img': { maxWidth: '100%' }, '& p': { my: 1 } }}>
            <Markdown skipHtml urlTransform={safeUrl}>
              {post.content}
            </Markdown>
          </Box>
        )}
        {(post.tags ?? []).length > 0 && (
          <Stack direction="row" spacing={0.5} sx={{ my: 1, flexWrap: 'wrap' }}>
            {(post.tags ?? []).map((tag) => (
              <Chip key={tag} size="small" label={`#${tag}`} />
            ))}
          </Stack>
        )}
        {(post.files ?? [])
          .filter((file) => safeUrl(file.url))
          .map((file) => (
            <StoredFileLink key={file.url} file={file} />
          ))}
        {post.url && safeUrl(post.url) && (
          <Link href={safeUrl(post.url)} target="_blank" rel="noopener noreferrer">
            {t('ui.communication.open_link')}
          </Link>
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
          <Button
            onClick={toggle}
            disabled={busy}
            aria-pressed={liked}
            startIcon={liked ? <FavoriteIcon color="error" /> : <FavoriteBorderIcon />}
          >
            {t(liked ? 'ui.communication.unlike' : 'ui.communication.like')}
          </Button>
          <Typography data-testid="like-count" aria-label={t('ui.communication.likes', { count: post.likeCount })}>
            {t('ui.communication.likes', { count: post.likeCount })}
          </Typography>
          <ChatBubbleOutlineIcon fontSize="small" aria-hidden />
          <Typography data-testid="comment-count">
            {t('ui.communication.comments', { count: post.commentCount })}
          </Typography>
        </Stack>
        <FeedComments post={post} staff={staff} />
      </CardContent>
    </Card>
  );
};
