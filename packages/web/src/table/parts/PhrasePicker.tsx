/**
 * The phrase picker in the turn bar (docs/social.md, "A word in the other's language"): a small button that opens
 * the fixed phrases as a menu, and "Hide phrases in this game" below them. Tapped, clicked or by keys: Enter,
 * Space or the down arrow open it on its first phrase, the arrows, Home and End move, Escape closes it and gives
 * the focus back. A refused phrase (too many at once, not available) is said below the button for a while.
 */
import { PHRASES, type Phrase } from '@katz/protocol';
import { useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { refusalText } from '../../i18n/refusal-words.js';
import type { PhraseTalk } from '../control/phrase-talk.js';
import type { TableT } from '../words/table-words.js';
import './PhrasePicker.css';

export interface PhrasePickerProps {
  readonly t: TableT;
  readonly talk: PhraseTalk;
  /** The other player's name, who reads the phrase. */
  readonly other: string;
}

export function PhrasePicker({ t, talk, other }: PhrasePickerProps) {
  const state = useSyncExternalStore(talk.subscribe, talk.getState);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = () => Array.from(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return undefined;
    items()[0]?.focus();
    // A press outside the menu closes it.
    const onDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || root.current?.contains(event.target) !== true) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => {
      document.removeEventListener('pointerdown', onDown);
    };
  }, [open]);

  if (state.hidden) return null;
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const choose = (phrase: Phrase) => {
    talk.say(phrase);
    close();
  };
  // The menu's keys are its own: the table's (a digit picks a card, Escape puts one back) stay out of it.
  const onMenuKey = (event: KeyboardEvent<HTMLElement>) => {
    event.stopPropagation();
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const moveTo = (index: number) => {
      event.preventDefault();
      all[(index + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') moveTo(at + 1);
    else if (event.key === 'ArrowUp') moveTo(at - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(all.length - 1);
    else if (event.key === 'Escape') close();
    else if (event.key === 'Tab') setOpen(false);
  };

  return (
    <div className="phrase-picker" ref={root}>
      <button
        ref={button}
        type="button"
        className="phrase-picker-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('phrases.open', { name: other })}
        title={t('phrases.open', { name: other })}
        data-testid="phrase-picker"
        onClick={() => {
          setOpen(!open);
        }}
        onKeyDown={(event) => {
          event.stopPropagation();
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <SpeechIcon />
      </button>
      <ul
        id={menuId}
        className="phrase-menu"
        role="menu"
        aria-label={t('phrases.menu', { name: other })}
        hidden={!open}
        onKeyDown={onMenuKey}
      >
        {PHRASES.map((phrase) => (
          <li key={phrase} role="none">
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="phrase-menu-item"
              onClick={() => {
                choose(phrase);
              }}
            >
              {t(`phrase.${phrase}`)}
            </button>
          </li>
        ))}
        <li role="separator" className="phrase-menu-line" />
        <li role="none">
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className="phrase-menu-item phrase-menu-hide"
            onClick={() => {
              setOpen(false);
              talk.hideHere();
            }}
          >
            {t('phrases.hideHere')}
          </button>
        </li>
      </ul>
      <p className="phrase-refusal" role="status" data-testid="phrase-refusal">
        {state.refusal === null ? '' : refusalText(t, state.refusal)}
      </p>
    </div>
  );
}

/** A speech bubble with three dots, drawn in the text's colour. */
function SpeechIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path
        d="M4 4h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-7l-5 4v-4H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      {[7, 12, 17].map((x) => (
        <circle key={x} cx={x} cy="10.5" r="1.4" fill="currentColor" />
      ))}
    </svg>
  );
}
