/** The computer's levels, as the bots package defines them. */
export { BOT_LEVELS, PLAYER_LEVELS, type BotLevel } from '@katz/bots';
