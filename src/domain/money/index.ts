export * from './coins';
export * from './coin-shortfall';
export * from './match-price';
export * from './call-charge';
export * from './demo-host-free';
export * from './spend-limits';
export * from './coin-money-rate';
export * from './gift-confirmation';
