import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { parseRecord, replay } from '@katz/engine';
import {
  REVIEW_SETTINGS,
  reviewSettings,
  UnreviewableRecordError,
  type ReviewProgress,
} from '@katz/bots/review';
import { reviewOnThreads } from '@katz/bots/threads';
import { failure, parseJsonInput, refusedAction, success, type CommandOutput } from '../output.js';
import { integerOption } from './numbers.js';

/**
 * `katz review [--seed S] [--threads N] [--worlds N]`: a game record in, its review out (docs/review.md): each
 * decision's chances and cost from its player's view, each draw's luck, each player's summary. Progress on
 * standard error.
 */
export async function reviewCommand(
  args: readonly string[],
  readInput: () => Promise<string>,
  onProgress: (progress: ReviewProgress) => void,
): Promise<CommandOutput> {
  const { values } = parseArgs({
    args: [...args],
    options: {
      seed: { type: 'string' },
      threads: { type: 'string' },
      worlds: { type: 'string' },
      pretty: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const threads = integerOption(values.threads, '--threads');
  if (!threads.ok) return failure({ error: threads.error });
  const worlds = integerOption(values.worlds, '--worlds');
  if (!worlds.ok) return failure({ error: worlds.error });
  let settings;
  try {
    const chosenWorlds = worlds.value ?? REVIEW_SETTINGS.worlds;
    settings = reviewSettings({
      ...(values.seed !== undefined && { seed: values.seed }),
      worlds: chosenWorlds,
      drawWorlds: chosenWorlds,
      maxWorlds: Math.max(chosenWorlds, (REVIEW_SETTINGS.maxWorlds / REVIEW_SETTINGS.worlds) * chosenWorlds),
      maxMistakeWorlds: Math.max(
        chosenWorlds,
        (REVIEW_SETTINGS.maxMistakeWorlds / REVIEW_SETTINGS.worlds) * chosenWorlds,
      ),
    });
  } catch (error) {
    if (error instanceof RangeError) return failure({ error: error.message });
    throw error;
  }
  const json = parseJsonInput(await readInput());
  if (!json.ok) return json.error;
  const record = parseRecord(json.value);
  if (!record.ok) return failure({ error: record.error.message, path: record.error.path });
  // Refused as `katz replay` refuses it, with the action's index and the refusal's code, before any thread starts.
  const replayed = replay(record.value);
  if (!replayed.ok) return refusedAction(replayed.error);
  try {
    const review = await reviewOnThreads(
      record.value,
      settings,
      threads.value ?? availableParallelism(),
      onProgress,
    );
    return success(review);
  } catch (error) {
    if (error instanceof UnreviewableRecordError) return failure({ error: error.message });
    throw error;
  }
}
