/** Why a bot lost a game without playing it out: the match runner forfeits the game and says why. */
export type FaultKind = 'handshake' | 'nonsense' | 'illegal' | 'timeout' | 'exited';

export class BotFault extends Error {
  override readonly name = 'BotFault';
  constructor(
    readonly kind: FaultKind,
    message: string,
  ) {
    super(message);
  }
}
