/**
 * The end of every format's standings order: after their own points and tie-breaks, the rating at joining (the
 * higher first), then the id, so that the order is total and every process agrees.
 */
export interface Ranked {
  readonly id: string;
  readonly rating: number;
}

export const byRatingThenId = (a: Ranked, b: Ranked): number =>
  b.rating - a.rating || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
