/** The computer's levels, from the bots package (through the interim player until that package lands). */
export { PLAYER_LEVELS, type BotLevel } from './interim-bot.js';
