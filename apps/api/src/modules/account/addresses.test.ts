import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { aCustomer, anAddress, aSignedInCustomer, BERLIN as berlin, signedIn } from '../../test/fixtures.ts';
import type { Browser } from '../auth/test-support.ts';
import { MAX_ADDRESSES } from './addresses.ts';

describe('address routes', () => {
  const ctx = useTestApp();
  const stateId = async (iso: string, code: string) => {
    const states = (await ctx.app.inject({ url: `/v1/geo/countries/${iso}/states` })).json().items;
    const state = states.find((entry: { code: string }) => entry.code === code);
    if (!state) throw new Error(`no state ${code} in ${iso}`);
    return state.id as number;
  };
  const add = (browser: Browser, fields: object = {}) =>
    browser.post('/v1/me/addresses', { ...berlin, ...fields });
  const defaults = async (browser: Browser) => {
    const items: { id: number; defaultDelivery: boolean; defaultInvoice: boolean }[] = (
      await browser.get('/v1/me/addresses')
    ).json().items;
    return {
      delivery: items.filter((item) => item.defaultDelivery).map((item) => item.id),
      invoice: items.filter((item) => item.defaultInvoice).map((item) => item.id),
    };
  };

  it('adds a checked address, named in the request language; the first becomes both defaults', async () => {
    const { browser } = await aSignedInCustomer(ctx.app, { locale: 'de' });
    const response = await add(browser, { company: '', phone: ' +49 30 123 ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      ...berlin,
      countryName: 'Deutschland',
      stateId: null,
      stateName: null,
      company: null,
      address2: null,
      phone: '+49 30 123',
      fiscalId: null,
      vatId: null,
      defaultDelivery: true,
      defaultInvoice: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const one = await browser.get(`/v1/me/addresses/${response.json().id}`);
    expect(one.json()).toEqual(response.json());
  });

  it('keeps exactly one default of each kind: a new default takes it from the old one', async () => {
    const { browser } = await aSignedInCustomer(ctx.app);
    const first = (await add(browser)).json().id;
    const second = (await add(browser, { type: 'billing', defaultInvoice: true })).json();
    expect(second).toMatchObject({ defaultDelivery: false, defaultInvoice: true });
    expect(await defaults(browser)).toEqual({ delivery: [first], invoice: [second.id] });

    const third = (await add(browser)).json().id;
    const patched = await browser.patch(`/v1/me/addresses/${third}`, { defaultDelivery: true });
    expect(patched.json()).toMatchObject({ defaultDelivery: true, defaultInvoice: false });
    expect(await defaults(browser)).toEqual({ delivery: [third], invoice: [second.id] });

    const unset = await browser.patch(`/v1/me/addresses/${third}`, { defaultDelivery: false, city: 'Bonn' });
    expect(unset.statusCode).toBe(400);
    expect(unset.json().details).toEqual([
      { path: 'defaultDelivery', message: 'validation.address.defaultRequired' },
    ]);
    expect((await browser.get(`/v1/me/addresses/${third}`)).json().city).toBe('Berlin');
    // Saying "not default" of an address that is not the default changes nothing.
    expect((await browser.patch(`/v1/me/addresses/${first}`, { defaultDelivery: false })).statusCode).toBe(
      200,
    );
  });

  it('moves a default to a remaining address (of the matching type first) when its address is deleted', async () => {
    const { browser, customer } = await aSignedInCustomer(ctx.app);
    const home = (await anAddress(ctx.app, customer.id)).id;
    const office = (await anAddress(ctx.app, customer.id, { type: 'billing' })).id;
    const parents = (await anAddress(ctx.app, customer.id)).id;
    expect(await defaults(browser)).toEqual({ delivery: [home], invoice: [home] });

    expect((await browser.delete(`/v1/me/addresses/${home}`)).statusCode).toBe(204);
    expect(await defaults(browser)).toEqual({ delivery: [parents], invoice: [office] });
    expect((await browser.get(`/v1/me/addresses/${home}`)).statusCode).toBe(404);

    await browser.delete(`/v1/me/addresses/${parents}`);
    expect(await defaults(browser)).toEqual({ delivery: [office], invoice: [office] });
    await browser.delete(`/v1/me/addresses/${office}`);
    expect((await browser.get('/v1/me/addresses')).json()).toEqual({ items: [], nextCursor: null });
  });

  it('requires a state of the country where it has states, and a postcode of its form', async () => {
    const { browser } = await aSignedInCustomer(ctx.app);
    const madrid = await stateId('ES', 'M');
    const rome = await stateId('IT', 'RM');
    const spain = { countryIso: 'es', postcode: '28013', city: 'Madrid' };

    const missing = await add(browser, spain);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'validation.state.required',
      details: [{ path: 'stateId', message: 'validation.state.required' }],
    });
    const foreign = await add(browser, { ...spain, stateId: rome, postcode: '123' });
    expect(foreign.json().details).toEqual([
      { path: 'stateId', message: 'validation.state.unknown', params: { country: 'ES' } },
      {
        path: 'postcode',
        message: 'validation.postcode.pattern',
        params: { country: 'ES', example: '28013' },
      },
    ]);
    const stateless = await add(browser, { stateId: madrid });
    expect(stateless.json().details).toEqual([
      { path: 'stateId', message: 'validation.state.unknown', params: { country: 'DE' } },
    ]);
    const unknown = await add(browser, { countryIso: 'ZZ' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual([
      { path: 'countryIso', message: 'validation.country.unknown', params: { value: 'ZZ' } },
    ]);

    const ok = await add(browser, { ...spain, stateId: madrid });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({
      countryIso: 'ES',
      countryName: 'Spain',
      stateId: madrid,
      stateName: 'Madrid',
    });
    const gb = await add(browser, { countryIso: 'GB', postcode: 'sw1a 1aa', city: 'London' });
    expect(gb.statusCode).toBe(201);
  });

  it('refuses what the contract refuses, with keys and bounds', async () => {
    const { browser } = await aSignedInCustomer(ctx.app);
    const response = await add(browser, { address1: '', postcode: 'x'.repeat(17), type: 'home', stateId: 0 });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual(
      expect.arrayContaining([
        { path: 'address1', message: 'validation.string.min', params: { minimum: 1 } },
        { path: 'postcode', message: 'validation.string.max', params: { maximum: 16 } },
        { path: 'type', message: 'validation.enum.invalid', params: { options: ['delivery', 'billing'] } },
        { path: 'stateId', message: 'validation.number.min', params: { minimum: 1 } },
      ]),
    );
    expect((await browser.get('/v1/me/addresses/abc')).json().details).toEqual([
      { path: 'params.addressId', message: 'validation.number.type', params: { expected: 'number' } },
    ]);
  });

  it('changes only the given fields, checking the place again when it changes', async () => {
    const { browser, customer } = await aSignedInCustomer(ctx.app);
    const created = await anAddress(ctx.app, customer.id, { company: 'ACME', phone: '123' });
    const city = await browser.patch(`/v1/me/addresses/${created.id}`, {
      city: ' München ',
      postcode: '80331',
      phone: '',
    });
    expect(city.statusCode).toBe(200);
    expect(city.json()).toEqual({
      ...created,
      city: 'München',
      postcode: '80331',
      phone: null,
      updatedAt: expect.any(String),
    });

    const toSpain = await browser.patch(`/v1/me/addresses/${created.id}`, {
      countryIso: 'ES',
      postcode: '28013',
    });
    expect(toSpain.json().details).toEqual([{ path: 'stateId', message: 'validation.state.required' }]);
    const badPostcode = await browser.patch(`/v1/me/addresses/${created.id}`, { postcode: 'ABCDE' });
    expect(badPostcode.json().details[0]).toMatchObject({
      path: 'postcode',
      message: 'validation.postcode.pattern',
    });
    const madrid = await stateId('ES', 'M');
    const moved = await browser.patch(`/v1/me/addresses/${created.id}`, {
      countryIso: 'ES',
      postcode: '28013',
      stateId: madrid,
    });
    expect(moved.json()).toMatchObject({
      countryIso: 'ES',
      stateId: madrid,
      company: 'ACME',
      city: 'München',
    });
    const unknownField = await browser.patch(`/v1/me/addresses/${created.id}`, { customerId: 1 });
    expect(unknownField.json().details[0]).toMatchObject({ path: '', message: 'validation.object.unknown' });
  });

  it("answers 404 for another customer's address and leaves it alone", async () => {
    const owner = await aCustomer(ctx.app);
    const other = await aSignedInCustomer(ctx.app);
    const id = (await anAddress(ctx.app, owner.id)).id;
    for (const response of [
      await other.browser.get(`/v1/me/addresses/${id}`),
      await other.browser.patch(`/v1/me/addresses/${id}`, { city: 'Hamburg' }),
      await other.browser.delete(`/v1/me/addresses/${id}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: 'error.address.notFound',
      });
    }
    expect((await other.browser.get('/v1/me/addresses')).json().items).toEqual([]);
    const ownerBrowser = await signedIn(ctx.app, owner);
    expect((await ownerBrowser.get(`/v1/me/addresses/${id}`)).json().city).toBe('Berlin');
    expect((await other.browser.get('/v1/me/addresses/999999')).statusCode).toBe(404);
  });

  it('lists addresses by cursor in the order they were added', async () => {
    const { browser, customer } = await aSignedInCustomer(ctx.app);
    const ids: number[] = [];
    for (const city of ['A', 'B', 'C', 'D', 'E'])
      ids.push((await anAddress(ctx.app, customer.id, { city })).id);
    const seen: number[] = [];
    let url = '/v1/me/addresses?limit=2';
    for (let page = 0; page < 5; page++) {
      const body = (await browser.get(url)).json();
      seen.push(...body.items.map((item: { id: number }) => item.id));
      if (!body.nextCursor) break;
      url = `/v1/me/addresses?limit=2&cursor=${body.nextCursor}`;
    }
    expect(seen).toEqual(ids);
    const bad = await browser.get('/v1/me/addresses?cursor=nonsense');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([{ path: 'query.cursor', message: 'validation.cursor.invalid' }]);
  });

  it(`keeps at most ${MAX_ADDRESSES} addresses per customer`, async () => {
    const { browser, customer } = await aSignedInCustomer(ctx.app);
    for (let count = 0; count < MAX_ADDRESSES; count++) await anAddress(ctx.app, customer.id);
    const response = await add(browser);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('error.address.limit');
  });

  it("stores a VAT id normalised, read as one of the address's country when it has no prefix", async () => {
    const { browser } = await aSignedInCustomer(ctx.app);
    const added = await add(browser, { vatId: '136 695 976' });
    expect(added.statusCode).toBe(201);
    expect(added.json().vatId).toBe('DE136695976');
    // Greek numbers are EL, also when written GR, whatever the address's country.
    const nicosia = { countryIso: 'CY', postcode: '1010', city: 'Λευκωσία', vatId: 'gr 094259216' };
    expect((await add(browser, nicosia)).json().vatId).toBe('EL094259216');

    const id = added.json().id;
    // A patch without a country reads the number as one of the stored address's country.
    const patched = await browser.patch(`/v1/me/addresses/${id}`, { vatId: 'U13585627' });
    expect(patched.statusCode).toBe(400);
    expect(patched.json().details).toEqual([
      { path: 'vatId', message: 'validation.vatId.format', params: { country: 'DE' } },
    ]);
    const austrian = await browser.patch(`/v1/me/addresses/${id}`, { vatId: 'ATU 135 856 27' });
    expect(austrian.json().vatId).toBe('ATU13585627');
    const german = await browser.patch(`/v1/me/addresses/${id}`, { vatId: '136695976' });
    expect(german.json().vatId).toBe('DE136695976');
    const moved = await browser.patch(`/v1/me/addresses/${id}`, {
      countryIso: 'AT',
      postcode: '1010',
      city: 'Wien',
      vatId: 'U13585627',
    });
    expect(moved.json()).toMatchObject({ countryIso: 'AT', vatId: 'ATU13585627' });
    const cleared = await browser.patch(`/v1/me/addresses/${id}`, { vatId: '' });
    expect(cleared.json().vatId).toBeNull();
  });

  it.each([
    // Without a known prefix the number is read as a German one, and is not one.
    [{ vatId: 'XX123' }, 'validation.vatId.format', { country: 'DE' }],
    [{ vatId: '136 695 97' }, 'validation.vatId.format', { country: 'DE' }],
    [{ vatId: '136 695 978' }, 'validation.vatId.checksum', { country: 'DE' }],
    [
      { countryIso: 'US', postcode: '10001', stateId: undefined, vatId: '12-3456789' },
      'validation.vatId.country',
      undefined,
    ],
  ])('refuses the address VAT id of %j with %s, stores nothing', async (fields, message, params) => {
    const { browser, customer } = await aSignedInCustomer(ctx.app);
    const response = await add(browser, fields);
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ path: 'vatId', message, ...(params ? { params } : {}) }]);
    expect((await browser.get('/v1/me/addresses')).json().items).toEqual([]);
    const stored = (await anAddress(ctx.app, customer.id)).id;
    const patched = await browser.patch(`/v1/me/addresses/${stored}`, fields);
    expect(patched.statusCode).toBe(400);
    expect((await browser.get(`/v1/me/addresses/${stored}`)).json().vatId).toBeNull();
  });
});
