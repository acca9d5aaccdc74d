/**
 * The table's drag and drop, in its own chunk (loaded by use-drag-kit.ts): the area that follows the pointer
 * and the buttons that can be dragged and dropped onto.
 *
 * A pile is judged by where the pointer is, not by where the dragged card is drawn: a discard pile's button is
 * the whole fan, so a card drawn from the button's box would sit a fan's height above the finger. The card that
 * follows is held under the pointer at the place it was picked up by, and the pile under the pointer when it is
 * let go is where it goes: looked up at the release itself, because the library's idea of the pile under the
 * pointer is only as new as the last frame React drew, and on a slow phone a quick flick is let go before the
 * frame of its last move is drawn (with the browser slowed eight times, 4 of 4 drags of a stock card went to a
 * building pile they had crossed on the way, and were refused there).
 */
import {
  DndContext,
  DragOverlay,
  PointerSensor,
  pointerWithin,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
  type Modifier,
  type Over,
} from '@dnd-kit/core';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { TableButtonView, type TableButtonProps } from './TableButtonView.js';

/** What a screen reader hears while a card is dragged, in the game's language (the table's words). */
export interface DragWords {
  readonly instructions: string;
  started(sourceId: string): string;
  over(sourceId: string, targetId: string | null): string;
  dropped(sourceId: string, targetId: string | null): string;
  cancelled(sourceId: string): string;
}

export interface DragAreaProps {
  /** The source id (`hand:3`, `stock`, `discard:1`) of the card picked up. */
  readonly onDragStart: (sourceId: string) => void;
  /** The target id (`building:2`, `discard:1`) it was dropped on, or null when dropped elsewhere. */
  readonly onDragEnd: (targetId: string | null) => void;
  readonly onDragCancel: () => void;
  /** What follows the pointer while a card is dragged. */
  readonly overlay: ReactNode;
  readonly words: DragWords;
  readonly children: ReactNode;
}

const sourceOf = (active: Active): string => String(active.id).replace(/^source:/, '');
const targetOf = (over: Over | null): string | null =>
  over === null ? null : String(over.id).replace(/^target:/, '');

interface Grab {
  readonly event: Event;
  /** The pointer's place when the drag began. */
  readonly x: number;
  readonly y: number;
  /** Where in the dragged card the pointer holds it. */
  readonly dx: number;
  readonly dy: number;
}

export function DragArea({ onDragStart, onDragEnd, onDragCancel, overlay, words, children }: DragAreaProps) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const grab = useRef<Grab | null>(null);
  const release = useRef<{ x: number; y: number } | null>(null);
  const wordsRef = useRef(words);
  wordsRef.current = words;

  // Where the card is held is measured as the pointer goes down, before anything moves: once the drag starts,
  // the picked card's pile is drawn raised.
  useEffect(() => {
    const onDown = (event: PointerEvent) => {
      grab.current = grabAt(event);
      release.current = null;
    };
    // Heard before the library's own listener, which ends the drag.
    const onUp = (event: PointerEvent) => {
      release.current = { x: event.clientX, y: event.clientY };
    };
    document.addEventListener('pointerdown', onDown, true);
    document.addEventListener('pointerup', onUp, true);
    return () => {
      document.removeEventListener('pointerdown', onDown, true);
      document.removeEventListener('pointerup', onUp, true);
    };
  }, []);

  // The overlay is drawn at the dragged button's corner plus the pointer's travel; this moves it so that the
  // card is where the pointer is, held at the point of the top card it was picked up by.
  const underPointer = useMemo<Modifier>(
    () =>
      ({ activatorEvent, active, activeNodeRect, transform }) => {
        const held = grab.current;
        if (activatorEvent === null || active === null || activeNodeRect === null) return transform;
        if (held?.event !== activatorEvent) return transform;
        return {
          ...transform,
          x: transform.x + held.x - held.dx - activeNodeRect.left,
          y: transform.y + held.y - held.dy - activeNodeRect.top,
        };
      },
    [],
  );

  const announcements = useMemo<Announcements>(
    () => ({
      onDragStart: ({ active }) => wordsRef.current.started(sourceOf(active)),
      onDragOver: ({ active, over }) => wordsRef.current.over(sourceOf(active), targetOf(over)),
      onDragEnd: ({ active, over }) =>
        wordsRef.current.dropped(sourceOf(active), droppedOn(release.current, over)),
      onDragCancel: ({ active }) => wordsRef.current.cancelled(sourceOf(active)),
    }),
    [],
  );

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={pointerWithin}
      accessibility={{ announcements, screenReaderInstructions: { draggable: words.instructions } }}
      onDragStart={(event: DragStartEvent) => {
        onDragStart(sourceOf(event.active));
      }}
      onDragEnd={(event: DragEndEvent) => {
        onDragEnd(droppedOn(release.current, event.over));
      }}
      onDragCancel={onDragCancel}
    >
      {children}
      <DragOverlay dropAnimation={null} modifiers={[underPointer]}>
        {overlay}
      </DragOverlay>
    </DndContext>
  );
}

/** Where a card was let go: the pile under the pointer's release, or the library's when it was not heard. */
function droppedOn(release: { x: number; y: number } | null, over: Over | null): string | null {
  return release === null ? targetOf(over) : targetAt(release.x, release.y);
}

/** The target id of the pile under a point, or null (the card that follows the pointer lies above it). */
function targetAt(x: number, y: number): string | null {
  for (const element of document.elementsFromPoint(x, y)) {
    const target = element.closest('[data-target]')?.getAttribute('data-target');
    if (target !== undefined && target !== null) return target;
  }
  return null;
}

/** Where a press began and where in the pile's top card it holds it (kept inside the card's box). */
function grabAt(event: PointerEvent): Grab | null {
  const button = event.target instanceof Element ? event.target.closest('[data-source]') : null;
  const card = button?.querySelector('[data-top]') ?? button;
  if (!card) return null;
  const rect = card.getBoundingClientRect();
  const inside = (value: number, size: number) => Math.min(Math.max(value, size * 0.1), size * 0.9);
  return {
    event,
    x: event.clientX,
    y: event.clientY,
    dx: inside(event.clientX - rect.left, rect.width),
    dy: inside(event.clientY - rect.top, rect.height),
  };
}

export function DraggableTableButton(props: TableButtonProps) {
  const { sourceId, targetId } = props;
  const drag = useDraggable({ id: `source:${sourceId ?? ''}`, disabled: sourceId === undefined });
  const drop = useDroppable({ id: `target:${targetId ?? ''}`, disabled: targetId === undefined });
  return (
    <TableButtonView
      {...props}
      drag={{
        setNodeRef: (element) => {
          drag.setNodeRef(element);
          drop.setNodeRef(element);
        },
        listeners: drag.listeners,
        attributes: drag.attributes,
        isDragging: drag.isDragging,
        isOver: drop.isOver,
      }}
    />
  );
}
