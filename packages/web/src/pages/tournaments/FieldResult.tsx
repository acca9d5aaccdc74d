/**
 * A duplicate table's result against the field, a line for each seat (docs/tournaments.md, "Scored against the
 * field"): who played first and second, how the game ended for them, how many of the round's other tables'
 * results from the same seat theirs beat (and tied), and the matchpoints that gave: "Anna, moving first: won by
 * the stock · better than 3 of 4 · 6 of 8 matchpoints". And a round's deal: its seed's hash from the start, the
 * seed once the round is over.
 */
import type { PairingField, PairingView, RoundDeal } from '@katz/protocol';
import { useTranslation } from 'react-i18next';

export function FieldResult({
  pairing,
  field,
}: {
  readonly pairing: PairingView;
  readonly field: PairingField;
}) {
  const { t } = useTranslation('tournaments');
  const seat0 = pairing.games[0]?.seat0;
  const [first, second] = pairing.players;
  if (second === null) return null;
  // The players in seat order: the pairing lists them by board, its game by seat.
  const seated = first.id === seat0 ? [first, second] : [second, first];
  return (
    <ul className="field-result">
      {seated.map((player, seat) => {
        const outcome = field.outcomes[seat === 0 ? 0 : 1];
        const tied = field.tied[seat === 0 ? 0 : 1];
        return (
          <li key={player.id}>
            {t('pairings.fieldLine', {
              name: player.name,
              seat: seat === 0 ? t('pairings.seatFirst') : t('pairings.seatSecond'),
              outcome: t(`pairings.outcome.${outcome.outcome}.${outcome.by}`),
              beaten: field.beaten[seat === 0 ? 0 : 1],
              others: field.others,
              tied: tied === 0 ? '' : t('pairings.fieldTied', { count: tied }),
              matchpoints: field.matchpoints[seat === 0 ? 0 : 1],
              top: field.top,
            })}
          </li>
        );
      })}
    </ul>
  );
}

/** A duplicate round's deal: the seed's hash, shortened with the whole on hover, and the seed once revealed. */
export function RoundDealLine({ deal }: { readonly deal: RoundDeal }) {
  const { t } = useTranslation('tournaments');
  return (
    <p className="muted round-deal">
      {t('pairings.deal')} <code title={deal.seedHash}>{deal.seedHash.slice(0, 12)}…</code>
      {deal.seed === null ? null : (
        <>
          {' · '}
          {t('pairings.seed')} <code>{deal.seed}</code>
        </>
      )}
    </p>
  );
}
