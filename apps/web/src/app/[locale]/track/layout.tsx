import { pathLayout } from '@/components/path-messages';

/** Paths under /track load the `track` namespace. */
export default pathLayout('track');
