'use client';

import { useSearchParams } from 'next/navigation';
import { usePathname } from '@/i18n/navigation';

/** The header's search words: on the results page, the words searched for, to change or search again. */
export function SearchField({ placeholder }: { placeholder: string }) {
  const pathname = usePathname();
  const query = useSearchParams().get('q');
  const words = pathname === '/search' ? (query ?? '').trim().slice(0, 100) : '';
  // Keyed by the words: a new search from the results page shows its own.
  return <SearchInput key={words} placeholder={placeholder} words={words} />;
}

/** The field itself; without words it is also what pages rendered ahead of any query show. */
export function SearchInput({ placeholder, words = '' }: { placeholder: string; words?: string }) {
  return (
    <input
      id="site-search"
      name="q"
      type="search"
      maxLength={100}
      placeholder={placeholder}
      defaultValue={words}
      required
    />
  );
}
