/**
 * Something the player can act on: a card to pick up (drag, tap, Enter) and/or a pile to put it on (drop, tap,
 * Enter). One component for both, because an own discard pile is both: its top card can be built with, and a
 * hand card can be discarded onto it.
 */
import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { ReactNode } from 'react';

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
  readonly card?: string | undefined;
  /** Marks a card in the hand, for the refill animation. */
  readonly handCard?: boolean;
  readonly onActivate: () => void;
  readonly children: ReactNode;
}

export function TableButton(props: TableButtonProps) {
  const { sourceId, targetId } = props;
  const drag = useDraggable({ id: `source:${sourceId ?? ''}`, disabled: sourceId === undefined });
  const drop = useDroppable({ id: `target:${targetId ?? ''}`, disabled: targetId === undefined });
  const classes = [
    props.className,
    'table-button',
    props.legal === true ? 'is-legal' : '',
    props.selected === true ? 'is-selected' : '',
    props.hinted === true ? 'is-hinted' : '',
    drop.isOver && props.legal === true ? 'is-over' : '',
    drag.isDragging ? 'is-dragging' : '',
  ].join(' ');
  return (
    <button
      type="button"
      ref={(element) => {
        drag.setNodeRef(element);
        drop.setNodeRef(element);
      }}
      className={classes}
      data-slot={props.slot}
      data-source={sourceId}
      data-target={targetId}
      data-legal={targetId === undefined ? undefined : String(props.legal === true)}
      data-card={props.card}
      data-hand-card={props.handCard === true ? '' : undefined}
      data-nav=""
      {...drag.listeners}
      {...drag.attributes}
      // dnd-kit's attributes would make every button a "draggable" with its own role; keep the button's.
      role={undefined}
      aria-roledescription={undefined}
      aria-describedby={undefined}
      aria-disabled={undefined}
      aria-pressed={sourceId === undefined ? undefined : props.selected === true}
      tabIndex={0}
      onClick={props.onActivate}
    >
      {/* The name is spoken from the hidden text; the drawn cards are for the eyes only. */}
      <span className="visually-hidden">{props.label}</span>
      <span className="table-button-face" aria-hidden="true">
        {props.children}
      </span>
    </button>
  );
}
