/**
 * The key by which two names count as the same: a name nobody can tell apart from a registered player's by
 * looking is that player's. It is Unicode TS #39's skeleton (every character mapped to its prototype in
 * Unicode's confusables table, between two NFD normalizations), taken after NFKC and case folding, so that
 * "Ivan0", "lvan0", "IVANO", "ivan0" and "Іvаn0" (with a Cyrillic І and а) have one key.
 *
 * Case is folded to upper case first and to lower case after the mapping: the table tells the capital I from
 * the small l only as written, so folding to lower case first would part "Ivan" (which looks like "lvan") from
 * "lvan". Characters that show nothing (zero-width and other default-ignorable code points) are dropped, and
 * runs of white space count as one space.
 */
import { rectifyConfusion } from 'unicode-confusables';

const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cc}]/gu;

const skeleton = (text: string): string => rectifyConfusion(text.normalize('NFD')).normalize('NFD');

export function nameKey(name: string): string {
  const folded = name.normalize('NFKC').replace(INVISIBLE, '').replace(/\s+/gu, ' ').trim().toUpperCase();
  return skeleton(skeleton(folded).toLowerCase());
}
