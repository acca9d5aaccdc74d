/** The same seed gives the same game, action for action; the seed is what varies a bot's play. */
import { describe, expect, it } from 'vitest';
import { createBot, type Bot, type BotLevel, type BotOptions } from '../src/index.js';
import { candidateBot } from '../src/search/search-candidates.js';
import { playBots } from './play-bots.js';
import { dealt } from './positions.js';

/** A level, or a bot made some other way (a candidate for the top level). */
type Player = BotLevel | ((options: BotOptions) => Bot);

function playGame(players: readonly [Player, Player], options: readonly [BotOptions, BotOptions]) {
  const make = (player: Player, botOptions: BotOptions) =>
    typeof player === 'string' ? createBot(player, botOptions) : player(botOptions);
  return playBots([make(players[0], options[0]), make(players[1], options[1])], dealt('determinism'), 400);
}

describe('determinism', () => {
  it.each([
    ['random', 'beginner'],
    ['solid', 'first'],
    ['novice', 'beginner'],
  ] as const)('%s against %s plays the same game twice from the same seeds', async (a, b) => {
    const options = [{ seed: 'one' }, { seed: 'two' }] as const;
    expect(await playGame([a, b], options)).toEqual(await playGame([a, b], options));
  });

  it('strong plays the same game twice with an iteration budget', async () => {
    const options = [{ seed: 'one', iterations: 16 }, { seed: 'two' }] as const;
    const first = await playGame(['strong', 'solid'], options);
    expect(await playGame(['strong', 'solid'], options)).toEqual(first);
  });

  it('the candidate strong-light plays the same game twice with an iteration budget', async () => {
    const light = (options: BotOptions) => candidateBot('strong-light', options);
    const options = [{ seed: 'one', iterations: 16 }, { seed: 'two' }] as const;
    const first = await playGame([light, 'solid'], options);
    expect(await playGame([light, 'solid'], options)).toEqual(first);
  });

  it('random plays differently with another seed', async () => {
    const one = await playGame(['random', 'random'], [{ seed: 'a' }, { seed: 'b' }]);
    const two = await playGame(['random', 'random'], [{ seed: 'c' }, { seed: 'd' }]);
    expect(two).not.toEqual(one);
  });
});
