/** For a viewer who did not play the game: whose decisions to learn from, each player's by name. */
import type { PlayerIndex } from '@katz/engine';
import { useTranslation } from 'react-i18next';

export function SeatChoice({
  seat,
  names,
  onChoose,
}: {
  readonly seat: PlayerIndex;
  readonly names: readonly [string, string];
  readonly onChoose: (seat: PlayerIndex) => void;
}) {
  const { t } = useTranslation('pages');
  return (
    <fieldset className="mistakes-seats">
      <legend>{t('learn.whose')}</legend>
      {([0, 1] as const).map((option) => (
        <label key={option} className="check">
          <input
            type="radio"
            name="mistakes-seat"
            checked={seat === option}
            onChange={() => {
              onChoose(option);
            }}
          />
          <span>{names[option]}</span>
        </label>
      ))}
    </fieldset>
  );
}
