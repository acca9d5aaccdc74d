/**
 * A registered player's account in the header: their name (on a phone, the icon), opening a menu with their
 * profile and logging out, here or everywhere, so that the account's actions are where its name is, on every
 * page (they were on the profile only). In the folded menu on a phone the same actions are listed in words.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { PersonIcon } from './PersonIcon.js';

/** Profile, Friends, Log out, Log out everywhere: the menu's items, in the header's menu or the phone's folded one. */
function AccountActionItems({ name, onDone }: { readonly name: string; readonly onDone?: () => void }) {
  const { t } = useTranslation('accounts');
  const [failed, setFailed] = useState<string | null>(null);
  const logOut = async (everywhere: boolean) => {
    const { logOut: send } = await import('../connection/log-out.js');
    const refusal = await send(everywhere);
    if (refusal !== null) setFailed(t('header.logOutFailed', { message: refusal.message }));
  };
  return (
    <>
      <NavLink className="account-menu-item" to={`/players/${name}`} onClick={onDone}>
        {t('header.profileLink')}
      </NavLink>
      <NavLink className="account-menu-item" to="/friends" onClick={onDone}>
        {t('header.friendsLink')}
      </NavLink>
      <button type="button" className="account-menu-item" onClick={() => void logOut(false)}>
        {t('account.logOut')}
      </button>
      <button type="button" className="account-menu-item" onClick={() => void logOut(true)}>
        {t('account.logOutEverywhere')}
      </button>
      {failed === null ? null : (
        <p className="account-menu-failed" role="alert">
          {failed}
        </p>
      )}
    </>
  );
}

export function AccountMenu({
  name,
  place,
  onNavigate,
}: {
  readonly name: string;
  readonly place: 'header' | 'menu';
  readonly onNavigate?: () => void;
}) {
  const { t } = useTranslation('accounts');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  // A press outside the menu or Escape closes it.
  useEffect(() => {
    if (!open) return undefined;
    const onDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || root.current?.contains(event.target) !== true) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (place === 'menu') {
    return (
      <div className="account-menu-list" role="group" aria-label={t('header.menu', { name })}>
        <span className="account-name">
          <PersonIcon />
          <span className="account-name-text">{name}</span>
        </span>
        <AccountActionItems name={name} {...(onNavigate ? { onDone: onNavigate } : {})} />
      </div>
    );
  }
  return (
    <div className="account-menu" ref={root}>
      <button
        type="button"
        className="account-name account-menu-button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('header.menu', { name })}
        onClick={() => {
          setOpen(!open);
        }}
      >
        <PersonIcon />
        <span className="account-name-text visually-hidden-narrow">{name}</span>
        <span className="account-menu-caret" aria-hidden="true">
          ▾
        </span>
      </button>
      <div id={menuId} className="account-menu-panel" hidden={!open}>
        <AccountActionItems
          name={name}
          onDone={() => {
            setOpen(false);
          }}
        />
      </div>
    </div>
  );
}
