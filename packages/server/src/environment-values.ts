/**
 * Kinds of value a setting's environment variable holds, shared by the schema's parts (config.ts,
 * identity/account-settings.ts, notifications/notify-settings.ts), so that each kind is read one way.
 */
import { z } from 'zod';

/** `true` or `false`, nothing else: a typo such as `yes` stops the start instead of meaning false. */
export const flag = z.enum(['true', 'false']).transform((value) => value === 'true');
