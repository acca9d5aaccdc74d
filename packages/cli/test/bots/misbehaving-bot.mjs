/* global process */
// A bot program for the protocol tests that breaks the protocol in the way its first argument names.
import { createInterface } from 'node:readline';

const mode = process.argv[2];
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
    else if (mode === 'exits') process.exit(3);
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
  } else if (message.type === 'bye') process.exit(0);
}
