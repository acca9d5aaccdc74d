/**
 * The phrase picker's menu: the fixed phrases in the reader's words, a line, and "Hide phrases in this game". Its
 * items take the focus by the menu's keys only (use-menu-button.ts), never by Tab.
 */
import { PHRASES, type Phrase } from '@katz/protocol';
import type { KeyboardEvent, ReactNode } from 'react';
import type { TableT } from '../words/table-words.js';

export interface PhraseMenuProps {
  readonly t: TableT;
  readonly id: string;
  /** The other player's name, who reads the phrase. */
  readonly other: string;
  readonly open: boolean;
  readonly onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  readonly onSay: (phrase: Phrase) => void;
  readonly onHide: () => void;
}

export function PhraseMenu({ t, id, other, open, onKeyDown, onSay, onHide }: PhraseMenuProps) {
  return (
    <ul
      id={id}
      className="phrase-menu"
      role="menu"
      aria-label={t('phrases.menu', { name: other })}
      hidden={!open}
      onKeyDown={onKeyDown}
    >
      {PHRASES.map((phrase) => (
        <li key={phrase} role="none">
          <MenuItem
            className="phrase-menu-item"
            onClick={() => {
              onSay(phrase);
            }}
          >
            {t(`phrase.${phrase}`)}
          </MenuItem>
        </li>
      ))}
      <li role="separator" className="phrase-menu-line" />
      <li role="none">
        <MenuItem className="phrase-menu-item phrase-menu-hide" onClick={onHide}>
          {t('phrases.hideHere')}
        </MenuItem>
      </li>
    </ul>
  );
}

function MenuItem({
  className,
  onClick,
  children,
}: {
  readonly className: string;
  readonly onClick: () => void;
  readonly children: ReactNode;
}) {
  return (
    <button type="button" role="menuitem" tabIndex={-1} className={className} onClick={onClick}>
      {children}
    </button>
  );
}
