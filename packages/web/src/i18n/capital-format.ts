/**
 * The `capital` format (`{{card, capital}}`): a sentence that begins with a card's name begins with a capital,
 * whatever the name's own case ("klaveren 10", "king of hearts", "a card"). German names are capitals already.
 */
import type { i18n } from 'i18next';

function capitalized(text: string, language: string | undefined): string {
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}

export function addCapitalFormat(instance: i18n): void {
  instance.services.formatter?.add('capital', (value: unknown, language: string | undefined) =>
    capitalized(String(value), language),
  );
}
