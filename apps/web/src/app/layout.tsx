import type { ReactNode } from 'react';

/** The language layout renders <html>; this root only passes through (next-intl's pattern). */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
