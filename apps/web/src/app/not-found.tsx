import { redirect } from 'next/navigation';
import { DEFAULT_LOCALE } from '@tendero/contract';

/** Paths outside any language go to the default language's home page, which has the localised 404. */
export default function RootNotFound() {
  redirect(`/${DEFAULT_LOCALE}`);
}
