import { CheckOutlined, GlobalOutlined } from '@ant-design/icons';
import type { TLanguage } from '@app/contracts';
import { LANGUAGES } from '@app/contracts/constants';
import { Button } from 'antd';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { create } from 'zustand';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../utils/language.ts';
import { currentLanguage } from '../utils/route-label.ts';

// Open state outside the component: the navbar may re-mount while the shell settles after sign-in, and an
// open menu must not vanish under the pointer when it does.
const useMenuState = create<{ isOpen: boolean; setOpen: (v: boolean | ((o: boolean) => boolean)) => void }>(
  (set) => ({
    isOpen: false,
    setOpen: (v) => set((s) => ({ isOpen: typeof v === 'function' ? v(s.isOpen) : v })),
  }),
);

/**
 * The language menu (zh, zhtw, en): switches the interface at once, remembers it and tells the server. A small
 * WAI-ARIA menu button rather than antd Dropdown, whose popup machinery would add a third to the sign-in page.
 */
export function LanguageSwitch({ isCompact = false }: { isCompact?: boolean }): ReactNode {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { isOpen, setOpen } = useMenuState();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!isOpen) return undefined;
    root.current?.querySelector<HTMLElement>('[role="menuitem"][aria-current="true"]')?.focus();
    const onPointer = (e: MouseEvent): void => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [isOpen, setOpen]);
  const choose = (l: TLanguage): void => {
    setOpen(false);
    void changeLanguage(l);
  };
  const onKeyDown = (e: KeyboardEvent): void => {
    if (e.key === 'Escape') setOpen(false);
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    const items = [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    items[(at + (e.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length]?.focus();
  };
  return (
    <div ref={root} className="language-switch" onKeyDown={onKeyDown}>
      <Button
        type="text"
        icon={<GlobalOutlined />}
        aria-label={t('common.language')}
        title={t('common.language')}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        onClick={() => setOpen((o) => !o)}
      >
        {/* The name stays "Language" (what tests and screen readers look for); the current choice is decoration. */}
        {isCompact ? null : <span aria-hidden="true">{t(`language.${lang}`)}</span>}
      </Button>
      {isOpen && (
        <ul role="menu" aria-label={t('common.language')} className="language-switch-menu">
          {LANGUAGES.map((l) => (
            <li
              key={l}
              role="menuitem"
              aria-current={l === lang ? 'true' : undefined}
              tabIndex={-1}
              className="language-switch-item"
              onClick={() => choose(l)}
              onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && choose(l)}
            >
              {t(`language.${l}`)}
              {l === lang && <CheckOutlined aria-hidden />}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
