/**
 * A playout worker of the practice game's strong computer: the bot's Web Worker (`bot-worker.ts`) starts it when
 * the page may share memory, and it plays part of each search's playouts on another core.
 */
import { servePlayouts, type PlayoutWorkerScope } from '@katz/bots/web-workers';

servePlayouts(self as unknown as PlayoutWorkerScope);
