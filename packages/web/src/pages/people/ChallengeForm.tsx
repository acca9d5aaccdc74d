/**
 * Challenge one registered player directly (docs/social.md), from their profile or the friends page: the time per
 * turn and whether it is rated, then a wait for the answer that can be withdrawn. An accepted challenge opens its
 * game; a declined one, or one that ran out, says so.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../shared/ErrorNotice.js';
import { RatedChoice } from '../shared/RatedChoice.js';
import { TurnTimeField } from '../shared/TurnTimeField.js';
import { useDirectChallenge } from './use-direct-challenge.js';
import './people.css';

/** Two minutes a turn unless the player chooses otherwise: a live game, answered within its ten minutes. */
const FIRST_TURN_SECONDS = 120;

export function ChallengeForm({ name }: { readonly name: string }) {
  const { t } = useTranslation('pages');
  const challenge = useDirectChallenge(name);
  const [open, setOpen] = useState(false);
  const outcomeText = {
    declined: t('people.declined', { name }),
    expired: t('people.expired'),
    cancelled: t('people.withdrawn'),
    accepted: null,
  } as const;

  if (challenge.sent !== null) {
    return (
      <div className="challenge-form" role="status">
        <p>{t('people.waiting', { name })}</p>
        <button type="button" className="button" onClick={() => void challenge.withdraw()}>
          {t('people.withdraw')}
        </button>
        {challenge.failed ? <ErrorNotice error={challenge.failed} /> : null}
      </div>
    );
  }
  return (
    <div className="challenge-form">
      {challenge.outcome === null ? null : (
        <p className="muted" role="status">
          {outcomeText[challenge.outcome]}
        </p>
      )}
      {open ? (
        <ChallengeTerms
          name={name}
          sending={challenge.sending}
          onSend={(terms) => void challenge.send(terms)}
        />
      ) : (
        <button
          type="button"
          className="button"
          aria-expanded={false}
          onClick={() => {
            setOpen(true);
          }}
        >
          {t('people.challenge')}
        </button>
      )}
      {challenge.failed ? <ErrorNotice error={challenge.failed} /> : null}
    </div>
  );
}

/** The terms of a direct challenge: the time per turn and whether it is rated, and the button that sends it. */
function ChallengeTerms({
  name,
  sending,
  onSend,
}: {
  readonly name: string;
  readonly sending: boolean;
  readonly onSend: (terms: { turnSeconds: number; rated: boolean }) => void;
}) {
  const { t } = useTranslation('pages');
  const [turnSeconds, setTurnSeconds] = useState(FIRST_TURN_SECONDS);
  const [rated, setRated] = useState(false);
  return (
    <fieldset className="challenge-terms">
      <legend>{t('people.challengeTitle', { name })}</legend>
      <TurnTimeField
        id={`challenge-time-${name}`}
        label={t('home.friend.turnTime')}
        value={turnSeconds}
        onChange={setTurnSeconds}
      />
      <RatedChoice registered rated={rated} onChoose={setRated} />
      <button
        type="button"
        className="button button-primary"
        disabled={sending}
        onClick={() => {
          onSend({ turnSeconds, rated });
        }}
      >
        {sending ? t('people.sending') : t('people.send')}
      </button>
    </fieldset>
  );
}
