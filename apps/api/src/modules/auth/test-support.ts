import { randomInt } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../test/app.ts';

/** The storefront origin every test app allows (the default PUBLIC_ORIGINS). */
export const SHOP_ORIGIN = 'http://localhost:3000';

let customers = 0;

/** A fresh e-mail address for each customer a test opens. */
export function uniqueEmail(name = 'customer'): string {
  customers += 1;
  return `${name}.${process.pid}.${customers}.${randomInt(1e9)}@example.com`;
}

/** A client address of its own, so rate limits of one test do not reach into the next. */
export function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

interface StoredCookie {
  value: string;
  path: string;
}

/**
 * A browser for `app.inject`: keeps the cookies the API sets (by path, dropping cleared ones) and sends
 * them with the shop's Origin, as the storefront's pages do through its /v1 proxy.
 */
export class Browser {
  readonly cookies = new Map<string, StoredCookie>();
  readonly ip: string;

  constructor(
    private readonly app: TestApp,
    options: { ip?: string; origin?: string | null; locale?: string } = {},
  ) {
    this.ip = options.ip ?? randomIp();
    this.origin = options.origin === undefined ? SHOP_ORIGIN : options.origin;
    this.locale = options.locale ?? 'en';
  }

  private readonly origin: string | null;
  private readonly locale: string;

  cookieHeader(url: string): string | undefined {
    const path = url.split('?')[0] ?? url;
    const sent = [...this.cookies.entries()]
      .filter(
        ([, cookie]) =>
          path === cookie.path || path.startsWith(cookie.path === '/' ? '/' : `${cookie.path}/`),
      )
      .map(([name, cookie]) => `${name}=${cookie.value}`);
    return sent.length > 0 ? sent.join('; ') : undefined;
  }

  async request(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse> {
    const cookie = this.cookieHeader(options.url);
    const response = await this.app.inject({
      ...options,
      remoteAddress: this.ip,
      headers: {
        'x-locale': this.locale,
        ...(this.origin ? { origin: this.origin } : {}),
        ...(cookie ? { cookie } : {}),
        ...options.headers,
      },
    });
    for (const set of response.cookies) {
      const cleared =
        set.value === '' ||
        set.maxAge === 0 ||
        (set.expires !== undefined && set.expires.getTime() <= Date.now());
      if (cleared) this.cookies.delete(set.name);
      else this.cookies.set(set.name, { value: set.value, path: set.path ?? '/' });
    }
    return response;
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }

  post(url: string, payload?: object) {
    return this.request({ method: 'POST', url, ...(payload === undefined ? {} : { payload }) });
  }

  patch(url: string, payload: object) {
    return this.request({ method: 'PATCH', url, payload });
  }

  put(url: string, payload: object) {
    return this.request({ method: 'PUT', url, payload });
  }

  delete(url: string) {
    return this.request({ method: 'DELETE', url });
  }
}

export interface TestCustomer {
  email: string;
  password: string;
  firstName: string;
}

/** Solves a fresh challenge and registers; the browser is then signed in. */
export async function register(
  browser: Browser,
  overrides: Record<string, unknown> = {},
): Promise<LightMyRequestResponse & { customer: TestCustomer }> {
  const challenge = (await browser.get('/v1/auth/challenge')).json();
  const customer = { email: uniqueEmail(), password: 'correct horse 1', firstName: 'Ana' };
  const response = await browser.post('/v1/auth/register', {
    firstName: customer.firstName,
    lastName: 'Silva',
    email: customer.email,
    password: customer.password,
    passwordRepeat: customer.password,
    verification: {
      type: 'challenge',
      a: challenge.a,
      b: challenge.b,
      answer: challenge.a + challenge.b,
      token: challenge.token,
    },
    ...overrides,
  });
  const email = typeof overrides.email === 'string' ? overrides.email.trim().toLowerCase() : customer.email;
  const password = typeof overrides.password === 'string' ? overrides.password : customer.password;
  return Object.assign(response, { customer: { ...customer, email, password } });
}
