/**
 * Whether a display name reads as a web or mail address. Such a name is refused: it would be shown to the
 * opponent at the table and written into the subject and text of their mails, where a mail program turns it
 * into a link ("Your move against www.evil.example/login"). What counts as one is what linkify-it, the link
 * finder of markdown-it, finds with every top-level domain IANA lists (the `tlds` package): a scheme
 * (`https://`), a mail address, or a host ending in a real top-level domain (`evil.com`, `katz.de`); and any
 * name with `www.` in it, which mail programs take for a link whatever follows. "Dr. Who", "Anna.Maria" or
 * "node.js" are names.
 */
import LinkifyIt from 'linkify-it';
import TOP_LEVEL_DOMAINS from 'tlds' with { type: 'json' };

const links = new LinkifyIt().tlds([...TOP_LEVEL_DOMAINS]);

export const looksLikeAddress = (name: string): boolean => /www\./iu.test(name) || links.test(name);
