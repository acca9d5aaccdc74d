import type { Migration } from '../migrate.js';

export const migration: Migration = {
  version: 15,
  sql: `
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

  -- Created with these tables, their current texts applied after the migrations: next_turn_deadline, the one rule
  -- of a turn's deadline (games/sql/next-turn-deadline.ts), and enqueue_turn_notices with its two triggers on
  -- games (notifications/sql/enqueue-turn-notices.ts); store_plays and accept_challenge began to use the first.
`,
};
