/**
 * PGlite's WebAssembly, compiled once for the process and handed to each database thread it starts. Every thread
 * that compiles it anew spends about a third of a second of CPU on it; a process that opens many databases (the
 * tests open over a hundred, the benches several) pays that once so. Where the file cannot be found or compiled,
 * the thread loads PGlite's own as before.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** A compiled `WebAssembly.Module`, handed on and never looked into: @types/node 20 does not declare the type. */
export interface CompiledPglite {
  readonly kind: 'compiled PGlite';
}

/** Node's WebAssembly global, which neither the ES libraries nor @types/node 20 declare. */
const webAssembly = (
  globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<CompiledPglite> } }
).WebAssembly;

let compiled: Promise<CompiledPglite | undefined> | undefined;

export function compiledPglite(): Promise<CompiledPglite | undefined> {
  compiled ??= (async () => {
    try {
      // The package names no path for its WebAssembly: it lies beside its entry point, where PGlite reads it.
      const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
      return await webAssembly.compile(await readFile(join(dirname(entry), 'pglite.wasm')));
    } catch {
      return undefined;
    }
  })();
  return compiled;
}
