/**
 * accept_challenge: accepting a challenge in one statement (games/challenges.ts): the checks, the new game (made
 * by create_games, as every game is), the challenge marked accepted and the notices the caller wrote, all or nothing, answering the new game as game-store.ts reads it.
 * As a transaction of seven statements it held PGlite's one session across as many round trips, while every
 * play waited. The caller deals the game (the engine's work); the outcome says which check refused, if one did,
 * in the order the API reports them. The row lock makes a second acceptance wait and then find it closed, and one
 * at the moment of a block (which closes the pair's direct challenges, people/blocks.ts) either comes first, its
 * game begun before the block, or waits and finds the block.
 */
import type { Definition } from '../../db/migrate.js';
import { NEWCOMER } from '../../ratings/glicko2.js';

export const ACCEPT_CHALLENGE: Definition = {
  name: 'accept_challenge',
  sql: `
  CREATE OR REPLACE FUNCTION accept_challenge(challenge_id text, acceptor_id text, new_game_id text, new_seed text,
      new_seed_hash text, new_shuffle text, new_bot_seed text, new_position jsonb, channel text, notices text[])
    RETURNS TABLE (outcome text, challenge_state text, player0 text, player1 text, name0 text, name1 text,
      turn_seconds integer, rated boolean, rating0 double precision, games0 integer,
      rating1 double precision, games1 integer, turn_deadline timestamptz, created_at timestamptz,
      read_at timestamptz)
    LANGUAGE plpgsql AS $$
  #variable_conflict use_column
  DECLARE
    offer challenges%ROWTYPE;
    refusal text;
  BEGIN
    SELECT * INTO offer FROM challenges c WHERE c.id = challenge_id FOR UPDATE;
    IF NOT FOUND THEN
      refusal := 'not-found';
    ELSIF offer.creator = acceptor_id THEN
      refusal := 'own';
    ELSIF offer.addressee IS NOT NULL AND offer.addressee <> acceptor_id THEN
      -- A direct challenge is no one else's to see, let alone accept.
      refusal := 'not-found';
    ELSIF offer.rated AND NOT EXISTS
        (SELECT 1 FROM players p WHERE p.id = acceptor_id AND p.username IS NOT NULL) THEN
      refusal := 'account-required';
    ELSIF offer.state <> 'open' THEN
      refusal := 'closed';
    ELSIF offer.expires_at <= now() THEN
      -- Run out, and not yet closed by the expiry's sweep (jobs/lease-held-jobs.ts), which tells both players.
      refusal := 'closed';
      offer.state := 'expired';
    ELSIF offer.addressee IS NOT NULL AND EXISTS (SELECT 1 FROM blocks b
        WHERE (b.blocker, b.blocked) IN ((offer.creator, offer.addressee), (offer.addressee, offer.creator))) THEN
      -- Nor between two players of whom one blocks the other (docs/social.md). A block closes the pair's
      -- challenges as the blocker could by hand (blocks.ts in people/), so an acceptance that waited for it on
      -- the row's lock finds the challenge closed above and reads just as a withdrawal or a decline would: the
      -- blocked player learns nothing more. This is for a challenge a block left open, which none does.
      refusal := 'not-found';
    END IF;
    IF refusal IS NOT NULL THEN
      RETURN QUERY SELECT refusal, offer.state, NULL::text, NULL::text, NULL::text, NULL::text,
        NULL::integer, NULL::boolean, NULL::double precision, NULL::integer, NULL::double precision,
        NULL::integer, NULL::timestamptz, NULL::timestamptz, NULL::timestamptz;
    ELSE
      -- The game made as every game is (create_games), with the notices the caller wrote (notices/notice.ts
      -- gameStarts), for the challenge's creator, who never changes.
      PERFORM create_games(jsonb_build_array(jsonb_build_object('id', new_game_id, 'seed', new_seed,
          'seed_hash', new_seed_hash, 'shuffle', new_shuffle, 'bot_seed', new_bot_seed, 'player0', offer.creator,
          'player1', acceptor_id, 'turn_seconds', offer.turn_seconds, 'position', new_position,
          'rated', offer.rated)), channel, notices);
      UPDATE challenges c SET state = 'accepted', game_id = new_game_id WHERE c.id = challenge_id;
      RETURN QUERY SELECT 'accepted'::text, 'accepted'::text, g.player0, g.player1, p0.name, p1.name,
        g.turn_seconds, g.rated,
        CASE WHEN p0.username IS NOT NULL THEN coalesce(r0.rating, ${NEWCOMER.rating}) END,
        CASE WHEN p0.username IS NOT NULL THEN coalesce(r0.games, 0) END,
        CASE WHEN p1.username IS NOT NULL THEN coalesce(r1.rating, ${NEWCOMER.rating}) END,
        CASE WHEN p1.username IS NOT NULL THEN coalesce(r1.games, 0) END,
        g.turn_deadline, g.created_at, now()
      FROM games g JOIN players p0 ON p0.id = g.player0 JOIN players p1 ON p1.id = g.player1
        LEFT JOIN ratings r0 ON r0.player_id = g.player0 LEFT JOIN ratings r1 ON r1.player_id = g.player1
      WHERE g.id = new_game_id;
    END IF;
  END
  $$;
`,
};
