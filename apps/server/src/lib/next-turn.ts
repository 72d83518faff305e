/**
 * Resolves after the event loop has had a turn (timers, other requests' I/O). Long loops of work call it
 * now and then: the embedded PGlite answers its queries without a turn of the loop, so a loop of queries or
 * rows would otherwise hold the server for as long as it runs.
 */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
