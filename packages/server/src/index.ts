/** The Katz und Maus game server: `startServer(config)` runs it; `loadConfig(process.env)` reads its settings. */
export { loadConfig, type Config, type ConfigResult } from './config.js';
export { startServer, type RunningServer, type StartOptions } from './server.js';
export { runFromEnvironment } from './main-process.js';
