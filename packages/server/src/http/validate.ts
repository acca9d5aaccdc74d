/** Schema validation at the boundary: a value of the schema's type, or a 400 naming the first fault's place. */
import type { z } from 'zod';
import { ApiError } from '../api/api-error.js';

export function validate<T>(schema: z.ZodType<T>, value: unknown, where: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const path = pathText(where, issue?.path ?? []);
  const message = issue?.message ?? 'invalid input';
  throw new ApiError('invalid-input', `${path}: ${message}`, { path });
}

function pathText(where: string, path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (text, key) => (typeof key === 'number' ? `${text}[${key}]` : `${text}.${String(key)}`),
    where,
  );
}
