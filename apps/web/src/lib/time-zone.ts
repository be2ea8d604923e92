import { DEFAULT_SHOP_TIME_ZONE } from '@tendero/contract/time-format';

/**
 * The shop's time zone (`SHOP_TIME_ZONE`, the API's setting too), built in by next.config.ts: every
 * time of day the storefront shows is written in it with the zone named, so the page rendered on the
 * server, the same page in any visitor's browser and the shop's mails say the same.
 */
export const SHOP_TIME_ZONE = process.env.SHOP_TIME_ZONE || DEFAULT_SHOP_TIME_ZONE;
