/**
 * The delivery promise of requirements §13.1: ordered before 18:00 (Amsterdam time) on a working day means
 * delivered within 2 working days. After 18:00, or at the weekend, the count starts at the next
 * working day. Working days are Monday to Friday; public holidays are not modelled.
 */
const SHOP_TIME_ZONE = 'Europe/Amsterdam';
const CUTOFF_HOUR = 18;
export const WORKING_DAYS_TO_DELIVER = 2;

const DAY_MS = 24 * 60 * 60 * 1000;

// Intl knows the Amsterdam DST rules, so the cut-off is 18:00 local in winter and summer alike.
const amsterdamClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  hourCycle: 'h23',
});

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
}

function amsterdamWallTime(at: Date): WallTime {
  const parts = amsterdamClock.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour') };
}

/** Calendar days are handled as noon UTC: far from midnight in every time zone, so no DST slip. */
function isWorkingDay(dayNoonUtc: number): boolean {
  const weekday = new Date(dayNoonUtc).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

function nextWorkingDay(dayNoonUtc: number): number {
  let day = dayNoonUtc + DAY_MS;
  while (!isWorkingDay(day)) day += DAY_MS;
  return day;
}

/**
 * The latest day the order arrives, as the Amsterdam calendar date. The answer is that date at
 * 12:00 UTC, so formatting it in any European or American time zone shows the same date.
 */
export function expectedDeliveryDate(orderedAt: Date): Date {
  const wall = amsterdamWallTime(orderedAt);
  let day = Date.UTC(wall.year, wall.month - 1, wall.day, 12);
  if (!isWorkingDay(day) || wall.hour >= CUTOFF_HOUR) day = nextWorkingDay(day);
  for (let i = 0; i < WORKING_DAYS_TO_DELIVER; i += 1) day = nextWorkingDay(day);
  return new Date(day);
}
