/** A tournament game's tournament, named as a link to its page, after the game's other facts in a list. */
import type { GameSummary } from '@katz/protocol';
import { Link } from 'react-router';

export function TournamentLink({ tournament }: { readonly tournament: GameSummary['tournament'] }) {
  if (tournament === null) return null;
  return (
    <>
      {' · '}
      <Link to={`/tournaments/${tournament.id}`}>{tournament.name}</Link>
    </>
  );
}
