import type { AccountTables } from '../modules/account/tables.ts';
import type { AuthTables } from '../modules/auth/tables.ts';
import type { CarrierTables } from '../modules/carriers/tables.ts';
import type { CartTables } from '../modules/cart/tables.ts';
import type { CatalogTables } from '../modules/catalog/tables.ts';
import type { CmsTables } from '../modules/cms/tables.ts';
import type { DocumentTables } from '../modules/documents/tables.ts';
import type { EventTables } from '../modules/events/tables.ts';
import type { GeoTables } from '../modules/geo/tables.ts';
import type { MailTables } from '../modules/mail/tables.ts';
import type { MarketingTables } from '../modules/marketing/tables.ts';
import type { OperatorTables } from '../modules/back-office/tables.ts';
import type { OrderTables } from '../modules/orders/tables.ts';
import type { PointsTables } from '../modules/points/tables.ts';
import type { PaymentTables } from '../modules/payments/tables.ts';
import type { PricingTables } from '../modules/pricing/tables.ts';
import type { PromotionTables } from '../modules/promotions/tables.ts';
import type { RefundTables } from '../modules/refunds/tables.ts';
import type { ReturnTables } from '../modules/returns/tables.ts';
import type { ShippingTables } from '../modules/shipping/tables.ts';

/** Every table, each declared beside the module that owns it. */
export interface Database
  extends
    GeoTables,
    CatalogTables,
    PricingTables,
    PromotionTables,
    MarketingTables,
    CmsTables,
    MailTables,
    EventTables,
    AccountTables,
    AuthTables,
    CartTables,
    CarrierTables,
    OrderTables,
    PaymentTables,
    PointsTables,
    DocumentTables,
    OperatorTables,
    RefundTables,
    ReturnTables,
    ShippingTables {}
