/** The current time, injected so tests can move it (token expiry, rate-limit windows). */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}
