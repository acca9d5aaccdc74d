/**
 * Players who find each other (docs/social.md): following, challenging (by push and mail too, when they are away)
 * and blocking a registered player by name, the list of followed players with who is online, hiding one's own
 * presence (these for registered players), and the pool of players waiting for a person to play (guests too,
 * unrated).
 */
import { ENDPOINTS, type Endpoint } from '@katz/protocol';
import { ApiError } from '../api/api-error.js';
import { challengeView } from '../games/challenge-view.js';
import { enqueueChallenged } from '../notifications/outbox-store.js';
import { block, listBlocks, unblock } from '../people/blocks.js';
import { challengePlayer } from '../people/direct-challenges.js';
import { follow, listFollows, setPresenceHidden, unfollow } from '../people/follows.js';
import { PeopleRefusal } from '../people/people-refusal.js';
import { joinPool, leavePool, poolState } from '../people/pool.js';
import { mustBeRegistered, notYourself, registeredPerson } from '../people/registered-person.js';
import type { Services } from '../services.js';
import { route, type Handler, type Route } from './endpoint.js';

/** A route whose handler's refusals (people/people-refusal.ts) are answered as the API's errors. */
const peopleRoute = <E extends Endpoint>(contract: E, handle: Handler<E>): Route =>
  route(contract, async (context) => {
    try {
      return await handle(context);
    } catch (error) {
      if (error instanceof PeopleRefusal) throw new ApiError(error.code, error.message);
      throw error;
    }
  });

export const peopleRoutes = ({ db, presence }: Services): Route[] => [
  peopleRoute(ENDPOINTS.follow, async ({ player, params }) => {
    const follower = mustBeRegistered(player, 'following players');
    const followed = await registeredPerson(db, params.name);
    notYourself(follower, followed, 'follow');
    await follow(db, follower, followed);
    return null;
  }),

  peopleRoute(ENDPOINTS.unfollow, async ({ player, params }) => {
    const follower = mustBeRegistered(player, 'following players');
    await unfollow(db, follower, await registeredPerson(db, params.name));
    return null;
  }),

  peopleRoute(ENDPOINTS.listFollows, ({ player }) => {
    const follower = mustBeRegistered(player, 'seeing who is online');
    return listFollows(db, follower.id, presence.staleSeconds);
  }),

  peopleRoute(ENDPOINTS.setPresence, async ({ player, body }) => {
    const person = mustBeRegistered(player, 'hiding your presence');
    await setPresenceHidden(db, person.id, body.hidden);
    return body;
  }),

  peopleRoute(ENDPOINTS.block, async ({ player, params }) => {
    const blocker = mustBeRegistered(player, 'blocking players');
    const blocked = await registeredPerson(db, params.name);
    notYourself(blocker, blocked, 'block');
    await block(db, blocker, blocked);
    return null;
  }),

  peopleRoute(ENDPOINTS.unblock, async ({ player, params }) => {
    const blocker = mustBeRegistered(player, 'blocking players');
    await unblock(db, blocker, await registeredPerson(db, params.name));
    return null;
  }),

  peopleRoute(ENDPOINTS.challengePlayer, async ({ player, params, body }) => {
    const creator = mustBeRegistered(player, 'challenging a player directly');
    const to = await registeredPerson(db, params.name);
    notYourself(creator, to, 'challenge');
    const away = { onlineSeconds: presence.staleSeconds, enqueue: enqueueChallenged };
    return challengeView(await challengePlayer(db, creator, to, body, away));
  }),

  peopleRoute(ENDPOINTS.joinPool, ({ player, body }) => joinPool(db, player, body)),

  peopleRoute(ENDPOINTS.poolState, ({ player }) => poolState(db, player.id)),

  peopleRoute(ENDPOINTS.leavePool, async ({ player }) => {
    await leavePool(db, player.id);
    return null;
  }),

  peopleRoute(ENDPOINTS.listBlocks, ({ player }) =>
    listBlocks(db, mustBeRegistered(player, 'blocking players').id),
  ),
];
