/** A player's name as a link to their profile: only registered players have one (their name is their user name). */
import type { ReactElement } from 'react';
import { Link } from 'react-router';

/** A registered player's profile page. */
export const profilePath = (username: string): string => `/players/${encodeURIComponent(username)}`;

/** The element `<Trans>` wraps a `<player>` name in: a link for a registered player, plain text otherwise. */
export function playerElement(username: string | null): ReactElement {
  return username === null ? <span /> : <Link to={profilePath(username)} />;
}
