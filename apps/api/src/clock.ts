/**
 * The time services act at. Services take it as a dependency instead of
 * reading the system clock, so a test can say when "now" is (testing/clock.ts)
 * and one request sees one time throughout.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
