/**
 * A playout helper that counts: every playout of the jobs it shares, and those the search's own thread took,
 * so a test can see that the helper's threads (Node's, or a browser's workers) played some of them.
 */
import type { PlayoutHelper, PlayoutJob, SharedJob } from '../src/index.js';
import { WORLD_BYTES } from '../src/search/playout-job.js';

export function counting(helper: PlayoutHelper) {
  const counts = { playouts: 0, ownThread: 0 };
  const counted: PlayoutHelper = {
    share(job: PlayoutJob): SharedJob {
      const shared = helper.share(job);
      counts.playouts += (job.worlds.length / WORLD_BYTES) * job.plans.length;
      return {
        take() {
          const playout = shared.take();
          if (playout !== -1) counts.ownThread++;
          return playout;
        },
        record: (playout, score) => {
          shared.record(playout, score);
        },
        scores: () => shared.scores(),
      };
    },
  };
  return { counts, counted };
}
