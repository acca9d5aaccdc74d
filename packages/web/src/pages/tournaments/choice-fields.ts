/** What each of the creation form's fields is handed: all the choices so far, and a way to change some of them. */
import type { TournamentChoices } from './tournament-body.js';

export interface ChoiceFieldProps {
  readonly choices: TournamentChoices;
  readonly choose: (changed: Partial<TournamentChoices>) => void;
}
