/**
 * An action in the JSON of docs/formats.md. It is read by the engine's own parser, so that the API and the
 * engine can never disagree on what an action is, and a refusal names the faulty field as the engine does.
 */
import { parseAction, type Action } from '@katz/engine';
import { z } from 'zod';

const PILE = { enum: [0, 1, 2, 3] };
const CARD = { type: 'string', pattern: '^(A|[2-9]|10|J|Q|K)[SHDC]$' };

const variant = (properties: Record<string, object>) => ({
  type: 'object',
  required: Object.keys(properties),
  additionalProperties: false,
  properties,
});

/** The JSON Schema of an action for the OpenAPI document: what `parseAction` accepts. */
const ACTION_JSON_SCHEMA = {
  description: 'an action (docs/formats.md)',
  oneOf: [
    variant({ type: { const: 'build' }, from: { const: 'hand' }, card: CARD, to: PILE }),
    variant({ type: { const: 'build' }, from: { const: 'stock' }, to: PILE }),
    variant({ type: { const: 'build' }, from: { const: 'discard' }, pile: PILE, to: PILE }),
    variant({ type: { const: 'discard' }, card: CARD, to: PILE }),
  ],
};

export const ACTION = z
  .unknown()
  .transform((value, context): Action => {
    const parsed = parseAction(value);
    if (parsed.ok) return parsed.value;
    context.addIssue({
      code: 'custom',
      message: parsed.error.message,
      path: parsed.error.path === '' ? [] : parsed.error.path.split('.'),
    });
    return z.NEVER;
  })
  .meta(ACTION_JSON_SCHEMA);

/** Plays sent together (a confirmed turn): applied all or none, each its own version. */
export const MAX_BATCH_ACTIONS = 40;
export const ACTIONS = z.array(ACTION).min(1).max(MAX_BATCH_ACTIONS);
