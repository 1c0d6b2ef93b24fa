/** Discover rules: the feed's order, popularity's window, ranking periods, spoken languages. */
export * from './feed-order';
export * from './popularity';
export * from './ranking-period';
export * from './spoken-languages';
