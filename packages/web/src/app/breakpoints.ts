/**
 * The app's breakpoints: the only widths and heights a media query asks about, in the style sheets and in the
 * code. A media query cannot read a custom property (tokens.css), so the sheets write these values literally;
 * test/styles.test.ts checks that every width and height in an `@media` of every sheet is one of them, and the
 * code builds its queries from them.
 */
export const BREAKPOINTS = {
  /** A small phone: the table's tightest layout (five piles across), the turn notice's stacked bar. */
  smallPhone: '420px',
  /** A phone held upright: the ratings' and the profile's tables drop a column. */
  compact: '30rem',
  /** A phone: the practice bar's own width, below which its words go to screen readers only. */
  phone: '600px',
  /** The header folds its navigation behind a menu button; the replay's steps go to a bar at the bottom. */
  narrow: '40rem',
  /** The review's graph and table side by side. */
  medium: '48rem',
  /** The home page's two columns. */
  large: '60rem',
  /** The replay's board beside its moves. */
  xlarge: '64rem',
  /** Room for the guided game's steps beside the table (with `tableTall`, the table's wide cards). */
  tableWide: '1000px',
  /** Room for the last turn and the move list in a column beside the felt. */
  tableSide: '1200px',
  /** The least height for the table's wide layouts (a height, beside `tableWide` and `tableSide`). */
  tableTall: '700px',
} as const;

/** The screens with the column beside the felt (the `.table-body` rule of the table's sheet). */
export const TABLE_SIDE_QUERY = `(min-width: ${BREAKPOINTS.tableSide}) and (min-height: ${BREAKPOINTS.tableTall})`;

/** The screens where a guide sits beside the table: the guided game's steps, a mistake's task (practice.css). */
export const GUIDE_BESIDE_QUERY = `(min-width: ${BREAKPOINTS.tableWide})`;
