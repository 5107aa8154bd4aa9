import { isLanguage, languageCodes, type Language } from '@kampus/contract/constants';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../i18n/index.ts';
import { Icon } from './icons.tsx';

/**
 * The language switcher of the public pages: a menu button (WAI-ARIA menu pattern: arrows,
 * Home, End, Escape, Tab) listing each language in itself.
 */
export const PublicLanguageMenu = () => {
  const { t, i18n } = useTranslation();
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const menuId = useId();

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return undefined;
    const selected = items().find((item) => item.getAttribute('aria-current') === 'true');
    (selected ?? items()[0])?.focus();
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const choose = (code: Language) => {
    close(true);
    void changeLanguage(code);
  };

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const focus = (index: number) => list[(index + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focus(at + 1);
        break;
      case 'ArrowUp':
        focus(at - 1);
        break;
      case 'Home':
        focus(0);
        break;
      case 'End':
        focus(list.length - 1);
        break;
      case 'Escape':
        close(true);
        break;
      case 'Tab':
        close(false);
        return;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <div className="kp-menu-anchor">
      <button
        ref={button}
        type="button"
        className="kp-button"
        // The name starts with the visible code (WCAG 2.5.3: a voice user says what they see).
        aria-label={`${current.toUpperCase()} ${t('ui.topbar.language')}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <Icon name="translate" />
        {current}
      </button>
      {open && (
        <ul
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={t('ui.topbar.language')}
          className="kp-menu"
          onKeyDown={onMenuKey}
        >
          {languageCodes.map((code) => (
            <li
              key={code}
              role="menuitem"
              tabIndex={-1}
              lang={code}
              aria-current={code === current}
              className="kp-menu-item"
              onClick={() => choose(code)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  choose(code);
                }
              }}
            >
              {t(`ui.languages.${code}`)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
