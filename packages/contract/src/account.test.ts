import { describe, expect, it } from 'vitest';
import {
  ADDRESS_TYPES,
  AddressInput,
  AddressParams,
  AddressPatch,
  B2BDataInput,
  Me,
  MeUpdate,
  MessageInput,
} from './account.ts';
import { chars, failure, success } from './test-support.ts';

const address = {
  type: 'delivery',
  firstName: 'Ana',
  lastName: 'Silva',
  countryIso: 'PT',
  address1: 'Rua Augusta 1',
  postcode: '1100-048',
  city: 'Lisboa',
};

const normalised = {
  ...address,
  stateId: null,
  company: null,
  address2: null,
  phone: null,
  fiscalId: null,
  vatId: null,
  defaultDelivery: false,
  defaultInvoice: false,
};

describe('AddressInput', () => {
  it('accepts the required fields and fills the optional ones with null and false', () => {
    expect(success(AddressInput, address)).toEqual(normalised);
  });

  it('keeps every field when all are given', () => {
    const full = {
      ...address,
      type: 'billing',
      stateId: 12,
      company: 'ACME',
      address2: '3º Esq',
      phone: '+351 21 000 0000',
      fiscalId: 'PT123',
      vatId: 'PT501964843',
      defaultDelivery: true,
      defaultInvoice: true,
    };
    expect(success(AddressInput, full)).toEqual(full);
  });

  it.each(ADDRESS_TYPES)('accepts type %s', (type) => {
    expect(success(AddressInput, { ...address, type }).type).toBe(type);
  });

  it.each(['shipping', 'Delivery', ''])('rejects type %j with validation.enum.invalid', (type) => {
    expect(failure(AddressInput, { ...address, type })).toEqual([
      { path: 'type', message: 'validation.enum.invalid', params: { options: ['delivery', 'billing'] } },
    ]);
  });

  it('requires type', () => {
    const { type: _omitted, ...rest } = address;
    expect(failure(AddressInput, rest)).toEqual([
      { path: 'type', message: 'validation.enum.invalid', params: { options: ['delivery', 'billing'] } },
    ]);
  });

  describe.each([
    ['firstName', 1, 128],
    ['lastName', 1, 128],
    ['address1', 1, 256],
    ['postcode', 1, 16],
    ['city', 1, 64],
  ] as const)('required %s (%i..%i)', (field, min, max) => {
    it.each([min, max])('accepts %i characters', (length) => {
      expect(success(AddressInput, { ...address, [field]: chars(length) })[field]).toBe(chars(length));
    });

    it('trims', () => {
      expect(success(AddressInput, { ...address, [field]: '  x  ' })[field]).toBe('x');
    });

    it.each([
      ['', 'validation.string.min', { minimum: min }],
      ['   ', 'validation.string.min', { minimum: min }],
      [chars(max + 1), 'validation.string.max', { maximum: max }],
      [undefined, 'validation.string.required', { expected: 'string' }],
      [null, 'validation.string.type', { expected: 'string' }],
    ])('rejects %j with %s', (value, message, params) => {
      expect(failure(AddressInput, { ...address, [field]: value })).toEqual([
        { path: field, message, params },
      ]);
    });
  });

  describe.each([
    ['address2', 256],
    ['phone', 32],
    ['company', 128],
    ['fiscalId', 128],
  ] as const)('optional %s (up to %i)', (field, max) => {
    it.each([
      [chars(1), chars(1)],
      [chars(max), chars(max)],
      [`  ${chars(max)}  `, chars(max)],
      ['', null],
      ['   ', null],
      [null, null],
      [undefined, null],
    ])('turns %j into %j', (value, output) => {
      expect(success(AddressInput, { ...address, [field]: value })[field]).toBe(output);
    });

    it.each([
      [chars(max + 1), 'validation.string.max', { maximum: max }],
      [5, 'validation.string.type', { expected: 'string' }],
    ])('rejects %j with %s', (value, message, params) => {
      expect(failure(AddressInput, { ...address, [field]: value })).toEqual([
        { path: field, message, params },
      ]);
    });
  });

  describe('countryIso', () => {
    it.each([
      ['PT', 'PT'],
      ['pt', 'PT'],
      [' de ', 'DE'],
    ])('accepts %j as %j', (countryIso, output) => {
      expect(success(AddressInput, { ...address, countryIso }).countryIso).toBe(output);
    });

    it.each(['DEU', 'D', '', '1A'])('rejects %j with validation.country.iso', (countryIso) => {
      expect(failure(AddressInput, { ...address, countryIso })).toEqual([
        { path: 'countryIso', message: 'validation.country.iso', params: { format: 'regex' } },
      ]);
    });

    it('is required', () => {
      const { countryIso: _omitted, ...rest } = address;
      expect(failure(AddressInput, rest)).toEqual([
        { path: 'countryIso', message: 'validation.string.required', params: { expected: 'string' } },
      ]);
    });
  });

  describe('stateId', () => {
    it.each([
      [1, 1],
      [Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
      [null, null],
      [undefined, null],
    ])('turns %j into %j', (stateId, output) => {
      expect(success(AddressInput, { ...address, stateId }).stateId).toBe(output);
    });

    it.each([
      [0, 'validation.number.min', { minimum: 1 }],
      [-1, 'validation.number.min', { minimum: 1 }],
      [1.5, 'validation.number.integer', { expected: 'int', format: 'safeint' }],
      ['3', 'validation.number.type', { expected: 'number' }],
    ])('rejects %j with %s', (stateId, message, params) => {
      expect(failure(AddressInput, { ...address, stateId })).toEqual([{ path: 'stateId', message, params }]);
    });
  });

  describe.each(['defaultDelivery', 'defaultInvoice'] as const)('%s', (field) => {
    it('defaults to false', () => {
      expect(success(AddressInput, address)[field]).toBe(false);
    });

    it.each([true, false])('keeps %j', (value) => {
      expect(success(AddressInput, { ...address, [field]: value })[field]).toBe(value);
    });

    it.each(['true', 1, null])('rejects %j with validation.boolean.type', (value) => {
      expect(failure(AddressInput, { ...address, [field]: value })).toEqual([
        { path: field, message: 'validation.boolean.type', params: { expected: 'boolean' } },
      ]);
    });
  });

  it('rejects unknown fields with their names', () => {
    expect(failure(AddressInput, { ...address, id: 4, customerId: 9 })).toEqual([
      { path: '', message: 'validation.object.unknown', params: { keys: ['id', 'customerId'] } },
    ]);
  });

  describe('vatId', () => {
    it.each([
      ['PT 501 964 843', 'PT', 'PT501964843'],
      ['501964843', 'PT', 'PT501964843'],
      ['094259216', 'GR', 'EL094259216'],
      ['gr 094 259 216', 'GR', 'EL094259216'],
      ['107.787.577 IVA', 'CH', 'CHE107787577IVA'],
      ['DE 136 695 976', 'AT', 'DE136695976'],
      ['', 'PT', null],
    ])('reads %j of an address in %s as %j', (vatId, countryIso, stored) => {
      expect(success(AddressInput, { ...address, countryIso, vatId }).vatId).toBe(stored);
    });

    it.each([
      ['XX123', 'US', 'validation.vatId.country', undefined],
      ['12345', 'US', 'validation.vatId.country', undefined],
      ['50196484', 'PT', 'validation.vatId.format', { country: 'PT' }],
      ['501964842', 'PT', 'validation.vatId.checksum', { country: 'PT' }],
      ['DE136695978', 'PT', 'validation.vatId.checksum', { country: 'DE' }],
      ['x'.repeat(129), 'PT', 'validation.string.max', { maximum: 128 }],
    ])('refuses %j of an address in %s with %s', (vatId, countryIso, message, params) => {
      expect(failure(AddressInput, { ...address, countryIso, vatId })).toEqual([
        { path: 'vatId', message, ...(params ? { params } : {}) },
      ]);
    });
  });
});

describe('B2BDataInput', () => {
  it('makes every field optional', () => {
    expect(success(B2BDataInput, {})).toEqual({
      fiscalId: null,
      vatId: null,
      company: null,
      address: null,
      postcode: null,
      state: null,
      city: null,
    });
  });

  describe.each([
    ['fiscalId', 128],
    ['company', 128],
    ['address', 256],
    ['postcode', 16],
    ['state', 64],
    ['city', 64],
  ] as const)('%s (up to %i)', (field, max) => {
    it('accepts the maximum, trimmed', () => {
      expect(success(B2BDataInput, { [field]: ` ${chars(max)} ` })[field]).toBe(chars(max));
    });

    it('turns an empty value into null', () => {
      expect(success(B2BDataInput, { [field]: '  ' })[field]).toBeNull();
    });

    it('rejects one more than the maximum', () => {
      expect(failure(B2BDataInput, { [field]: chars(max + 1) })).toEqual([
        { path: field, message: 'validation.string.max', params: { maximum: max } },
      ]);
    });
  });

  it('keeps a VAT id normalised, with its country prefix', () => {
    expect(success(B2BDataInput, { vatId: ' de 136-695-976 ' }).vatId).toBe('DE136695976');
    expect(success(B2BDataInput, { vatId: 'GR 094259216' }).vatId).toBe('EL094259216');
  });

  it.each([
    ['XX123', 'validation.vatId.country', undefined],
    // Without an address the prefix is the only way to know the country.
    ['136695976', 'validation.vatId.country', undefined],
    ['DE13669597', 'validation.vatId.format', { country: 'DE' }],
    ['DE136695978', 'validation.vatId.checksum', { country: 'DE' }],
  ])('refuses the VAT id %j with %s', (vatId, message, params) => {
    expect(failure(B2BDataInput, { vatId })).toEqual([
      { path: 'vatId', message, ...(params ? { params } : {}) },
    ]);
  });

  it('rejects unknown fields', () => {
    expect(failure(B2BDataInput, { iban: 'x' })).toEqual([
      { path: '', message: 'validation.object.unknown', params: { keys: ['iban'] } },
    ]);
  });
});

describe('MessageInput', () => {
  it.each([
    ['a', 'a'],
    [chars(500), chars(500)],
    [`  ${chars(500)}  `, chars(500)],
  ])('accepts body %j', (body, output) => {
    expect(success(MessageInput, { body })).toEqual({ body: output });
  });

  it.each([
    ['', 'validation.string.min', { minimum: 1 }],
    ['   ', 'validation.string.min', { minimum: 1 }],
    [chars(501), 'validation.string.max', { maximum: 500 }],
    [undefined, 'validation.string.required', { expected: 'string' }],
  ])('rejects body %j with %s', (body, message, params) => {
    expect(failure(MessageInput, { body })).toEqual([{ path: 'body', message, params }]);
  });

  it('rejects unknown fields', () => {
    expect(failure(MessageInput, { body: 'hi', subject: 'x' })).toEqual([
      { path: '', message: 'validation.object.unknown', params: { keys: ['subject'] } },
    ]);
  });
});

describe('AddressPatch', () => {
  it('leaves out what is not given, so it stays unchanged', () => {
    expect(success(AddressPatch, {})).toEqual({});
    expect(success(AddressPatch, { city: '  Porto ' })).toEqual({ city: 'Porto' });
  });

  it('clears optional texts given empty or null, and the state given null', () => {
    expect(success(AddressPatch, { company: '', address2: null, phone: '  ', stateId: null })).toEqual({
      company: null,
      address2: null,
      phone: null,
      stateId: null,
    });
  });

  it('does not reset the default flags it is not given', () => {
    expect(success(AddressPatch, { defaultInvoice: true })).toEqual({ defaultInvoice: true });
  });

  it.each([
    [{ firstName: '' }, 'firstName', 'validation.string.min', { minimum: 1 }],
    [{ postcode: 'x'.repeat(17) }, 'postcode', 'validation.string.max', { maximum: 16 }],
    [{ countryIso: 'PRT' }, 'countryIso', 'validation.country.iso', { format: 'regex' }],
    [{ stateId: 0 }, 'stateId', 'validation.number.min', { minimum: 1 }],
    [{ type: 'home' }, 'type', 'validation.enum.invalid', { options: ['delivery', 'billing'] }],
    [{ defaultDelivery: 'yes' }, 'defaultDelivery', 'validation.boolean.type', { expected: 'boolean' }],
  ])('rejects %j at %s with %s', (input, path, message, params) => {
    expect(failure(AddressPatch, input)).toEqual([{ path, message, ...(params ? { params } : {}) }]);
  });

  it('normalises a VAT id that names its country, or whose country the patch gives', () => {
    expect(success(AddressPatch, { vatId: 'pt501964843' })).toEqual({ vatId: 'PT501964843' });
    expect(success(AddressPatch, { vatId: '094259216', countryIso: 'gr' })).toEqual({
      vatId: 'EL094259216',
      countryIso: 'GR',
    });
    expect(success(AddressPatch, { vatId: null })).toEqual({ vatId: null });
  });

  it('leaves a VAT id without prefix or country to the stored address', () => {
    expect(success(AddressPatch, { vatId: '501964843' })).toEqual({ vatId: '501964843' });
  });

  it.each([
    [{ vatId: 'PT501964842' }, 'validation.vatId.checksum', { country: 'PT' }],
    [{ vatId: '5019648', countryIso: 'PT' }, 'validation.vatId.format', { country: 'PT' }],
    [{ vatId: 'XX123', countryIso: 'US' }, 'validation.vatId.country', undefined],
  ])('refuses %j with %s', (input, message, params) => {
    expect(failure(AddressPatch, input)).toEqual([{ path: 'vatId', message, ...(params ? { params } : {}) }]);
  });

  it('rejects unknown fields', () => {
    expect(failure(AddressPatch, { id: 3 })).toEqual([
      { path: '', message: 'validation.object.unknown', params: { keys: ['id'] } },
    ]);
  });
});

describe('AddressParams', () => {
  it('reads a positive id from the path', () => {
    expect(success(AddressParams, { addressId: '12' })).toEqual({ addressId: 12 });
    expect(failure(AddressParams, { addressId: '0' })[0]).toMatchObject({ message: 'validation.number.min' });
  });
});

describe('MeUpdate', () => {
  it('takes names and a new e-mail, trimmed and lowercased', () => {
    expect(
      success(MeUpdate, { firstName: ' Ana ', email: ' Ana@Example.COM', currentPassword: 'secret1' }),
    ).toEqual({ firstName: 'Ana', email: 'ana@example.com', currentPassword: 'secret1' });
  });

  it.each([
    [{ firstName: '' }, 'firstName', 'validation.string.min'],
    [{ lastName: 'x'.repeat(129) }, 'lastName', 'validation.string.max'],
    [{ email: 'nope' }, 'email', 'validation.string.email'],
    [{ currentPassword: '' }, 'currentPassword', 'validation.string.min'],
  ])('rejects %j at %s with %s', (input, path, message) => {
    expect(failure(MeUpdate, input)[0]).toMatchObject({ path, message });
  });

  it('rejects fields that cannot be changed here', () => {
    expect(failure(MeUpdate, { password: 'secret1', id: 1 })).toEqual([
      { path: '', message: 'validation.object.unknown', params: { keys: ['password', 'id'] } },
    ]);
  });
});

describe('Me', () => {
  it('describes a customer with or without a B2B subscription', () => {
    const me = {
      id: 1,
      email: 'ana@example.com',
      firstName: 'Ana',
      lastName: 'Silva',
      locale: 'pt',
      createdAt: '2026-11-21T12:00:00.000Z',
      b2b: null,
    };
    expect(success(Me, me)).toEqual(me);
    const b2b = {
      status: 'active',
      since: me.createdAt,
      cancelledAt: null,
      fiscalId: null,
      vatId: 'PT501964843',
      company: 'ACME',
      address: null,
      postcode: null,
      state: null,
      city: null,
      vatIdCheck: {
        status: 'valid',
        consultationNumber: 'WAPIAAAAZ1234567',
        checkedAt: '2026-11-24T11:00:00.000Z',
      },
    };
    expect(success(Me, { ...me, b2b })).toEqual({ ...me, b2b });
    expect(failure(Me, { ...me, b2b: { ...b2b, status: 'paused' } })[0]).toMatchObject({
      path: 'b2b.status',
    });
  });
});
