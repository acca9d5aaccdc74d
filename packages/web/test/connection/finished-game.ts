/** A finished game's replay, made with the engine in the test: what `GET /api/games/{id}/replay` sends. */
import { createHash } from 'node:crypto';
import { apply, deal, legalActions, statusOf, type Action, type Position } from '@katz/engine';
import type { Entry, ReplayView } from '@katz/protocol';

/** Plays the first legal action (builds before discards) until the game ends or `maxActions` are played. */
export function finishedGame(seed: string, maxActions = 400): ReplayView {
  const dealt = deal(seed);
  if (!dealt.ok) throw new Error(dealt.error.message);
  let position: Position = dealt.value;
  const actions: Action[] = [];
  const entries: Entry[] = [];
  while (actions.length < maxActions && !statusOf(position).over) {
    const legal = legalActions(position);
    const action = legal.find((candidate) => candidate.type === 'build') ?? legal[0];
    if (!action) break;
    const seat = position.toMove;
    const applied = apply(position, action);
    if (!applied.ok) throw new Error(applied.error.message);
    position = applied.value.position;
    actions.push(action);
    entries.push({
      version: entries.length + 1,
      seat,
      kind: 'action',
      action,
      events: applied.value.events,
      at: '2026-11-25T08:00:00.000Z',
    });
  }
  const status = statusOf(position);
  const last = entries.at(-1)?.seat ?? 0;
  entries.push({
    version: entries.length + 1,
    seat: last,
    kind: 'resign',
    action: null,
    events: [],
    at: '2026-11-25T08:10:00.000Z',
  });
  return {
    id: 'finished1',
    seats: [
      { kind: 'person', id: 'p0', name: 'Anna' },
      { kind: 'computer', level: 'solid' },
    ],
    result: status.over
      ? { winner: status.winner, reason: status.reason }
      : { winner: last === 0 ? 1 : 0, reason: 'resigned' },
    seed,
    seedHash: createHash('sha256').update(seed).digest('hex'),
    record: { seed, shuffle: 'km1', actions },
    start: dealt.value,
    final: position,
    entries,
  };
}
