/**
 * Migration 15 (db/migrations.ts): what reaches a correspondence player away from the site, and their vacations.
 * Kept in a file of its own because it restates two long functions (store_plays, accept_challenge) to give them
 * the one rule of a turn's deadline.
 */
export const NOTIFICATIONS_MIGRATION = `
  -- A registered player's mail address (notifications/mail-addresses.ts). Nothing is sent to it but its
  -- confirmation until the link in that mail is followed. Both tokens are kept as they are, not hashed:
  -- the outbox writes them into mails when it sends them, and all they can do is confirm or stop mails.
  CREATE TABLE mail_addresses (
    player_id text PRIMARY KEY REFERENCES players (id) ON DELETE CASCADE,
    address text NOT NULL,
    confirm_token text UNIQUE,            -- the confirmation link's token, null once confirmed
    confirmed_at timestamptz,
    mode text NOT NULL CHECK (mode IN ('each', 'digest')),
    language text NOT NULL,
    unsubscribe_token text NOT NULL UNIQUE,
    created_at timestamptz NOT NULL DEFAULT now()
  );

  -- A browser's push subscription (the Push API's endpoint and keys), a guest's as well as a registered player's.
  CREATE TABLE push_subscriptions (
    endpoint text PRIMARY KEY,
    player_id text NOT NULL REFERENCES players (id) ON DELETE CASCADE,
    p256dh text NOT NULL,
    auth text NOT NULL,
    language text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE INDEX push_subscriptions_player ON push_subscriptions (player_id);

  -- A registered player's vacation: their correspondence clocks stand still from starts_at to ends_at
  -- (docs/correspondence.md). applied: the games whose turn was running at its start have had their
  -- deadlines moved on by its length (notifications/vacations.ts).
  CREATE TABLE vacations (
    id bigserial PRIMARY KEY,
    player_id text NOT NULL REFERENCES players (id) ON DELETE CASCADE,
    starts_at timestamptz NOT NULL,
    ends_at timestamptz NOT NULL,
    applied boolean NOT NULL DEFAULT false,
    CHECK (ends_at > starts_at)
  );
  CREATE INDEX vacations_player ON vacations (player_id, starts_at);
  CREATE INDEX vacations_to_apply ON vacations (starts_at) WHERE NOT applied;

  -- The one rule of a turn's deadline, for every statement that starts a turn: a live turn ends its turn's
  -- time from now, a correspondence turn (a day or more) from the end of its player's current vacation, if
  -- they are on one. (A vacation that starts during a turn moves that deadline: notifications/vacations.ts.)
  CREATE FUNCTION next_turn_deadline(mover text, seconds integer) RETURNS timestamptz
    LANGUAGE sql STABLE AS $$
    SELECT CASE WHEN seconds < 86400 OR mover IS NULL THEN now()
      ELSE coalesce((SELECT max(v.ends_at) FROM vacations v
        WHERE v.player_id = mover AND v.starts_at <= now() AND v.ends_at > now()), now())
      END + make_interval(secs => seconds)
  $$;

  -- Mails and pushes waiting to leave, kept in the database so that a restart or another process loses none
  -- (notifications/outbox.ts). A row is claimed until claimed_until by one process (FOR UPDATE SKIP LOCKED),
  -- sent, then marked done. turn: the game's version when the turn began, so that a turn gets each kind once.
  CREATE TABLE outbox (
    id bigserial PRIMARY KEY,
    kind text NOT NULL CHECK (kind IN ('confirm', 'your-move', 'reminder', 'digest')),
    channel text NOT NULL CHECK (channel IN ('mail', 'push')),
    player_id text NOT NULL REFERENCES players (id) ON DELETE CASCADE,
    game_id text REFERENCES games (id),
    turn integer,
    send_after timestamptz NOT NULL DEFAULT now(),
    claimed_until timestamptz,
    attempts integer NOT NULL DEFAULT 0,
    state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'dropped', 'failed')),
    last_error text,
    created_at timestamptz NOT NULL DEFAULT now(),
    done_at timestamptz
  );
  CREATE UNIQUE INDEX outbox_once_a_turn ON outbox (kind, channel, player_id, game_id, turn)
    WHERE game_id IS NOT NULL;
  CREATE UNIQUE INDEX outbox_one_digest ON outbox (player_id) WHERE kind = 'digest' AND state = 'pending';
  CREATE INDEX outbox_due ON outbox (send_after) WHERE state = 'pending';

  -- When a correspondence turn begins (a game starts, or the turn passes: the deadline restarts with a new
  -- version), the player to move is told by every way they have set up: a mail now, or a daily digest, and a
  -- push now; and a reminder when a fifth of the turn is left. One statement path for every way a turn
  -- begins, so none is missed. A deadline moved by a vacation keeps its version and starts no turn.
  CREATE FUNCTION enqueue_turn_notices() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    mover text := CASE NEW.to_move WHEN 0 THEN NEW.player0 ELSE NEW.player1 END;
    mail text;
    pushes boolean;
  BEGIN
    IF mover IS NULL THEN RETURN NULL; END IF;
    SELECT m.mode INTO mail FROM mail_addresses m WHERE m.player_id = mover AND m.confirmed_at IS NOT NULL;
    pushes := EXISTS (SELECT 1 FROM push_subscriptions p WHERE p.player_id = mover);
    IF mail IS NULL AND NOT pushes THEN RETURN NULL; END IF;
    INSERT INTO outbox (kind, channel, player_id, game_id, turn, send_after)
      SELECT n.kind, n.channel, mover, NEW.id, NEW.version, n.send_after
      FROM (VALUES
        ('your-move', 'mail', mail = 'each', now()),
        ('your-move', 'push', pushes, now()),
        ('reminder', 'mail', mail IS NOT NULL,
          NEW.turn_deadline - make_interval(secs => NEW.turn_seconds / 5.0)),
        ('reminder', 'push', pushes, NEW.turn_deadline - make_interval(secs => NEW.turn_seconds / 5.0))
      ) AS n(kind, channel, wanted, send_after)
      WHERE n.wanted
      ON CONFLICT DO NOTHING;
    IF mail = 'digest' THEN
      -- The next digest goes at 08:00 UTC and lists every game waiting for the player then.
      INSERT INTO outbox (kind, channel, player_id, send_after)
        VALUES ('digest', 'mail', mover, date_trunc('day', now() - interval '8 hours') + interval '1 day 8 hours')
        ON CONFLICT DO NOTHING;
    END IF;
    PERFORM pg_notify('katz_outbox', '');
    RETURN NULL;
  END
  $$;
  CREATE TRIGGER games_turn_started AFTER INSERT ON games FOR EACH ROW
    WHEN (NEW.turn_seconds >= 86400 AND NEW.state = 'running' AND NEW.turn_deadline IS NOT NULL)
    EXECUTE FUNCTION enqueue_turn_notices();
  CREATE TRIGGER games_turn_passed AFTER UPDATE ON games FOR EACH ROW
    WHEN (NEW.turn_seconds >= 86400 AND NEW.state = 'running' AND NEW.turn_deadline IS NOT NULL
      AND NEW.version <> OLD.version AND NEW.turn_deadline IS DISTINCT FROM OLD.turn_deadline)
    EXECUTE FUNCTION enqueue_turn_notices();

  -- store_plays as migration 10 left it, its new deadline by next_turn_deadline.
  CREATE OR REPLACE FUNCTION store_plays(plays jsonb, channel text)
    RETURNS TABLE (id text, turn_deadline timestamptz, updated_at timestamptz, read_at timestamptz,
      name0 text, name1 text)
    LANGUAGE plpgsql AS $$
  #variable_conflict use_column
  BEGIN
    RETURN QUERY
    WITH input AS (
      SELECT * FROM jsonb_to_recordset(plays) AS i(id text, version integer, position jsonb,
        deadline text, seat smallint, client_action_id text, action jsonb, events jsonb, notice text,
        result jsonb, carry boolean)
    ), updated AS (
      UPDATE games g SET position = i.position, version = i.version + 1, updated_at = now(),
        state = CASE WHEN i.result IS NULL THEN 'running' ELSE 'over' END, result = i.result,
        turn_deadline = CASE i.deadline WHEN 'none' THEN NULL WHEN 'keep' THEN g.turn_deadline
          ELSE next_turn_deadline(CASE i.position->>'toMove' WHEN '0' THEN g.player0 ELSE g.player1 END,
            g.turn_seconds) END
      FROM input i
      WHERE g.id = ANY (ARRAY(SELECT id FROM input)) AND g.id = i.id AND g.version = i.version
        AND NOT EXISTS (SELECT 1 FROM game_log l
          WHERE l.game_id = i.id AND l.seat = i.seat AND l.client_action_id = i.client_action_id)
      RETURNING g.id, g.player0, g.player1, g.turn_deadline, g.updated_at, now() AS read_at
    ), logged AS (
      INSERT INTO game_log (game_id, version, seat, kind, action, client_action_id, events)
      SELECT i.id, i.version + 1, i.seat, 'action', i.action, i.client_action_id, i.events
      FROM updated u JOIN input i ON i.id = u.id
    ), named AS (
      SELECT u.id, u.turn_deadline, u.updated_at, u.read_at,
        (SELECT name FROM players WHERE players.id = u.player0) AS name0,
        (SELECT name FROM players WHERE players.id = u.player1) AS name1
      FROM updated u
    ), announced AS (
      SELECT pg_notify(channel, CASE WHEN i.carry
        THEN (i.notice::jsonb || jsonb_build_object('stored', jsonb_build_object('at', n.updated_at,
          'deadline', n.turn_deadline, 'names', jsonb_build_array(n.name0, n.name1))))::text
        ELSE i.notice END)
      FROM named n JOIN input i ON i.id = n.id
    )
    SELECT n.id, n.turn_deadline, n.updated_at, n.read_at, n.name0, n.name1
    FROM named n, (SELECT count(*) FROM announced) AS sent;
  END
  $$;

  -- accept_challenge as migration 11 left it, its first deadline by next_turn_deadline.
  CREATE OR REPLACE FUNCTION accept_challenge(challenge_id text, acceptor_id text, new_game_id text, new_seed text,
      new_seed_hash text, new_shuffle text, new_bot_seed text, new_position jsonb, channel text)
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
    ELSIF offer.rated AND NOT EXISTS
        (SELECT 1 FROM players p WHERE p.id = acceptor_id AND p.username IS NOT NULL) THEN
      refusal := 'account-required';
    ELSIF offer.state <> 'open' THEN
      refusal := 'closed';
    END IF;
    IF refusal IS NOT NULL THEN
      RETURN QUERY SELECT refusal, offer.state, NULL::text, NULL::text, NULL::text, NULL::text,
        NULL::integer, NULL::boolean, NULL::double precision, NULL::integer, NULL::double precision,
        NULL::integer, NULL::timestamptz, NULL::timestamptz, NULL::timestamptz;
    ELSE
      INSERT INTO games (id, seed, seed_hash, shuffle, bot_seed, player0, player1, turn_seconds, position,
          state, turn_deadline, rated)
        VALUES (new_game_id, new_seed, new_seed_hash, new_shuffle, new_bot_seed, offer.creator, acceptor_id,
          offer.turn_seconds, new_position, 'running',
          next_turn_deadline(CASE new_position->>'toMove' WHEN '0' THEN offer.creator ELSE acceptor_id END,
            offer.turn_seconds),
          offer.rated);
      UPDATE challenges c SET state = 'accepted', game_id = new_game_id WHERE c.id = challenge_id;
      PERFORM pg_notify(channel, json_build_object('game', new_game_id, 'version', 0)::text);
      PERFORM pg_notify(channel, json_build_object('player', offer.creator, 'gameStarted', new_game_id)::text);
      PERFORM pg_notify(channel, json_build_object('player', acceptor_id, 'gameStarted', new_game_id)::text);
      RETURN QUERY SELECT 'accepted'::text, 'accepted'::text, g.player0, g.player1, p0.name, p1.name,
        g.turn_seconds, g.rated,
        CASE WHEN p0.username IS NOT NULL THEN coalesce(r0.rating, 1500) END,
        CASE WHEN p0.username IS NOT NULL THEN coalesce(r0.games, 0) END,
        CASE WHEN p1.username IS NOT NULL THEN coalesce(r1.rating, 1500) END,
        CASE WHEN p1.username IS NOT NULL THEN coalesce(r1.games, 0) END,
        g.turn_deadline, g.created_at, now()
      FROM games g JOIN players p0 ON p0.id = g.player0 JOIN players p1 ON p1.id = g.player1
        LEFT JOIN ratings r0 ON r0.player_id = g.player0 LEFT JOIN ratings r1 ON r1.player_id = g.player1
      WHERE g.id = new_game_id;
    END IF;
  END
  $$;
`;
