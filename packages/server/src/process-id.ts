/**
 * Each server process names itself with a random id at start: the owner of the leases it holds, shown by
 * `/health` and in every log line. Random rather than host and pid, which repeat across restarts and machines:
 * a restarted process must never mistake the leases of its dead predecessor for its own.
 */
import { randomBytes } from 'node:crypto';

export const newProcessId = (): string => randomBytes(9).toString('base64url');
