/**
 * Sends the creation form's choices: while the request runs the form says so, a refusal is kept to be shown, and
 * the tournament made opens its page.
 */
import { ENDPOINTS } from '@katz/protocol';
import { useState, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router';
import type { CallError } from '../../connection/api-client.js';
import { api } from '../../connection/browser-connection.js';
import { tournamentBody, type TournamentChoices } from './tournament-body.js';

export function useTournamentCreation(choices: TournamentChoices) {
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<CallError | null>(null);
  const create = async (event: SyntheticEvent) => {
    event.preventDefault();
    setCreating(true);
    setError(null);
    const result = await api.call(ENDPOINTS.createTournament, { body: tournamentBody(choices, Date.now()) });
    setCreating(false);
    if (result.ok) void navigate(result.value.link);
    else setError(result.error);
  };
  return { creating, error, create };
}
