/** Who sits in a seat, in words: a person's name, or the computer with its level's name. */
import type { SeatView } from '@katz/protocol';
import type { TFunction } from 'i18next';

export function seatName(t: TFunction<'pages'>, seat: SeatView): string {
  return seat.kind === 'person' ? seat.name : t('computer.named', { level: t(`levels:name.${seat.level}`) });
}
