/* global process, setInterval */
// A bot program for the protocol tests that breaks the protocol in the way its first argument names.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const mode = process.argv[2];

// Names its run on standard error before its hello, so that a fault can be traced to the run it came from.
if (mode === 'noisy-exits') process.stderr.write(`noisy run ${process.pid}\n`);

if (mode === 'clinging') {
  // Plays, but starts a helper process (named by the third argument, so a test can look for it) and ignores
  // bye, the end of its input and SIGTERM: only the end of its whole process group stops it.
  spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', process.argv[3]], { stdio: 'ignore' });
  process.on('SIGTERM', () => undefined);
  setInterval(() => undefined, 1000);
}
const send = (message) => process.stdout.write(`${JSON.stringify(message)}\n`);

for await (const line of createInterface({ input: process.stdin })) {
  const message = JSON.parse(line);
  if (message.type === 'hello') {
    if (mode === 'silent-hello') continue;
    send({
      type: 'hello',
      protocol: 'katz-bot',
      version: mode === 'old-version' ? 99 : 1,
      name: `misbehaving ${mode}`,
    });
  } else if (message.type === 'decide') {
    if (mode === 'nonsense') process.stdout.write('I would rather not\n');
    else if (mode === 'slow') continue;
    else if (mode === 'exits' || mode === 'noisy-exits') process.exit(3);
    else if (mode === 'illegal') {
      const legal = new Set(message.legalActions.map((action) => JSON.stringify(action)));
      for (let pile = 0; pile < 4; pile++) {
        const action = { type: 'build', from: 'discard', pile, to: 0 };
        if (!legal.has(JSON.stringify(action))) {
          send({ type: 'action', id: message.id, action });
          break;
        }
      }
    } else send({ type: 'action', id: message.id, action: message.legalActions[0] });
  } else if (message.type === 'bye' && mode !== 'clinging') process.exit(0);
}
