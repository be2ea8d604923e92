import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AddressInput, AddressPatch } from '@tendero/contract';
import { useTestApp } from '../../test/app.ts';
import { aCustomer, anAddress, BERLIN } from '../../test/fixtures.ts';
import { statesOfCountry } from '../geo/service.ts';
import {
  addAddress,
  AddressInvalid,
  AddressLimit,
  AddressNotFound,
  changeAddress,
  getAddress,
  listAddresses,
  MAX_ADDRESSES,
  removeAddress,
} from './addresses.ts';

/** Input as the routes read it from a request. */
const input = (fields: Partial<z.input<typeof AddressInput>> = {}) =>
  AddressInput.parse({ ...BERLIN, ...fields });
const patch = (fields: z.input<typeof AddressPatch>) => AddressPatch.parse(fields);

describe('address rules', () => {
  const ctx = useTestApp();
  const db = () => ctx.app.database.db;
  const all = async (customerId: number) =>
    (await listAddresses(db(), 'en', customerId, { limit: MAX_ADDRESSES })).items;
  const defaults = async (customerId: number) => {
    const items = await all(customerId);
    return {
      delivery: items.filter((item) => item.defaultDelivery).map((item) => item.id),
      invoice: items.filter((item) => item.defaultInvoice).map((item) => item.id),
    };
  };

  it('makes the first address both defaults, asked or not; a later one only what it asks for', async () => {
    const customer = await aCustomer(ctx.app);
    const first = await addAddress(db(), 'en', customer.id, input({ type: 'billing' }));
    expect(first).toMatchObject({ defaultDelivery: true, defaultInvoice: true, countryName: 'Germany' });
    const second = await addAddress(db(), 'en', customer.id, input());
    expect(second).toMatchObject({ defaultDelivery: false, defaultInvoice: false });
    const third = await addAddress(db(), 'en', customer.id, input({ defaultInvoice: true }));
    expect(third).toMatchObject({ defaultDelivery: false, defaultInvoice: true });
    expect(await defaults(customer.id)).toEqual({ delivery: [first.id], invoice: [third.id] });
  });

  it('names the country and state in the language asked for', async () => {
    const customer = await aCustomer(ctx.app);
    const madrid = (await statesOfCountry(db(), 'en', 'ES')).find((state) => state.code === 'M');
    const added = await anAddress(ctx.app, customer.id, {
      countryIso: 'ES',
      stateId: madrid?.id,
      postcode: '28013',
      city: 'Madrid',
    });
    expect(await getAddress(db(), 'de', customer.id, added.id)).toMatchObject({
      countryName: 'Spanien',
      stateName: 'Madrid',
    });
  });

  it('moves a default with a change, and refuses to switch a default off without an heir', async () => {
    const customer = await aCustomer(ctx.app);
    const home = await anAddress(ctx.app, customer.id);
    const office = await anAddress(ctx.app, customer.id, { type: 'billing' });
    const moved = await changeAddress(db(), 'en', customer.id, office.id, patch({ defaultInvoice: true }));
    expect(moved).toMatchObject({ defaultDelivery: false, defaultInvoice: true });
    expect(await defaults(customer.id)).toEqual({ delivery: [home.id], invoice: [office.id] });

    const refused = changeAddress(
      db(),
      'en',
      customer.id,
      home.id,
      patch({ defaultDelivery: false, defaultInvoice: false, city: 'Bonn' }),
    );
    await expect(refused).rejects.toBeInstanceOf(AddressInvalid);
    await expect(refused).rejects.toMatchObject({
      statusCode: 400,
      details: [{ path: 'defaultDelivery', message: 'validation.address.defaultRequired' }],
    });
    expect((await getAddress(db(), 'en', customer.id, home.id)).city).toBe('Berlin');
    // "Not the default" of an address that is not the default changes nothing else.
    expect(
      await changeAddress(
        db(),
        'en',
        customer.id,
        office.id,
        patch({ defaultDelivery: false, city: 'Bonn' }),
      ),
    ).toMatchObject({ city: 'Bonn', defaultInvoice: true });
    expect(await defaults(customer.id)).toEqual({ delivery: [home.id], invoice: [office.id] });
  });

  it('hands the defaults of a deleted address to the newest remaining one, of the matching type first', async () => {
    const customer = await aCustomer(ctx.app);
    const home = await anAddress(ctx.app, customer.id);
    const office = await anAddress(ctx.app, customer.id, { type: 'billing' });
    const parents = await anAddress(ctx.app, customer.id);
    const holiday = await anAddress(ctx.app, customer.id, { city: 'Rostock', postcode: '18055' });

    await removeAddress(db(), customer.id, home.id);
    expect(await defaults(customer.id)).toEqual({ delivery: [holiday.id], invoice: [office.id] });
    await removeAddress(db(), customer.id, office.id);
    // No billing address is left: the newest one of any type takes the invoice default.
    expect(await defaults(customer.id)).toEqual({ delivery: [holiday.id], invoice: [holiday.id] });
    await removeAddress(db(), customer.id, holiday.id);
    expect(await defaults(customer.id)).toEqual({ delivery: [parents.id], invoice: [parents.id] });
    await removeAddress(db(), customer.id, parents.id);
    expect(await all(customer.id)).toEqual([]);
    await expect(removeAddress(db(), customer.id, parents.id)).rejects.toBeInstanceOf(AddressNotFound);
  });

  it("answers not found for another customer's address and leaves it as it was", async () => {
    const owner = await aCustomer(ctx.app);
    const other = await aCustomer(ctx.app);
    const address = await anAddress(ctx.app, owner.id);
    await expect(getAddress(db(), 'en', other.id, address.id)).rejects.toBeInstanceOf(AddressNotFound);
    await expect(
      changeAddress(db(), 'en', other.id, address.id, patch({ city: 'Hamburg' })),
    ).rejects.toMatchObject({ statusCode: 404, key: 'error.address.notFound' });
    await expect(removeAddress(db(), other.id, address.id)).rejects.toBeInstanceOf(AddressNotFound);
    expect(await getAddress(db(), 'en', owner.id, address.id)).toEqual(address);
    expect(await all(other.id)).toEqual([]);
  });

  it(`keeps at most ${MAX_ADDRESSES} addresses per customer`, async () => {
    const customer = await aCustomer(ctx.app);
    for (let count = 0; count < MAX_ADDRESSES; count++) await anAddress(ctx.app, customer.id);
    await expect(addAddress(db(), 'en', customer.id, input())).rejects.toBeInstanceOf(AddressLimit);
    await expect(addAddress(db(), 'en', customer.id, input())).rejects.toMatchObject({
      statusCode: 409,
      key: 'error.address.limit',
    });
    expect(await all(customer.id)).toHaveLength(MAX_ADDRESSES);
  });

  it('checks the place again when a change moves it, with one detail per field', async () => {
    const customer = await aCustomer(ctx.app);
    const address = await anAddress(ctx.app, customer.id);
    await expect(
      changeAddress(db(), 'en', customer.id, address.id, patch({ countryIso: 'ES', postcode: '123' })),
    ).rejects.toMatchObject({
      details: [
        { path: 'stateId', message: 'validation.state.required' },
        {
          path: 'postcode',
          message: 'validation.postcode.pattern',
          params: { country: 'ES', example: '28013' },
        },
      ],
    });
    await expect(addAddress(db(), 'en', customer.id, input({ countryIso: 'ZZ' }))).rejects.toMatchObject({
      details: [{ path: 'countryIso', message: 'validation.country.unknown', params: { value: 'ZZ' } }],
    });
    // A change that leaves the place alone is not checked against it again.
    expect(
      await changeAddress(db(), 'en', customer.id, address.id, patch({ city: 'Spandau' })),
    ).toMatchObject({
      city: 'Spandau',
      postcode: '10115',
    });
  });

  it("reads a VAT id without a prefix as one of the address's country", async () => {
    const customer = await aCustomer(ctx.app);
    const address = await anAddress(ctx.app, customer.id);
    expect(
      (await changeAddress(db(), 'en', customer.id, address.id, patch({ vatId: '136 695 976' }))).vatId,
    ).toBe('DE136695976');
    await expect(
      changeAddress(db(), 'en', customer.id, address.id, patch({ vatId: 'U13585627' })),
    ).rejects.toMatchObject({
      details: [{ path: 'vatId', message: 'validation.vatId.format', params: { country: 'DE' } }],
    });
    expect((await getAddress(db(), 'en', customer.id, address.id)).vatId).toBe('DE136695976');
  });
});
