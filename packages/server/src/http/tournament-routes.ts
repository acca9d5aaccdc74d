/** Tournaments: creating one, the tournaments page's list, one tournament's page, joining and leaving. */
import { ENDPOINTS, type TournamentView } from '@katz/protocol';
import { ApiError } from '../api/api-error.js';
import type { Services } from '../services.js';
import type { TournamentRefusal } from '../tournaments/tournament-refusals.js';
import {
  createTournament,
  joinTournament,
  leaveTournament,
  startNow,
} from '../tournaments/tournament-changes.js';
import { listTournaments } from '../tournaments/tournament-record.js';
import type { WholeTournament } from '../tournaments/whole-tournament.js';
import { advanceTournament } from '../tournaments/tournament-steps.js';
import { tournamentSummary } from '../tournaments/tournament-summary.js';
import { tournamentView } from '../tournaments/tournament-view.js';
import { route, type Route } from './endpoint.js';

/** The most tournaments the list holds. */
const LIST_SIZE = 100;

const refused = ({ code, message, path }: TournamentRefusal): ApiError =>
  new ApiError(code, message, path === undefined ? {} : { path });

async function viewOf(
  read: Promise<WholeTournament | null>,
  id: string,
  viewer: string | null,
): Promise<TournamentView> {
  const whole = await read;
  if (whole === null) throw new ApiError('tournament-not-found', `there is no tournament ${id}`);
  return tournamentView(whole, viewer);
}

export const tournamentRoutes = ({ config, db, tournaments: recent }: Services): Route[] => {
  /** The tournament as the player's own change left it. */
  const fresh = (id: string, viewer: string) => viewOf(recent.fresh(id), id, viewer);
  return [
    route(ENDPOINTS.createTournament, async ({ player, body }) => {
      const created = await createTournament(
        db,
        player.id,
        {
          name: body.name,
          format: body.format,
          rounds: body.rounds ?? null,
          minutes: body.minutes ?? null,
          roundDays: body.roundDays ?? null,
          turnSeconds: body.turnSeconds,
          rated: body.rated,
          dealing: body.duplicate ? 'round' : 'game',
          listed: body.visibility === 'listed',
          maxPlayers: body.maxPlayers,
          startsAt: new Date(body.startsAt),
        },
        config.playerLimits.tournaments,
      );
      if (!created.ok) throw refused(created.error);
      return fresh(created.value, player.id);
    }),
    route(ENDPOINTS.listTournaments, async ({ query }) =>
      (await listTournaments(db, query.state, LIST_SIZE)).map(tournamentSummary),
    ),
    route(ENDPOINTS.getTournament, ({ player, params }) =>
      viewOf(recent.read(params.id), params.id, player?.id ?? null),
    ),
    route(ENDPOINTS.joinTournament, async ({ player, params }) => {
      const joined = await joinTournament(db, params.id, player.id);
      if (!joined.ok) throw refused(joined.error);
      return fresh(params.id, player.id);
    }),
    route(ENDPOINTS.startTournament, async ({ player, params }) => {
      const started = await startNow(db, params.id, player.id);
      if (!started.ok) throw refused(started.error);
      // Paired here rather than at the job's next tick, so that the answer holds the first round.
      await advanceTournament(db, params.id);
      return fresh(params.id, player.id);
    }),
    route(ENDPOINTS.leaveTournament, async ({ player, params }) => {
      const left = await leaveTournament(db, params.id, player.id);
      if (!left.ok) throw refused(left.error);
      return fresh(params.id, player.id);
    }),
  ];
};
