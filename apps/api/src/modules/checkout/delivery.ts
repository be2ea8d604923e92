/**
 * The checkout's choices on the cart (step checkoutShipping): the customer's delivery and invoice
 * addresses, and the carrier method that delivers the cart there.
 */
import {
  money,
  type Address,
  type CartAddressInput,
  type CartCarrierInput,
  type CartCarriers,
  type Locale,
} from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { AddressNotFound, getAddress } from '../account/index.ts';
import { AuthRequired } from '../auth/index.ts';
import { shippingOption, shippingOptions } from '../carriers/index.ts';
import { changeCartRow, findCart, workOutCart, type CartContext } from '../cart/index.ts';
import {
  CarrierNotAvailable,
  CheckoutAddressNotFound,
  CountryNotServed,
  DeliveryAddressRequired,
} from './errors.ts';

/** The signed-in customer (the routes ask for a session first). */
function customerOf(context: CartContext): number {
  if (context.customerId === null) throw new AuthRequired();
  return context.customerId;
}

async function ownAddress(
  db: Db,
  locale: Locale,
  customerId: number,
  addressId: number,
  path: 'addressDeliveryId' | 'addressInvoiceId',
): Promise<Address> {
  try {
    return await getAddress(db, locale, customerId, addressId);
  } catch (error) {
    if (error instanceof AddressNotFound) throw new CheckoutAddressNotFound(path);
    throw error;
  }
}

/**
 * `POST /v1/cart/address`: the delivery and invoice addresses, two of the customer's own (or one for
 * both). Some carrier must deliver the cart to the delivery country; that country becomes the cart's
 * estimate country too. A carrier chosen before stays chosen while it delivers there.
 */
export async function chooseAddresses(db: Db, context: CartContext, input: CartAddressInput) {
  const customerId = customerOf(context);
  return changeCartRow(db, context, async (trx, cart) => {
    const [delivery, invoice] = await Promise.all([
      ownAddress(trx, context.locale, customerId, input.addressDeliveryId, 'addressDeliveryId'),
      ownAddress(trx, context.locale, customerId, input.addressInvoiceId, 'addressInvoiceId'),
    ]);
    const worked = await workOutCart(trx, context, cart, { addresses: { delivery, invoice } });
    if (!worked.delivered) throw new CountryNotServed(delivery.countryIso);
    return {
      row: { address_delivery_id: delivery.id, address_invoice_id: invoice.id, country: delivery.countryIso },
    };
  });
}

/**
 * `GET /v1/cart/carriers`: the methods that deliver the cart to its delivery address, cheapest first,
 * each priced for this cart as the Cart prices its shipping; 409 without a delivery address.
 */
export async function cartCarriers(db: Db, context: CartContext): Promise<CartCarriers> {
  customerOf(context);
  const worked = await workOutCart(db, context, await findCart(db, context));
  const delivery = worked.addresses.delivery;
  if (!delivery) throw new DeliveryAddressRequired();
  const options = await shippingOptions(db, context.locale, worked.shipment);
  return {
    country: delivery.countryIso,
    items: options.map((option) => {
      const price = worked.shippingPrice(option);
      return {
        id: option.id,
        name: option.name,
        description: option.description,
        price: money(price),
        free: price === 0,
        freeAbove: option.freeAbove,
        deliveryDays: option.deliveryDays,
        chosen: worked.carrier?.id === option.id,
      };
    }),
  };
}

/** `POST /v1/cart/carriers`: one of the methods `cartCarriers` offers now, else 409. */
export async function chooseCarrier(db: Db, context: CartContext, input: CartCarrierInput) {
  customerOf(context);
  return changeCartRow(db, context, async (trx, cart) => {
    const worked = await workOutCart(trx, context, cart);
    if (!worked.addresses.delivery) throw new DeliveryAddressRequired();
    const option = await shippingOption(trx, context.locale, input.carrierMethodId, worked.shipment);
    if (!option) throw new CarrierNotAvailable();
    return { row: { carrier_method_id: option.id } };
  });
}
