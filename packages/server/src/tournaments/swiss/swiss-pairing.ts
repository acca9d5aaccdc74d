/**
 * A Swiss round's pairings, as a pure function of the standings: the same standings give the same pairings, in
 * any process, so a round can be paired again after a crash and come out the same (docs/tournaments.md).
 *
 * The rules, in the order they give way:
 * 1. Nobody meets the same opponent twice, while that can be avoided.
 * 2. With an odd number of players, one sits out with a bye: the lowest in the standings who has had none.
 * 3. Players meet others of their score: each score group (with a player who could not be paired in the group
 *    above carried down into it) is split in halves by rating, and the top half meets the bottom half, the first
 *    of each meeting the first of the other (the Dutch system of chess: the best do not meet each other at once).
 * 4. Each player sits in the seat they have sat in less often (the seat rule, seats.ts). Two who have both sat
 *    twice more in one seat than in the other do not meet (one of them would go three over), while that can be
 *    avoided.
 *
 * The search tries the preferred opponents first and goes back when a choice leaves someone unpaired; its work is
 * bounded, and past the bound the first choices are completed by a maximum matching, so that a pairing without
 * repeats is found whenever one exists, fast, however large the field.
 */
import { seatsOf } from '../seats.js';
import { byRatingThenId } from '../standings-order.js';
import { maximumMatching } from './maximum-matching.js';

export interface SwissEntrant {
  readonly id: string;
  /** Points so far (a win 1, a draw ½, a loss 0, a bye as the tournament scores it; on duplicate deals, matchpoints). */
  readonly score: number;
  readonly rating: number;
  /** The players met in earlier rounds (a bye meets nobody). */
  readonly opponents: readonly string[];
  /** Whether this player has had a bye already. */
  readonly hadBye: boolean;
  /** Games played in seat 0 minus games played in seat 1. */
  readonly seatBalance: number;
}

interface SwissPairing {
  /** The player in seat 0, then the one in seat 1. */
  readonly seats: readonly [string, string];
}

export interface SwissRound {
  readonly pairings: readonly SwissPairing[];
  /** The player who sits out with a bye, if the count is odd. */
  readonly bye: string | null;
  /** How many pairings meet again (zero unless no pairing without repeats was found). */
  readonly repeats: number;
}

/**
 * Placings the search in order of preference tries before it gives way to a matching: enough for a field to be
 * paired as the preferences say in all but the tightest rounds, few enough that even those stay fast.
 */
const SEARCH_PLACINGS = 5_000;

/** The standings' order: score, then rating, then id (so that the order is total and every process agrees). */
const standingsOrder = (a: SwissEntrant, b: SwissEntrant): number =>
  b.score - a.score || byRatingThenId(a, b);

export function pairSwissRound(entrants: readonly SwissEntrant[]): SwissRound {
  const ordered = [...entrants].sort(standingsOrder);
  const ids = new Set(ordered.map((entrant) => entrant.id));
  if (ids.size !== ordered.length) throw new Error('pairSwissRound: an entrant is listed twice');
  const bye = ordered.length % 2 === 1 ? byeOf(ordered) : null;
  const field = ordered.filter((entrant) => entrant.id !== bye);
  const { partner, repeats } = pairField(field);
  const pairings: SwissPairing[] = [];
  field.forEach((player, index) => {
    const other = field[partner[index] ?? -1];
    if (other !== undefined && (partner[index] ?? -1) > index)
      pairings.push({ seats: seatsOf(player, other) });
  });
  return { pairings, bye, repeats };
}

/** The lowest in the standings without a bye; if everyone has had one, the lowest of all. */
function byeOf(ordered: readonly SwissEntrant[]): string {
  const without = ordered.filter((entrant) => !entrant.hadBye);
  const chosen = (without.length > 0 ? without : ordered).at(-1);
  if (chosen === undefined) throw new Error('byeOf: no entrants');
  return chosen.id;
}

/**
 * Each player's partner (by index in the field, in standings order), and how many pairs meet again. First the
 * search in order of preference; when it cannot finish within its placings, the first choices made greedily and
 * completed by a maximum matching (maximum-matching.ts): without repeats and with seats kept even if possible,
 * then without repeats alone, and only the players still left meet again, in standings order.
 */
function pairField(field: readonly SwissEntrant[]): { readonly partner: number[]; readonly repeats: number } {
  const met = field.map((entrant) => new Set(entrant.opponents));
  const fresh = (a: number, b: number) => met[a]?.has(field[b]?.id ?? '') !== true;
  const seatsFit = (a: number, b: number) => {
    const [x, y] = [field[a]?.seatBalance ?? 0, field[b]?.seatBalance ?? 0];
    return !((x >= 2 && y >= 2) || (x <= -2 && y <= -2));
  };
  const best = (a: number, b: number) => fresh(a, b) && seatsFit(a, b);
  const searched = searchInOrder(field, best);
  if (searched !== null) return { partner: searched, repeats: 0 };
  let partner = maximumMatching(field.length, best, greedy(field, best));
  if (partner.includes(-1)) partner = maximumMatching(field.length, fresh, partner);
  const left = partner.flatMap((other, index) => (other === -1 ? [index] : []));
  let repeats = 0;
  for (let index = 0; index + 1 < left.length; index += 2) {
    const [a = -1, b = -1] = left.slice(index, index + 2);
    partner[a] = b;
    partner[b] = a;
    if (!fresh(a, b)) repeats += 1;
  }
  return { partner, repeats };
}

/** The pairing in order of preference, depth first, going back where a choice leaves someone unpaired; null past its placings. */
function searchInOrder(
  field: readonly SwissEntrant[],
  allowed: (a: number, b: number) => boolean,
): number[] | null {
  const partner = new Array<number>(field.length).fill(-1);
  let placings = 0;
  const place = (): boolean => {
    const first = partner.indexOf(-1);
    if (first < 0) return true;
    if (++placings > SEARCH_PLACINGS) return false;
    partner[first] = first;
    for (const index of preferences(field, partner, first)) {
      if (!allowed(first, index)) continue;
      partner[first] = index;
      partner[index] = first;
      if (place()) return true;
      partner[index] = -1;
      if (placings > SEARCH_PLACINGS) break;
    }
    partner[first] = -1;
    return false;
  };
  return place() ? partner : null;
}

/** Each player in standings order takes their first allowed preference among those left; some may be left over. */
function greedy(field: readonly SwissEntrant[], allowed: (a: number, b: number) => boolean): number[] {
  const partner = new Array<number>(field.length).fill(-1);
  const tried = new Array<boolean>(field.length).fill(false);
  for (let first = partner.indexOf(-1); first >= 0; first = nextUntried(partner, tried)) {
    tried[first] = true;
    partner[first] = first;
    const chosen = preferences(field, partner, first).find((index) => allowed(first, index));
    partner[first] = -1;
    if (chosen === undefined) continue;
    partner[first] = chosen;
    partner[chosen] = first;
  }
  return partner;
}

const nextUntried = (partner: readonly number[], tried: readonly boolean[]): number =>
  partner.findIndex((other, index) => other === -1 && !tried[index]);

/**
 * The unpaired players (partner -1; `first` itself is marked) in the order `first` prefers them. `first` is the
 * highest in the standings of those left, so all of them are in its score group or below: its group first, in the Dutch order (the player half the
 * group's size below it, then those below that one, then those between), then the groups below in order.
 */
function preferences(field: readonly SwissEntrant[], partner: readonly number[], first: number): number[] {
  const score = field[first]?.score ?? 0;
  const open: number[] = [];
  for (let index = 0; index < field.length; index++) if (partner[index] === -1) open.push(index);
  const group = open.filter((index) => field[index]?.score === score);
  // The group's halves are counted with `first`, its top: of 4 it meets the 3rd, of 5 the 3rd too.
  const half = Math.floor((group.length + 1) / 2);
  const dutch = [...group.slice(half - 1), ...group.slice(0, half - 1).reverse()];
  const below = open.filter((index) => (field[index]?.score ?? 0) < score);
  return [...dutch, ...below];
}
