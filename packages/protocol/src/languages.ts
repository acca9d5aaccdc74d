/**
 * The languages the product speaks (the web app, its guests' names, notices and mails): the one list, so that a
 * language added here is one every part must then provide (their tables are typed by `Language`).
 */
export const LANGUAGES = ['de', 'nl', 'en'] as const;

export type Language = (typeof LANGUAGES)[number];

/** The language for someone who asks for none of these, and of any word missing in another language. */
export const FALLBACK_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
