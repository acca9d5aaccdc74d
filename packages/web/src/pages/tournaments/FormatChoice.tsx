/** The creation form's choice of format, Swiss or arena, each explained beside its radio. */
import { TOURNAMENT_FORMATS, type TournamentFormat } from '@katz/protocol';
import { useTranslation } from 'react-i18next';

export function FormatChoice({
  format,
  onChoose,
}: {
  readonly format: TournamentFormat;
  readonly onChoose: (format: TournamentFormat) => void;
}) {
  const { t } = useTranslation('tournaments');
  return (
    <fieldset className="tournament-format">
      <legend>{t('create.format')}</legend>
      {TOURNAMENT_FORMATS.map((choice) => (
        <div key={choice} className="tournament-format-option">
          <label className="check">
            <input
              type="radio"
              name="tournament-format"
              value={choice}
              checked={format === choice}
              aria-describedby={`tournament-${choice}-help`}
              onChange={() => {
                onChoose(choice);
              }}
            />
            {t(`create.${choice}`)}
          </label>
          <p id={`tournament-${choice}-help`} className="muted tournament-help">
            {t(`create.${choice}Help`)}
          </p>
        </div>
      ))}
    </fieldset>
  );
}
