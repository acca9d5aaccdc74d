/** The computer's name at a level, in the pages' words, for `seatName` (`game/seat-name.ts`). */
import type { TFunction } from 'i18next';
import type { ComputerName } from '../../game/seat-name.js';
import { levelName } from '../../i18n/level-words.js';

export const computerName =
  (t: TFunction<'pages'>): ComputerName =>
  (level) =>
    t('computer.named', { level: levelName(level) });
