/** The computer's levels, as the bots package defines them. */
export { PLAYER_LEVELS, type BotLevel } from '@katz/bots';
