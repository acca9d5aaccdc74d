/**
 * Something the player can act on: a card to pick up (drag, tap, Enter) and/or a pile to put it on (drop, tap,
 * Enter). One component for both, because an own discard pile is both: its top card can be built with, and a
 * hand card can be discarded onto it.
 */
import type { ReactNode } from 'react';
import type { DragBinding } from './drag-binding.js';
import type { Region } from '../control/keyboard.js';
import './TableButtonView.css';

export interface TableButtonProps {
  readonly className: string;
  readonly label: string;
  readonly slot?: string;
  /** `hand:3`, `stock`, `discard:1`: what picking this up takes. */
  readonly sourceId?: string | undefined;
  /** `building:2`, `discard:1`: what dropping onto this means. */
  readonly targetId?: string | undefined;
  readonly legal?: boolean;
  readonly selected?: boolean;
  readonly hinted?: boolean;
  /** Where the other player's last turn put a card. */
  readonly marked?: boolean;
  readonly card?: string | undefined;
  /** Marks a card in the hand, for the refill animation. */
  readonly handCard?: boolean;
  /** The keyboard's region and this item's place in it (keyboard.ts): one Tab stop per region. */
  readonly region: Region;
  readonly navId: string;
  readonly tabStop: boolean;
  readonly onFocusItem: (region: Region, navId: string) => void;
  /** `byKeyboard`: Enter or Space (a click without a pointer). */
  readonly onActivate: (byKeyboard: boolean) => void;
  readonly children: ReactNode;
}

/** The button as drawn; `drag` connects it to the drag-and-drop library once that has loaded. */
export function TableButtonView(props: TableButtonProps & { readonly drag: DragBinding }) {
  const { sourceId, targetId, drag } = props;
  const classes = [
    props.className,
    'table-button',
    props.legal === true ? 'is-legal' : '',
    props.selected === true ? 'is-selected' : '',
    props.hinted === true ? 'is-hinted' : '',
    props.marked === true ? 'is-last-turn' : '',
    drag.isOver && props.legal === true ? 'is-over' : '',
    drag.isDragging ? 'is-dragging' : '',
  ].join(' ');
  return (
    <button
      type="button"
      ref={drag.setNodeRef}
      className={classes}
      data-slot={props.slot}
      data-source={sourceId}
      data-target={targetId}
      data-legal={targetId === undefined ? undefined : String(props.legal === true)}
      data-card={props.card}
      data-hand-card={props.handCard === true ? '' : undefined}
      data-last-turn={props.marked === true ? '' : undefined}
      data-region={props.region}
      data-nav={props.navId}
      {...drag.listeners}
      {...drag.attributes}
      // dnd-kit's attributes would make every button a "draggable" with its own role; keep the button's.
      role={undefined}
      aria-roledescription={undefined}
      aria-describedby={undefined}
      aria-disabled={undefined}
      aria-pressed={sourceId === undefined ? undefined : props.selected === true}
      tabIndex={props.tabStop ? 0 : -1}
      onFocus={() => {
        props.onFocusItem(props.region, props.navId);
      }}
      onClick={(event) => {
        props.onActivate(event.detail === 0);
      }}
    >
      {/* The name is spoken from the hidden text; the drawn cards are for the eyes only. */}
      <span className="visually-hidden">{props.label}</span>
      <span className="table-button-face" aria-hidden="true">
        {props.children}
      </span>
    </button>
  );
}
