import type { MarketingEntity } from '@tendero/contract';

/** The shop's selling points (free shipping, returns, …), one line each. */
export function SellingPoints({ points }: { points: MarketingEntity[] }) {
  return (
    <ul className="usp">
      {points.map((point) => (
        <li key={point.id}>
          <strong>{point.title}</strong>
          <span>{point.body}</span>
        </li>
      ))}
    </ul>
  );
}
