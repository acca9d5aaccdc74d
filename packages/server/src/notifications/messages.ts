/**
 * The words of mails and pushes, in the player's language (the one their browser used when they set the address
 * or the subscription up). Typed by one table, so that no language lacks a text.
 */
import { DAY_SECONDS, FALLBACK_LANGUAGE, isLanguage, type Language } from '@katz/protocol';
import { REMINDER_WHEN_LEFT } from './sql/reminder-at.js';

export interface Texts {
  readonly yourMove: (opponent: string) => string;
  /** A tournament game's first notice: its round has paired the player. */
  readonly begun: (opponent: string, tournament: string) => string;
  readonly movesFirst: (opponent: string) => string;
  readonly hurry: (opponent: string) => string;
  readonly left: (time: string) => string;
  /** A direct challenge to a player who is away: who, on what terms, how long it waits. */
  readonly challenged: (challenger: string) => string;
  readonly challengeTerms: (turnTime: string, rated: boolean) => string;
  readonly toAnswer: (time: string) => string;
  readonly days: (count: number) => string;
  readonly hours: (count: number) => string;
  readonly minutes: (count: number) => string;
  readonly seconds: (count: number) => string;
  readonly open: string;
  /** The link to the page that shows a player the challenges to them. */
  readonly answer: string;
  readonly digestSubject: (count: number) => string;
  /** A digest's subject when no game waits, only challenges. */
  readonly challengesSubject: (count: number) => string;
  readonly confirmSubject: string;
  readonly confirmBody: string;
  readonly unsubscribeLine: string;
  readonly confirmQuestion: string;
  readonly confirmButton: string;
  readonly confirmed: string;
  readonly unsubscribeQuestion: string;
  readonly unsubscribeButton: string;
  readonly unsubscribed: string;
  readonly unknownLink: string;
}

/** The reminder's share of the turn as the words give it, so that they change with the rule. */
const LEFT_PERCENT = Math.round(REMINDER_WHEN_LEFT * 100);

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const TEXTS: Readonly<Record<Language, Texts>> = {
  en: {
    yourMove: (opponent) => `Your move against ${opponent}`,
    begun: (opponent, tournament) => `Your game against ${opponent} in ${tournament} has begun`,
    movesFirst: (opponent) => `${opponent} moves first: you will hear when it is your move`,
    hurry: (opponent) => `Less than ${LEFT_PERCENT}% of your time is left against ${opponent}`,
    left: (time) => `${time} left`,
    challenged: (challenger) => `${challenger} challenges you`,
    challengeTerms: (turnTime, rated) => `${turnTime} per turn, ${rated ? 'rated' : 'unrated'}`,
    toAnswer: (time) => `${time} left to answer`,
    days: (count) => plural(count, 'day', 'days'),
    hours: (count) => plural(count, 'hour', 'hours'),
    minutes: (count) => plural(count, 'minute', 'minutes'),
    seconds: (count) => plural(count, 'second', 'seconds'),
    open: 'Open the game',
    answer: 'Accept or decline',
    digestSubject: (count) =>
      count === 1 ? 'A game waits for your move' : `${count} games wait for your move`,
    challengesSubject: (count) =>
      count === 1 ? 'A challenge waits for your answer' : `${count} challenges wait for your answer`,
    confirmSubject: 'Confirm your mail address for Katz und Maus',
    confirmBody:
      'Follow this link to receive mails when it is your move in a correspondence game, or when someone challenges you while you are away:',
    unsubscribeLine: 'No more mails like this:',
    confirmQuestion:
      'Receive mails from Katz und Maus at this address when it is your move, or when someone challenges you?',
    confirmButton: 'Confirm',
    confirmed: 'Your mail address is confirmed.',
    unsubscribeQuestion: 'Stop all mails from Katz und Maus to this address?',
    unsubscribeButton: 'Unsubscribe',
    unsubscribed: 'Unsubscribed: no more mails will be sent to this address.',
    unknownLink: 'This link is not (or no longer) valid.',
  },
  de: {
    yourMove: (opponent) => `Du bist am Zug gegen ${opponent}`,
    begun: (opponent, tournament) => `Deine Partie gegen ${opponent} in ${tournament} hat begonnen`,
    movesFirst: (opponent) => `${opponent} zieht zuerst: du hörst von uns, wenn du am Zug bist`,
    hurry: (opponent) => `Weniger als ${LEFT_PERCENT} % deiner Zeit bleiben gegen ${opponent}`,
    left: (time) => `noch ${time}`,
    challenged: (challenger) => `${challenger} fordert dich heraus`,
    challengeTerms: (turnTime, rated) => `${turnTime} pro Zug, ${rated ? 'gewertet' : 'ungewertet'}`,
    toAnswer: (time) => `noch ${time} zum Antworten`,
    days: (count) => plural(count, 'Tag', 'Tage'),
    hours: (count) => plural(count, 'Stunde', 'Stunden'),
    minutes: (count) => plural(count, 'Minute', 'Minuten'),
    seconds: (count) => plural(count, 'Sekunde', 'Sekunden'),
    open: 'Zur Partie',
    answer: 'Annehmen oder ablehnen',
    digestSubject: (count) =>
      count === 1 ? 'Eine Partie wartet auf deinen Zug' : `${count} Partien warten auf deinen Zug`,
    challengesSubject: (count) =>
      count === 1
        ? 'Eine Herausforderung wartet auf deine Antwort'
        : `${count} Herausforderungen warten auf deine Antwort`,
    confirmSubject: 'Bestätige deine Mailadresse für Katz und Maus',
    confirmBody:
      'Folge diesem Link, um Mails zu bekommen, wenn du in einer Fernpartie am Zug bist oder dich jemand herausfordert, während du weg bist:',
    unsubscribeLine: 'Keine solchen Mails mehr:',
    confirmQuestion:
      'Mails von Katz und Maus an diese Adresse bekommen, wenn du am Zug bist oder dich jemand herausfordert?',
    confirmButton: 'Bestätigen',
    confirmed: 'Deine Mailadresse ist bestätigt.',
    unsubscribeQuestion: 'Keine Mails von Katz und Maus mehr an diese Adresse schicken?',
    unsubscribeButton: 'Abbestellen',
    unsubscribed: 'Abbestellt: an diese Adresse gehen keine Mails mehr.',
    unknownLink: 'Dieser Link gilt nicht (mehr).',
  },
  nl: {
    yourMove: (opponent) => `Jij bent aan zet tegen ${opponent}`,
    begun: (opponent, tournament) => `Je partij tegen ${opponent} in ${tournament} is begonnen`,
    movesFirst: (opponent) => `${opponent} begint: je hoort het zodra jij aan zet bent`,
    hurry: (opponent) => `Minder dan ${LEFT_PERCENT}% van je tijd over tegen ${opponent}`,
    left: (time) => `nog ${time}`,
    challenged: (challenger) => `${challenger} daagt je uit`,
    challengeTerms: (turnTime, rated) => `${turnTime} per beurt, ${rated ? 'met rating' : 'zonder rating'}`,
    toAnswer: (time) => `nog ${time} om te antwoorden`,
    days: (count) => plural(count, 'dag', 'dagen'),
    hours: (count) => plural(count, 'uur', 'uur'),
    minutes: (count) => plural(count, 'minuut', 'minuten'),
    seconds: (count) => plural(count, 'seconde', 'seconden'),
    open: 'Naar de partij',
    answer: 'Aannemen of afwijzen',
    digestSubject: (count) =>
      count === 1 ? 'Een partij wacht op jouw zet' : `${count} partijen wachten op jouw zet`,
    challengesSubject: (count) =>
      count === 1 ? 'Een uitdaging wacht op je antwoord' : `${count} uitdagingen wachten op je antwoord`,
    confirmSubject: 'Bevestig je mailadres voor Katz und Maus',
    confirmBody:
      'Volg deze link om mails te krijgen wanneer je aan zet bent in een correspondentiepartij, of wanneer iemand je uitdaagt terwijl je weg bent:',
    unsubscribeLine: 'Geen mails als deze meer:',
    confirmQuestion:
      'Mails van Katz und Maus op dit adres krijgen wanneer je aan zet bent, of wanneer iemand je uitdaagt?',
    confirmButton: 'Bevestigen',
    confirmed: 'Je mailadres is bevestigd.',
    unsubscribeQuestion: 'Geen mails van Katz und Maus meer naar dit adres sturen?',
    unsubscribeButton: 'Afmelden',
    unsubscribed: 'Afgemeld: naar dit adres gaan geen mails meer.',
    unknownLink: 'Deze link is niet (meer) geldig.',
  },
};

/** A notice's words in a language: its title, its line, and the link's. */
export type Words = (language: string) => {
  readonly title: string;
  readonly body: string;
  readonly open: string;
};

/** What an outbox row tells (compose.ts), in any language, and where it leads. */
export interface Message {
  readonly words: Words;
  readonly url: string;
  /** The push's tag: a newer push of the same tag replaces the one shown (packages/web/public/sw.js). */
  readonly tag: string;
  /** How long a push service keeps the push for a browser that is off, after which it is worth nothing. */
  readonly ttlSeconds: number;
}

export const textsOf = (language: string): Texts =>
  TEXTS[isLanguage(language) ? language : FALLBACK_LANGUAGE];

/**
 * A time left in the largest two units: "2 days 3 hours", "5 hours 10 minutes". Counted in minutes begun, so
 * that a turn of a day that has just begun says "1 day", not the "23 hours 59 minutes" its first second leaves.
 */
export function timeLeft(texts: Texts, milliseconds: number): string {
  const minutes = Math.max(0, Math.ceil(milliseconds / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return hours > 0 ? `${texts.days(days)} ${texts.hours(hours)}` : texts.days(days);
  if (hours > 0) return `${texts.hours(hours)} ${texts.minutes(minutes % 60)}`;
  return texts.minutes(minutes);
}

/** A turn's time in its largest whole unit: "30 seconds", "2 minutes", "1 day", as the web app writes it. */
export function turnTime(texts: Texts, seconds: number): string {
  if (seconds % DAY_SECONDS === 0) return texts.days(seconds / DAY_SECONDS);
  if (seconds % 3_600 === 0) return texts.hours(seconds / 3_600);
  if (seconds % 60 === 0) return texts.minutes(seconds / 60);
  return texts.seconds(seconds);
}
