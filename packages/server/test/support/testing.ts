/**
 * What other packages' tests use to run a real server (imported as `@katz/server/testing`): the same servers,
 * settings and scratch databases the server's own tests use, so there is one way to start one.
 */
export { RestartableServer } from './restartable-server.js';
export { startServerOn, startTestServer, type TestServer } from './test-server.js';
export { DATABASE_KINDS, scratchDatabase, type ScratchDatabase } from './databases.js';
export { keepMadeUpReview, madeUpReview, type MadeUpDecision, type MadeUpSeat } from './kept-reviews.js';
