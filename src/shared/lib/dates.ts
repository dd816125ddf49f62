/** Dates in Dutch long form: two-digit day, long month name, numeric year (requirements §13.2). */
const dutchLong = new Intl.DateTimeFormat('nl-NL', {
  day: '2-digit',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Amsterdam',
});

export function formatDutchDate(value: string | Date): string {
  return dutchLong.format(typeof value === 'string' ? new Date(value) : value);
}
