/** A playout worker for the browser test, as the practice game's: it serves the jobs its search sends. */
import { servePlayouts, type PlayoutWorkerScope } from '../../src/web-workers/index.js';

servePlayouts(globalThis as unknown as PlayoutWorkerScope);
