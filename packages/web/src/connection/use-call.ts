/**
 * A page's request to the API as React state: loading, then the answer or the refusal. `reload` asks again;
 * an answer that arrives after the page moved on (its inputs changed, or it was left) is dropped, and new inputs
 * read as loading at once: the page never shows the answer to its previous inputs under its new ones (a new
 * game's address with the last game's table). A call that is `skip`ped is not made and reads as loading.
 */
import type { Endpoint, ReplyOf, RequestInput } from '@katz/protocol';
import { useCallback, useEffect, useState } from 'react';
import type { CallError, CallResult } from './api-client.js';
import { api } from './browser-connection.js';

export type CallState<T> =
  | { readonly state: 'loading' }
  | { readonly state: 'ok'; readonly value: T }
  | { readonly state: 'failed'; readonly error: CallError };

export function useCall<E extends Endpoint>(
  endpoint: E,
  input: Partial<RequestInput<E>>,
  /** Changes of this text ask again (the inputs, written out). */
  key: string,
  options: { readonly skip?: boolean } = {},
): { readonly call: CallState<ReplyOf<E>>; readonly reload: () => void } {
  const skip = options.skip === true;
  const [answered, setAnswered] = useState<{ readonly key: string; readonly call: CallState<ReplyOf<E>> }>();
  const [reloads, setReloads] = useState(0);
  useEffect(() => {
    if (skip) return;
    let current = true;
    void api.call(endpoint, input).then((result: CallResult<E>) => {
      if (!current) return;
      setAnswered({
        key,
        call: result.ok ? { state: 'ok', value: result.value } : { state: 'failed', error: result.error },
      });
    });
    return () => {
      current = false;
    };
    // `key` stands for `endpoint` and `input`, which callers make anew on every render.
  }, [key, reloads, skip]);
  const reload = useCallback(() => {
    setReloads((value) => value + 1);
  }, []);
  const call: CallState<ReplyOf<E>> = answered?.key === key ? answered.call : { state: 'loading' };
  return { call, reload };
}
