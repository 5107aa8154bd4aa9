import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: { feeds: 'Publicaciones', feed_likes: 'Me gusta', feed_comments: 'Comentarios' },
  fields: {
    shortText: 'Texto breve',
    content: 'Contenido',
    coverPicture: 'Imagen de portada',
    tags: 'Etiquetas',
    feedType: 'Tipo',
    related: 'Relacionado',
    commentsOn: 'Comentarios activados',
    audiences: 'Visible para',
    poster: 'Publicado por',
    postedAt: 'Publicado el',
    feed: 'Publicación',
    comment: 'Comentario',
  },
};
