/**
 * The phrase picker in the turn bar (docs/social.md, "A word in the other's language"): a small button that opens
 * the fixed phrases as a menu, and "Hide phrases in this game" below them. Tapped, clicked or by keys: Enter,
 * Space or the down arrow open it on its first phrase, the arrows, Home and End move, Escape closes it and gives
 * the focus back. A refused phrase (too many at once, not available) is said below the button for a while.
 */
import { useId, useSyncExternalStore } from 'react';
import { refusalText } from '../../i18n/refusal-words.js';
import type { PhraseTalk } from '../control/phrase-talk.js';
import type { TableT } from '../words/table-words.js';
import { PhraseMenu } from './PhraseMenu.js';
import { useMenuButton } from './use-menu-button.js';
import './PhrasePicker.css';

export interface PhrasePickerProps {
  readonly t: TableT;
  readonly talk: PhraseTalk;
  /** The other player's name, who reads the phrase. */
  readonly other: string;
}

export function PhrasePicker({ t, talk, other }: PhrasePickerProps) {
  const state = useSyncExternalStore(talk.subscribe, talk.getState);
  const menu = useMenuButton();
  const menuId = useId();
  if (state.hidden) return null;

  return (
    <div className="phrase-picker" ref={menu.root}>
      <button
        ref={menu.button}
        type="button"
        className="phrase-picker-button"
        aria-haspopup="menu"
        aria-expanded={menu.open}
        aria-controls={menuId}
        aria-label={t('phrases.open', { name: other })}
        title={t('phrases.open', { name: other })}
        data-testid="phrase-picker"
        onClick={() => {
          menu.setOpen(!menu.open);
        }}
        onKeyDown={menu.onButtonKey}
      >
        <SpeechIcon />
      </button>
      <PhraseMenu
        t={t}
        id={menuId}
        other={other}
        open={menu.open}
        onKeyDown={menu.onMenuKey}
        onSay={(phrase) => {
          talk.say(phrase);
          menu.close();
        }}
        onHide={() => {
          menu.setOpen(false);
          talk.hideHere();
        }}
      />
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
