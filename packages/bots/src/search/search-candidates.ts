/**
 * Candidates for the top level: the strong level's search with other settings, which the match runner can name
 * beside the levels so that a change is measured before the strong level takes it. Not offered to people, not
 * a `BotLevel`, and the strong level plays as before whatever is listed here.
 *
 * Each candidate is written as the change it measured from the strong level of its day, `strong-three` (until
 * 2026-11-29) or `strong-long5-win10` (until 2026-12-02), so that its command in docs/bots-history.md still
 * plays the games of its journal. `strong-long5-win10` became the strong level's own settings on 2026-11-29,
 * and `strong-pause-half` on 2026-12-02.
 */
import type { Bot, BotOptions } from '../contract.js';
import { STRONG_SEARCH } from './plan-search.js';
import { STRONG_SETTINGS, strongBot, type StrongBotSettings } from './strong-bot.js';

/**
 * The strong level until 2026-11-29: playouts of three turn ends (five for tied plans), a game won in a playout
 * worth 20 stock cards. Its matches' journals are those of `strong` from before that day.
 */
const STRONG_THREE: StrongBotSettings = {
  ...STRONG_SETTINGS,
  search: { ...STRONG_SEARCH, playoutTurns: 3, deepTurns: 5, wonGame: 20, pauseShare: 1 },
};
const THREE_SEARCH = STRONG_THREE.search;

/**
 * Lighter playouts (docs/bots-history.md, "The top level: lighter playouts"): at the server's ceiling of 1 s a
 * turn, over a quarter of the strong level's searches stop before their playouts are spent, and about 70% of a
 * playout's time is the solid planner inside it. Its plans bounded to 30 positions instead of 100 make a
 * playout about a third cheaper, so more worlds fit before the ceiling, for a playout player that is a little
 * weaker (47.8% against the bound of 100, solid against solid over 600 games). Measured against the strong
 * level at 1 s a turn: 48.0% (43.1 to 52.9) over 400 games, so the strong level keeps its bound.
 */
const STRONG_LIGHT: StrongBotSettings = {
  ...STRONG_THREE,
  search: { ...THREE_SEARCH, playoutNodes: 30 },
};

/**
 * A wider search, searched again before every action (docs/bots-history.md, "The top level: wider and replanned
 * search"): each within the noise alone, 16 of the solid planner's plans instead of 8 gained 2.3 points over two
 * sets of deals, and searching again before every action of a stretch (instead of playing the stretch's plan
 * out) 2 points at 300 playouts, at about 1.5 times the time. Both together, measured against the strong level
 * at 1 s a turn: 48.8% (43.9 to 53.6) over 400 games, with 59% of its searches stopped at the ceiling (the strong
 * level's 40%), so the strong level keeps one search per stretch and 8 plans.
 */
const STRONG_WIDE: StrongBotSettings = {
  search: { ...THREE_SEARCH, candidates: 16 },
  replanEveryAction: true,
  readsLastTurn: false,
  searchShare: 1,
};

/**
 * Playouts scored by the learned position value (`position-value.ts`) instead of the stock lead
 * (docs/bots-history.md, "The top level: a learned value"): more strength per playout, at the same number of
 * playouts.
 */
const STRONG_VALUED: StrongBotSettings = {
  ...STRONG_THREE,
  search: { ...THREE_SEARCH, evaluation: 'position value' },
};

/**
 * The learned value after shorter playouts: our plan and the opponent's reply only, about half a playout's
 * time, so that more worlds fit under the ceiling.
 */
const STRONG_VALUED_SHORT: StrongBotSettings = {
  ...STRONG_THREE,
  search: { ...THREE_SEARCH, evaluation: 'position value', playoutTurns: 2, deepTurns: 4 },
};

/**
 * Longer playouts (docs/bots-history.md, "The top level: a longer horizon"): at 300 playouts longer ones scored
 * less than three turn ends, where a playout's noise costs most; at 6,000 the noise is small and the horizon's
 * bias may weigh more. Four turn ends give each player two turns after the plan; five give us three and the
 * opponent two, and end, as three do, after a turn of ours.
 */
const STRONG_LONG: StrongBotSettings = {
  ...STRONG_THREE,
  search: { ...THREE_SEARCH, playoutTurns: 4, deepTurns: 6 },
};
const STRONG_LONG5: StrongBotSettings = {
  ...STRONG_THREE,
  search: { ...THREE_SEARCH, playoutTurns: 5, deepTurns: 7 },
};

/**
 * Five turn ends, in worlds that agree with the opponent's last turn (docs/bots-history.md, "The top level:
 * reading the last turn"): a uniform draw of the opponent's hand gives them, about one world in ten at the start
 * of our turn, cards they held and that would have played their stock top, which they did not. At 300 playouts
 * and three turn ends the same reading gained nothing measurable; this measures it at the strong level's budget.
 */
const STRONG_LONG5_READ: StrongBotSettings = { ...STRONG_LONG5, readsLastTurn: true };

/**
 * Five turn ends among 16 of the solid planner's plans instead of 8 (docs/bots-history.md, "The top level: a
 * wider race at five turn ends"): the plan a search keeps is any of the second to eighth almost evenly, so good
 * plans lie beyond the eighth; the race drops the clearly worse within a few blocks of worlds, so the wider
 * start costs less than twice the playouts. Wider alone gained 2.3 points at 3,000 playouts (within the noise);
 * what cost `strong-wide` its searches at the ceiling was mostly searching before every action.
 */
const STRONG_LONG5_WIDE: StrongBotSettings = {
  ...STRONG_LONG5,
  search: { ...STRONG_LONG5.search, candidates: 16 },
};

/**
 * Five turn ends, each search taking at most half the time left in the turn (docs/bots-history.md, "The top
 * level: time for the turn's later searches"): at 1 s a turn, 40% of the searches that come later in a turn
 * (after a new stock card or a refilled hand) started with no time left and played the solid judgement's plan.
 */
const STRONG_LONG5_SPLIT: StrongBotSettings = { ...STRONG_LONG5, searchShare: 0.5 };

/**
 * Five turn ends, a race ending once its one plan left beside plan 0 leads it by more than three standard errors
 * (docs/bots-history.md, "The top level: settled races"): most searches that leave plan 0 do so by many standard
 * errors, yet the race of the two ran on to its budget, while 40% of the turn's later searches started with no
 * time left. The pick at the settling point is the one the full race would almost always make.
 */
const STRONG_LONG5_SETTLED: StrongBotSettings = {
  ...STRONG_LONG5,
  search: { ...STRONG_LONG5.search, settleZ: 3 },
};

/**
 * Settled races that also end once no plan left could gain more than a tenth of a stock card over plan 0, by
 * its gain plus three standard errors (docs/bots-history.md, "The top level: settled races"): near-ties of
 * plans ran to the budget, for a switch worth little. A third fewer playouts a search than settling alone, with
 * decisions as good in the decision-quality bench.
 */
const STRONG_LONG5_QUICK: StrongBotSettings = {
  ...STRONG_LONG5_SETTLED,
  search: { ...STRONG_LONG5_SETTLED.search, negligibleGain: 0.1 },
};

/**
 * Seven turn ends (nine for tied plans), with quick races (docs/bots-history.md, "The top level: seven turn ends
 * with quick races"): five turn ends gained about two points over three at the server's settings, and seven
 * scored as five in the decision-quality bench without a ceiling; at 1 s a turn seven cost too many worlds. The
 * quick races take about two fifths of the playouts off a search with the same decisions, about what seven turn
 * ends add to a playout, so seven can be measured at roughly five's cost under the ceiling.
 */
const STRONG_LONG7_QUICK: StrongBotSettings = {
  ...STRONG_LONG5_QUICK,
  search: { ...STRONG_LONG5_QUICK.search, playoutTurns: 7, deepTurns: 9 },
};

/**
 * Five turn ends, with a game won or lost in a playout worth 10 stock cards instead of 20 (docs/bots-history.md,
 * "The top level: what a won game is worth"): by the learned value's fit, a game won moves the chance to win as
 * much as a lead of about 8 stock cards early in the game and of about 2 near the draw pile's end, so 20 weighs
 * a game over more than any stage does. In the decision-quality bench 5 and 10 did better than 20, and 40 worse.
 * The strong level's own settings from 2026-11-29 to 2026-12-02, from which the candidates below it were
 * measured.
 */
const STRONG_LONG5_WIN10: StrongBotSettings = {
  ...STRONG_LONG5,
  search: { ...STRONG_LONG5.search, wonGame: 10 },
};

/**
 * `strong-long5-win10`, a search taking at most half the time left when the solid judgement's plan pauses the
 * turn (a stock play, an emptied hand), and all of it otherwise (docs/bots-history.md, "The top level: time kept
 * for the search a pause brings"): at 1 s a turn, 40% of the searches later in a turn started with no time left,
 * and `strong-long5-split`, which halved every search, paid for them with the first searches of every turn. Here
 * only a search that will most likely be followed by another leaves it time. The strong level's own settings
 * since 2026-12-02.
 */
const STRONG_PAUSE_HALF: StrongBotSettings = {
  ...STRONG_LONG5_WIN10,
  search: { ...STRONG_LONG5_WIN10.search, pauseShare: 0.5 },
};

/**
 * `strong-long5-win10`, with playouts to the game's end once the draw pile holds at most 40 cards as a search
 * starts (docs/bots-history.md, "The top level: playouts to the end near the draw pile's end"): half the games
 * end when the draw pile runs out, and the level scored 60% of those against 68% of the games that ended at a
 * stock. Near that end a playout of five turn ends stops a few turns short of the refill that decides, and
 * scores a lead where the game's result is known. Tried before at 300 playouts and three turn ends from 20
 * cards: no change.
 */
const STRONG_ENDGAME: StrongBotSettings = {
  ...STRONG_LONG5_WIN10,
  search: { ...STRONG_LONG5_WIN10.search, endgameDrawPile: 40 },
};

/**
 * `strong-endgame` from 60 cards: in the decision-quality bench the gain grew with the distance from the end (on
 * deals `dq2`, +2.0 points a game from 40 cards and +4.7 from 60), but a playout to the end from further out costs
 * more of a turn's second.
 */
const STRONG_ENDGAME60: StrongBotSettings = {
  ...STRONG_ENDGAME,
  search: { ...STRONG_ENDGAME.search, endgameDrawPile: 60 },
};

/**
 * `strong-endgame60` with a cheaper tail: past the usual five turn ends, the playout's players plan with 20
 * positions instead of 100. A playout to the end from 60 cards is mostly those later turns, which cost
 * `strong-endgame`'s searches their worlds under the ceiling; what they decide is who holds fewer stock cards
 * when the draw pile runs out, for which a rougher plan may do.
 */
const STRONG_ENDGAME60_TAIL: StrongBotSettings = {
  ...STRONG_ENDGAME60,
  search: { ...STRONG_ENDGAME60.search, endgameTailNodes: 20 },
};

/**
 * Playouts to the game's end as a check only (docs/bots-history.md, "The top level: playouts to the end as a
 * check"): `strong-endgame60` judged better in the decision-quality bench at three times the time a search, and
 * at the ceiling the time is what it lacks. Here the race runs as the level's, and from 60 cards left a switch
 * it makes is raced once more against plan 0 with 600 playouts to the game's end, and a tie is broken there.
 */
const STRONG_ENDGAME_CHECK: StrongBotSettings = {
  ...STRONG_LONG5_WIN10,
  search: { ...STRONG_LONG5_WIN10.search, endgameCheckDrawPile: 60, endgameCheckPlayouts: 600 },
};

/**
 * `strong-long5-win10`, in worlds that agree with the opponent's last turn's stock top (as `strong-long5-read`
 * did for five turn ends with a won game worth 20): beside `strong-read-discard`, what the discard adds.
 */
const STRONG_READ: StrongBotSettings = { ...STRONG_LONG5_WIN10, readsLastTurn: true };

/**
 * `strong-long5-win10`, in worlds that agree with the opponent's last discard as well as with their stock top
 * (docs/bots-history.md, "The top level: reading the last discard"): the stock top rules out one drawn world in
 * twelve, but a discard made as the solid judgement makes it rules out two in five. The decision-quality bench
 * judged in worlds that hold the opponent's true hand puts what knowing that hand is worth far above anything a
 * search setting has gained; this reads part of it, assuming an opponent who discards as the solid level does.
 */
const STRONG_READ_DISCARD: StrongBotSettings = {
  ...STRONG_LONG5_WIN10,
  readsLastTurn: true,
  readsDiscard: true,
};

export const SEARCH_CANDIDATES = {
  'strong-three': STRONG_THREE,
  'strong-light': STRONG_LIGHT,
  'strong-wide': STRONG_WIDE,
  'strong-valued': STRONG_VALUED,
  'strong-valued-short': STRONG_VALUED_SHORT,
  'strong-long': STRONG_LONG,
  'strong-long5': STRONG_LONG5,
  'strong-long5-read': STRONG_LONG5_READ,
  'strong-long5-wide': STRONG_LONG5_WIDE,
  'strong-long5-split': STRONG_LONG5_SPLIT,
  'strong-long5-settled': STRONG_LONG5_SETTLED,
  'strong-long5-quick': STRONG_LONG5_QUICK,
  'strong-long7-quick': STRONG_LONG7_QUICK,
  'strong-long5-win10': STRONG_LONG5_WIN10,
  'strong-pause-half': STRONG_PAUSE_HALF,
  'strong-endgame': STRONG_ENDGAME,
  'strong-endgame60': STRONG_ENDGAME60,
  'strong-endgame60-tail': STRONG_ENDGAME60_TAIL,
  'strong-endgame-check': STRONG_ENDGAME_CHECK,
  'strong-read': STRONG_READ,
  'strong-read-discard': STRONG_READ_DISCARD,
} as const satisfies Record<string, StrongBotSettings>;
export type SearchCandidate = keyof typeof SEARCH_CANDIDATES;

/** What each candidate changes, in a line, for the match runner's usage (`katz match --help`). */
export const CANDIDATE_SUMMARIES: Readonly<Record<SearchCandidate, string>> = {
  'strong-three': 'the strong level until 2026-11-29: three turn ends, a won game worth 20',
  'strong-light': 'lighter playouts (their plans bounded to 30 positions)',
  'strong-wide': '16 plans, and a search before every action',
  'strong-valued': 'playouts scored by the learned position value',
  'strong-valued-short': 'the learned value after playouts of two turn ends',
  'strong-long': 'playouts of four turn ends (six for tied plans)',
  'strong-long5': 'playouts of five turn ends (seven for tied plans)',
  'strong-long5-read': 'five turn ends, in worlds that agree with the opponent’s last turn',
  'strong-long5-wide': 'five turn ends, among 16 plans instead of 8',
  'strong-long5-split': 'five turn ends, a search taking at most half the turn’s time left',
  'strong-long5-settled': 'five turn ends, a race ending once a plan clearly beats plan 0',
  'strong-long5-quick': 'settled, and a race ending once no plan can gain a tenth of a stock card',
  'strong-long7-quick': 'quick races, with playouts of seven turn ends (nine for tied plans)',
  'strong-long5-win10':
    'five turn ends, a game won worth 10 stock cards, not 20 (the strong level from 2026-11-29 to 2026-12-02)',
  'strong-pause-half':
    'strong-long5-win10, a search taking half the time left when its plan pauses the turn (the strong level since 2026-12-02)',
  'strong-endgame':
    "strong-long5-win10, playouts to the game's end once the draw pile holds at most 40 cards",
  'strong-endgame60':
    "strong-long5-win10, playouts to the game's end once the draw pile holds at most 60 cards",
  'strong-endgame60-tail':
    'strong-endgame60, the playouts planning with 20 positions after the first five turn ends',
  'strong-endgame-check':
    "strong-long5-win10, a switch or tie checked by playouts to the game's end once the draw pile holds at most 60",
  'strong-read': "strong-long5-win10, in worlds that agree with the opponent's last stock top",
  'strong-read-discard':
    "strong-long5-win10, in worlds that agree with the opponent's last stock top and discard (as solid discards)",
};

export function isSearchCandidate(value: string): value is SearchCandidate {
  return Object.hasOwn(SEARCH_CANDIDATES, value);
}

/** A strong bot searching with the candidate's settings; it sees only its view, as the strong level does. */
export function candidateBot(name: SearchCandidate, options: BotOptions): Bot {
  return strongBot(options, SEARCH_CANDIDATES[name]);
}
