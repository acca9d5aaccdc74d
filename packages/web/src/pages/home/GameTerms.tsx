/**
 * The terms of a game with a person as the home page asks them, for a friend's invitation and for the pool: the
 * time per turn (each panel keeps its own) and whether it is rated (for registered players). A panel's own choices
 * (the friend's place in the lobby) come between the two.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RatedChoice } from '../shared/RatedChoice.js';
import { TurnTimeField } from '../shared/TurnTimeField.js';
import type { HomeChoiceProps } from './home-choices.js';

export function GameTerms({
  choices,
  onChoose,
  time,
  timeId,
  registered,
  children,
}: HomeChoiceProps & {
  /** Which of the kept times per turn the panel asks. */
  readonly time: 'friendSeconds' | 'personSeconds';
  /** The id of the time's choice, one per panel. */
  readonly timeId: string;
  readonly registered: boolean;
  readonly children?: ReactNode;
}) {
  const { t } = useTranslation('pages');
  return (
    <>
      <div className="row home-choices">
        <TurnTimeField
          id={timeId}
          label={t('home.friend.turnTime')}
          value={choices[time]}
          onChange={(seconds) => {
            onChoose({ [time]: seconds });
          }}
        />
      </div>
      {children}
      <RatedChoice
        registered={registered}
        rated={choices.rated}
        onChoose={(rated) => {
          onChoose({ rated });
        }}
      />
    </>
  );
}
