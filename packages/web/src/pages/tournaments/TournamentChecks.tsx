/** The creation form's yes-or-no choices: rated, duplicate deals (a Swiss only, explained) and listed. */
import { DUPLICATE_MIN_PLAYERS } from '@katz/protocol';
import { useTranslation } from 'react-i18next';
import type { ChoiceFieldProps } from './choice-fields.js';

export function TournamentChecks({ choices, choose }: ChoiceFieldProps) {
  const { t } = useTranslation('tournaments');
  return (
    <>
      <Check
        label={t('create.rated')}
        checked={choices.rated}
        onChange={(rated) => {
          choose({ rated });
        }}
      />
      {choices.format === 'arena' ? null : (
        <>
          <Check
            label={t('create.duplicate')}
            describedBy="tournament-duplicate-help"
            checked={choices.duplicate}
            onChange={(duplicate) => {
              choose({ duplicate });
            }}
          />
          <p id="tournament-duplicate-help" className="muted tournament-help">
            {t('create.duplicateHelp', { min: DUPLICATE_MIN_PLAYERS })}
          </p>
        </>
      )}
      <Check
        label={t('create.listed')}
        checked={choices.listed}
        onChange={(listed) => {
          choose({ listed });
        }}
      />
    </>
  );
}

function Check({
  label,
  checked,
  onChange,
  describedBy,
}: {
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  /** The id of the paragraph that explains the choice. */
  readonly describedBy?: string;
}) {
  return (
    <label className="check">
      <input
        type="checkbox"
        aria-describedby={describedBy}
        checked={checked}
        onChange={(event) => {
          onChange(event.target.checked);
        }}
      />
      {label}
    </label>
  );
}
