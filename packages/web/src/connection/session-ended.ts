/** Where a page goes when the server ends its session (a logout elsewhere, a recovery): the login page, saying so. */
export const SESSION_ENDED_PAGE = '/login?ended=1';

/** Whether the login page was reached that way (its query), so that it says why. */
export const arrivedAfterSessionEnded = (search: string): boolean => new URLSearchParams(search).has('ended');

/**
 * Whether this page is logging out itself: the server then ends its session, its live connection hears so, and the
 * page goes to the start page as log-out.ts says, not to the login page as after a logout elsewhere.
 */
let loggingOut = false;
/** Marks the page as logging out; the function returned takes it back (the server refused). */
export const markLoggingOut = (): (() => void) => {
  loggingOut = true;
  return () => {
    loggingOut = false;
  };
};
export const loggingOutHere = (): boolean => loggingOut;
