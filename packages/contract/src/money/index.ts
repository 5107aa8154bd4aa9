export * from './money.ts';
export * from './currency.ts';
export * from './words.ts';
export * from './usual-fees.ts';
