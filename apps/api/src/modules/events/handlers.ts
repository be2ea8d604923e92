import type { Db } from '../../db/database.ts';
import { notifyStockAlerts } from '../catalog/index.ts';
import type { ShopOrigins } from '../mail/index.ts';
import type { EventHandler, EventType } from './types.ts';

export interface EventHandlerDeps {
  db: Db;
  /** Where links in mails point. */
  shop: ShopOrigins;
}

/** The modules that react to each event type: every type has its handler, the compiler checks it. */
export function eventHandlers({ db, shop }: EventHandlerDeps): { [T in EventType]: EventHandler<T> } {
  return {
    'product.restocked': async ({ productId }) => {
      await notifyStockAlerts(db, shop, productId);
    },
  };
}
