/** Working days: Monday to Friday (carriers count neither weekends nor the day of the order). */
function addWorkingDays(from: Date, days: number): Date {
  const date = new Date(from);
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date;
}

/**
 * When a parcel sent today arrives, as the carrier's working days say: "Tue 12 May" or a range
 * "Di., 12. – Do., 14. Mai", in the page's language.
 */
export function deliveryWindow(
  locale: string,
  days: { min: number; max: number },
  today = new Date(),
): string {
  const format = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const first = addWorkingDays(today, days.min);
  const last = addWorkingDays(today, days.max);
  return days.min === days.max ? format.format(first) : format.formatRange(first, last);
}
