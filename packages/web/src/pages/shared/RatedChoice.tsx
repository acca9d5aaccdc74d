/** The choice of a rated game: for registered players; a guest sees it, unavailable, and how to get it. */
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Whether a game asked for is rated: only a registered player's, whatever a guest's stored choice says. */
export const ratedIfRegistered = (registered: boolean, rated: boolean): boolean => registered && rated;

export function RatedChoice({
  registered,
  rated,
  onChoose,
}: {
  readonly registered: boolean;
  readonly rated: boolean;
  readonly onChoose: (rated: boolean) => void;
}) {
  const { t: r } = useTranslation('ratings');
  // A page may offer it twice (a person now, a friend): each its own note.
  const note = useId();
  return (
    <>
      <label className="check">
        <input
          type="checkbox"
          checked={ratedIfRegistered(registered, rated)}
          disabled={!registered}
          aria-describedby={registered ? undefined : note}
          onChange={(event) => {
            onChoose(event.target.checked);
          }}
        />
        <span>{r('ratedChoice')}</span>
      </label>
      {registered ? null : (
        <p id={note} className="muted">
          <Trans
            t={r}
            i18nKey="ratedNeedsAccount"
            components={{ register: <Link to="/register" />, login: <Link to="/login" /> }}
          />
        </p>
      )}
    </>
  );
}
