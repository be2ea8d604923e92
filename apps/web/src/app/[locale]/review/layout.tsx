import { pathLayout } from '@/components/path-messages';

/** Paths under /review load the `review` namespace. */
export default pathLayout('review');
