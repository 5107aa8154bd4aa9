import { useTranslation } from 'react-i18next';
import { useSiteLinks } from '../api/store.ts';

const KINDS = ['marketing', 'privacy', 'terms'] as const;

/**
 * The marketing, privacy and terms links (platform spec section 9), where the server's
 * configuration sends them; a link without a target is left out. Plain anchors, so the public
 * pages (no MUI there) and the layout share it.
 */
export const SiteLinks = ({ className, linkClassName }: { className?: string; linkClassName?: string }) => {
  const { t } = useTranslation();
  const links = useSiteLinks();
  const present = KINDS.filter((kind) => Boolean(links[kind]));
  if (present.length === 0) return null;
  return (
    <nav className={className} aria-label={t('ui.site_links.label')}>
      {present.map((kind) => (
        <a
          key={kind}
          className={linkClassName}
          href={links[kind] ?? undefined}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t(`ui.site_links.${kind}`)}
        </a>
      ))}
    </nav>
  );
};
