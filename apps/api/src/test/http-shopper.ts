/**
 * A shopper speaking HTTP to a running API, as the storefront does: cookies, an Origin, one client
 * address of its own (the X-Forwarded-For entry the storefront's hop adds). It registers, fills its
 * cart, chooses an address and a carrier and pays with a test card through the offline test provider.
 * Used where the API runs as its own process: the crash test and the benchmarks.
 */
import { randomInt } from 'node:crypto';

export interface ShopperOptions {
  apiUrl: string;
  origin: string;
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    what: string,
  ) {
    super(`${what}: ${status} ${body.slice(0, 300)}`);
  }
}

export class HttpShopper {
  private cookies = new Map<string, string>();
  private ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  readonly email = `shopper-${Date.now().toString(36)}-${randomInt(1e9)}@example.com`;

  constructor(private readonly options: ShopperOptions) {}

  /** The same shopper (cookies, address) speaking to another API address: one replica of several. */
  at(apiUrl: string): HttpShopper {
    const other = new HttpShopper({ ...this.options, apiUrl });
    other.cookies = this.cookies;
    other.ip = this.ip;
    return other;
  }

  async request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const { status, text } = await this.send(method, path, body);
    if (status < 200 || status > 299) throw new HttpError(status, text, `${method} ${path}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  /**
   * One request with the shopper's cookies and address, answering its status and text whatever the
   * status; a FormData body goes as multipart form data, anything else as JSON.
   */
  async send(method: string, path: string, body?: unknown): Promise<{ status: number; text: string }> {
    const form = body instanceof FormData;
    const response = await fetch(`${this.options.apiUrl}${path}`, {
      method,
      headers: {
        origin: this.options.origin,
        'x-forwarded-for': this.ip,
        'x-locale': 'en',
        ...(body === undefined || form ? {} : { 'content-type': 'application/json' }),
        ...(this.cookies.size > 0
          ? { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') }
          : {}),
      },
      ...(body === undefined ? {} : { body: form ? body : JSON.stringify(body) }),
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (!name) continue;
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(header) || value.join('=') === '')
        this.cookies.delete(name);
      else this.cookies.set(name, value.join('='));
    }
    return { status: response.status, text: await response.text() };
  }

  async register(): Promise<void> {
    const challenge = await this.request<{ a: number; b: number; token: string }>(
      'GET',
      '/v1/auth/challenge',
    );
    await this.request('POST', '/v1/auth/register', {
      firstName: 'Ana',
      lastName: 'Silva',
      email: this.email,
      password: 'correct horse 1',
      passwordRepeat: 'correct horse 1',
      verification: {
        type: 'challenge',
        a: challenge.a,
        b: challenge.b,
        answer: challenge.a + challenge.b,
        token: challenge.token,
      },
    });
  }

  /** Puts the products in the cart and chooses a Berlin address and the cheapest carrier. */
  async prepareCheckout(lines: readonly { productId: number; quantity: number }[]): Promise<void> {
    for (const line of lines) await this.request('PATCH', '/v1/cart', line);
    this.addressId ??= (await this.addAddress()).id;
    await this.request('POST', '/v1/cart/address', {
      addressDeliveryId: this.addressId,
      addressInvoiceId: this.addressId,
    });
    const carriers = await this.request<{ items: { id: number }[] }>('GET', '/v1/cart/carriers');
    const cheapest = carriers.items[0];
    if (!cheapest) throw new Error('no carrier delivers the cart');
    await this.request('POST', '/v1/cart/carriers', { carrierMethodId: cheapest.id });
  }

  private addressId: number | undefined;

  private addAddress() {
    return this.request<{ id: number }>('POST', '/v1/me/addresses', {
      type: 'delivery',
      firstName: 'Ana',
      lastName: 'Silva',
      countryIso: 'DE',
      address1: 'Hauptstraße 1',
      postcode: '10115',
      city: 'Berlin',
    });
  }

  /** Pays with 4242 4242 4242 4242 and returns as the browser does; answers the order reference. */
  async pay(): Promise<{ reference: string; total: number }> {
    const { reference, total } = await this.payTimed();
    return { reference, total };
  }

  /** As `pay`, with the time the confirmation (the order's placement) took. */
  async payTimed(): Promise<{ reference: string; total: number; placeMs: number }> {
    const intent = await this.request<{ intentId: string; clientSecret: string; amount: { amount: number } }>(
      'GET',
      '/v1/orders/stripe/payment-intent',
    );
    await this.request('POST', `/v1/payments/test/intents/${intent.intentId}/confirm`, {
      clientSecret: intent.clientSecret,
      number: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    });
    const placing = performance.now();
    const placed = await this.request<{ reference: string }>(
      'GET',
      `/v1/orders/stripe/confirmation?payment_intent=${intent.intentId}`,
    );
    return { reference: placed.reference, total: intent.amount.amount, placeMs: performance.now() - placing };
  }
}
