/**
 * RATE_LIMIT_FACTOR for the servers the benches start: a bench drives the server flat out
 * from one address on purpose, which the default limits would rightly call a flood.
 */
export const BENCH_RATE_LIMIT_FACTOR = '1000';
