/** What one step of a tournament did: nothing yet, paired players, ended it, or cancelled it for want of players. */
export type TournamentStep = 'waiting' | 'paired' | 'finished' | 'cancelled';
