/** The choice of a rated game: for registered players; a guest sees it, unavailable, and how to get it. */
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';

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
  return (
    <>
      <label className="check">
        <input
          type="checkbox"
          checked={registered && rated}
          disabled={!registered}
          aria-describedby={registered ? undefined : 'rated-needs-account'}
          onChange={(event) => {
            onChoose(event.target.checked);
          }}
        />
        <span>{r('ratedChoice')}</span>
      </label>
      {registered ? null : (
        <p id="rated-needs-account" className="muted">
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
