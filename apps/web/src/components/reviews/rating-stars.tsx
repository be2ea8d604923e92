/**
 * Five stars filled to a rating (in tenths: 43 fills four stars and a third of the fifth), read out as
 * the `label` given (e.g. "4.3 out of 5 stars"); the drawn stars themselves are hidden from screen readers.
 */
export function RatingStars({
  tenths,
  label,
  small = false,
}: {
  tenths: number;
  label: string;
  small?: boolean;
}) {
  const percent = Math.max(0, Math.min(100, tenths * 2));
  return (
    <span className={small ? 'stars small' : 'stars'} role="img" aria-label={label}>
      <span className="stars-empty" aria-hidden="true">
        ★★★★★
      </span>
      <span className="stars-full" aria-hidden="true" style={{ width: `${percent}%` }}>
        ★★★★★
      </span>
    </span>
  );
}
