import { pathLayout } from '@/components/path-messages';

/** Paths under /return load the `return` namespace. */
export default pathLayout('return');
