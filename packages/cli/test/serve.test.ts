/** `katz serve`: the game server started from the command line, stopped by SIGTERM. */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const binary = join(import.meta.dirname, '..', '..', '..', 'node_modules', '.bin', 'katz');

describe('katz serve', () => {
  it('runs the server on the given port until SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'katz-serve-'));
    const server = spawn(binary, ['serve', '--port', '0'], {
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let output = '';
        server.stdout.on('data', (data: Buffer) => {
          output += data.toString('utf8');
          const port = /"port":(\d+).*"msg":"katz server listening"/.exec(output)?.[1];
          if (port !== undefined) resolve(`http://127.0.0.1:${port}`);
        });
        server.once('exit', (code) => {
          reject(new Error(`katz serve exited with ${String(code)}: ${output}`));
        });
      });
      expect(await (await fetch(`${url}/health`)).json()).toMatchObject({ status: 'ok', database: 'pglite' });
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (server.exitCode === null) server.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a bad configuration with the variable named', () => {
    const result = spawnSync(binary, ['serve'], {
      env: { PATH: process.env.PATH ?? '', PORT: 'x' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/invalid configuration:\n {2}PORT: /);
  });
});
