import type { OrderMailFacts } from './order-mails.ts';

/** An order as the orders module would describe it: three lines (one discounted, one gift), two VAT rates. */
export function sampleOrderFacts(overrides: Partial<OrderMailFacts> = {}): OrderMailFacts {
  return {
    reference: 'TND-2026-000123',
    // Friday 6 March 2026, 11:15 in Brussels.
    placedAt: '2026-03-06T10:15:00Z',
    orderUrl: 'https://tendero.example/de/account/orders/TND-2026-000123?from=mail&x=1',
    termsUrl: 'https://tendero.example/de/pages/agb',
    withdrawalUrl: 'https://tendero.example/de/account/orders/TND-2026-000123?from=mail&x=1',
    lines: [
      {
        name: 'Pfanne "Klassik" <28 cm>',
        sku: 'PAN-28',
        quantity: 2,
        unitPrice: 4990,
        discount: 998,
        total: 8982,
        vatRate: 1900,
        gift: false,
      },
      {
        name: 'Kochbuch: Die Küche des Südens',
        sku: 'BOOK-SUD',
        quantity: 1,
        unitPrice: 2490,
        discount: 0,
        total: 2490,
        vatRate: 700,
        gift: false,
      },
      {
        name: 'Geschirrtuch',
        sku: 'TOWEL-1',
        quantity: 1,
        unitPrice: 0,
        discount: 0,
        total: 0,
        vatRate: 1900,
        gift: true,
      },
    ],
    shipping: { carrier: 'DHL Paket', deliveryDays: { min: 1, max: 3 } },
    totals: { items: 12470, discount: 998, shipping: 490, paymentFee: 0, total: 11962 },
    vat: [
      { rate: 1900, net: 7960, vat: 1512 },
      { rate: 700, net: 2327, vat: 163 },
    ],
    vatExemption: null,
    deliveryAddress: {
      name: 'Ana Muster',
      company: null,
      lines: ['Hauptstraße 5', 'Hinterhaus'],
      postcode: '80331',
      city: 'München',
      countryIso: 'DE',
    },
    invoiceAddress: {
      name: 'Ana Muster',
      company: 'Muster & Söhne GmbH',
      lines: ['Marktplatz 1'],
      postcode: '80331',
      city: 'München',
      countryIso: 'DE',
    },
    paymentMethod: 'Visa •••• 4242',
    seller: {
      name: 'Tendero Demo GmbH',
      address: 'Beispielstraße 12, 10115 Berlin',
      country: 'DE',
      email: 'shop@tendero.localhost',
      phone: '+49 30 23125 000',
      timeZone: 'Europe/Berlin',
    },
    ...overrides,
  };
}
