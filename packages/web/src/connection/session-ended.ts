/** Where a page goes when the server ends its session (a logout elsewhere, a recovery): the login page, saying so. */
export const SESSION_ENDED_PAGE = '/login?ended=1';

/** Whether the login page was reached that way (its query), so that it says why. */
export const arrivedAfterSessionEnded = (search: string): boolean => new URLSearchParams(search).has('ended');
