/**
 * `@katz/bots/web-workers`: the strong level's playout helper on a browser's Web Workers: the search's side
 * (`startPlayoutWorkers`) and the playout worker's (`servePlayouts`).
 */
export {
  canSharePlayouts,
  startPlayoutWorkers,
  type PlayoutWorker,
  type PlayoutWorkers,
} from './playout-workers.js';
export { servePlayouts, type PlayoutWorkerScope } from './serve-playouts.js';
