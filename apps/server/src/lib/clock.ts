/**
 * The wall clock, read here and nowhere else in server code (lint: no `Date.now` outside this file, id
 * generation and start-up timing). Services take `now: () => number` from the composition root so tests move it.
 */
export const systemClock = (): number => Date.now();
