/**
 * The table's element, once drawn, and the work the table's controller (table-controller.ts) does on it: the
 * movements are made in it, the keyboard's focus is put back after each render (table-focus.ts), the pile shown
 * follows its pointer and keys (pile-show.ts), and while plays are held leaving the page asks first
 * (held-plays.ts). Without an element (a unit test in Node) nothing is done on the page.
 */
import { askBeforeLeaving } from './held-plays.js';
import type { Region } from './keyboard.js';
import { listenForPileShow, type PileShowState } from './pile-show.js';
import {
  focusAfterRender,
  focusTableIfFree,
  keyOnTable,
  listenForFocusLeaving,
  type FocusWanted,
  type TableKey,
} from './table-focus.js';

/** What the element's work reads of the table: the pile shown, whether a card is held, whether plays are. */
export interface ElementTable extends PileShowState {
  readonly holdsPlays: () => boolean;
}

export class TableElement {
  private element: HTMLElement | null = null;
  /** Stops the element's listeners. */
  private unbind: (() => void) | null = null;
  private stopAsking: (() => void) | null = null;
  /** The focus asked for, after the next render. */
  private focusWanted: FocusWanted | null = null;
  /** The region that had the focus last, while the focus is on the table. */
  private focusHad: Region | null = null;

  constructor(private readonly table: ElementTable) {}

  /** The element, or null while the table is not drawn. */
  get root(): HTMLElement | null {
    return this.element;
  }

  attach(root: HTMLElement): void {
    this.detach();
    this.element = root;
    focusTableIfFree(root);
    const stopFocus = listenForFocusLeaving(root, () => {
      this.focusHad = null;
    });
    const stopPile = listenForPileShow(root, this.table);
    this.unbind = () => {
      stopFocus();
      stopPile();
    };
    this.keepAsking();
  }

  detach(): void {
    this.unbind?.();
    this.unbind = null;
    this.element = null;
    this.keepAsking();
  }

  /** After every render: the focus asked for, or given back when its item left the page. */
  rendered(): void {
    if (this.element === null) return;
    const want = this.focusWanted;
    this.focusWanted = null;
    focusAfterRender(this.element, want, this.focusHad);
  }

  /** The focus goes to `where` after the next render. */
  focusNext(where: FocusWanted): void {
    this.focusWanted = where;
  }

  /** An item of `region` has the focus. */
  focused(region: Region): void {
    this.focusHad = region;
  }

  /** A digit, an arrow, Home or End moves on the table (table-focus.ts). */
  key(event: TableKey): void {
    if (this.element !== null) keyOnTable(this.element, event);
  }

  /** While plays are held on the drawn table, leaving the page asks first (held-plays.ts). */
  keepAsking(): void {
    const ask = this.element !== null && this.table.holdsPlays();
    if (ask && this.stopAsking === null) this.stopAsking = askBeforeLeaving();
    if (!ask && this.stopAsking !== null) {
      this.stopAsking();
      this.stopAsking = null;
    }
  }
}
