// A wait in words for a refusal's message ("41 s", "9 min", "5 h 12 min"), the same seconds as its Retry-After.

/** `seconds` (rounded up) as a person reads a wait: seconds under a minute, minutes under an hour, else hours and minutes. */
export function waitInWords(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `${s} s`;
  const minutes = Math.ceil(s / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}
