'use client';

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { Alternate } from '@tendero/contract';

type Setter = (alternates: Alternate[] | null) => void;
const AlternatesContext = createContext<{ alternates: Alternate[] | null; set: Setter }>({
  alternates: null,
  set: () => undefined,
});

/**
 * Where this page lives in the other languages (a product's localised paths), so the language picker
 * lands on the same product or category. Pages without alternates keep their path.
 */
export function AlternatesProvider({ children }: { children: ReactNode }) {
  const [alternates, set] = useState<Alternate[] | null>(null);
  return <AlternatesContext.Provider value={{ alternates, set }}>{children}</AlternatesContext.Provider>;
}

export function PageAlternates({ alternates }: { alternates: Alternate[] }) {
  const { set } = useContext(AlternatesContext);
  useEffect(() => {
    set(alternates);
    return () => set(null);
  }, [alternates, set]);
  return null;
}

export function useAlternates(): Alternate[] | null {
  return useContext(AlternatesContext).alternates;
}
