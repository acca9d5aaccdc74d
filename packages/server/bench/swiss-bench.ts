/**
 * How long a Swiss round takes to pair: fields of 100, 1,000 and 2,000 players through 11 rounds, each game won
 * by the higher rated three times in four (a fixed sequence, so every run pairs the same rounds). Prints the
 * median and the slowest round's milliseconds per field, and the repeats (zero while a pairing without one exists).
 *
 *   npm run build && node packages/server/dist/bench/swiss-bench.js
 */
import { pairSwissRound, type SwissEntrant } from '../src/tournaments/swiss/swiss-pairing.js';

const ROUNDS = 11;

function field(size: number): SwissEntrant[] {
  return Array.from({ length: size }, (_, index) => ({
    id: `p${String(index).padStart(5, '0')}`,
    score: 0,
    rating: 1000 + ((index * 7919) % 1500),
    opponents: [],
    hadBye: false,
    seatBalance: 0,
  }));
}

for (const size of [100, 1000, 2000]) {
  let standing = field(size);
  const times: number[] = [];
  let repeats = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now();
    const paired = pairSwissRound(standing);
    times.push(performance.now() - start);
    repeats += paired.repeats;
    const byId = new Map(standing.map((entrant) => [entrant.id, entrant]));
    paired.pairings.forEach(({ seats: [first, second] }, index) => {
      const [a, b] = [byId.get(first), byId.get(second)];
      if (!a || !b) throw new Error('unknown player');
      const favourite = a.rating >= b.rating ? a : b;
      const won = index % 4 === 3 ? (favourite === a ? b : a) : favourite;
      byId.set(a.id, {
        ...a,
        opponents: [...a.opponents, b.id],
        score: a.score + (won === a ? 1 : 0),
        seatBalance: a.seatBalance + 1,
      });
      byId.set(b.id, {
        ...b,
        opponents: [...b.opponents, a.id],
        score: b.score + (won === b ? 1 : 0),
        seatBalance: b.seatBalance - 1,
      });
    });
    if (paired.bye !== null) {
      const player = byId.get(paired.bye);
      if (player) byId.set(player.id, { ...player, score: player.score + 1, hadBye: true });
    }
    standing = [...byId.values()];
  }
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const slowest = sorted.at(-1) ?? 0;
  console.log(
    `${String(size).padStart(5)} players, ${String(ROUNDS)} rounds: median ${median.toFixed(1)} ms, slowest ${slowest.toFixed(1)} ms a round; ${String(repeats)} repeats`,
  );
}
