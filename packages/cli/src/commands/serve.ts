import type { CommandOutput } from '../output.js';

/**
 * `katz serve [--port N]`: runs the game server in this process until SIGINT or SIGTERM, configured like
 * `npm start` by environment variables (docs/settings.md); `--port` overrides PORT. It prints its logs, not JSON.
 */
export async function serveCommand(options: { port: string | undefined }): Promise<CommandOutput> {
  // Loaded only here, so that the other commands start without the server's dependencies.
  const { runFromEnvironment } = await import('@katz/server');
  const environment = options.port === undefined ? process.env : { ...process.env, PORT: options.port };
  return { exitCode: await runFromEnvironment(environment), json: undefined };
}
