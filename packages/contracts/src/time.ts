/**
 * Lengths of time in milliseconds, for the API's rules (delivery, review
 * windows, expiries), its seed and the tests of every package: one
 * constant each. Calendar months are not a fixed length: the API's clock.ts
 * has addMonth.
 */
export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
