/**
 * What registering and recovering share after their form: both answer with the player, logged in here now (the
 * header names them at once), and a new recovery code, which the page then shows once instead of the form.
 */
import type { Result } from '@katz/engine';
import type { WithRecoveryCode } from '@katz/protocol';
import { useState } from 'react';
import type { CallError } from '../../connection/api-client.js';
import { playerChanged } from '../../connection/use-player.js';
import type { AccountForm } from './use-account-form.js';

export function useNewRecoveryCode<Field extends string>(
  form: AccountForm<Field>,
  /** Sends the form's checked values to the endpoint that answers with a new code. */
  send: (values: Record<Field, string>) => Promise<Result<WithRecoveryCode, CallError>>,
): {
  /** The answer, once there is one: the page shows its code. */
  readonly done: WithRecoveryCode | null;
  readonly submit: () => Promise<void>;
} {
  const [done, setDone] = useState<WithRecoveryCode | null>(null);
  const submit = () =>
    form.submit(async (values) => {
      const result = await send(values);
      if (!result.ok) return result.error;
      playerChanged(result.value.player);
      setDone(result.value);
      return null;
    });
  return { done, submit };
}
