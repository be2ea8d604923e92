import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';
import { randomIp } from '../modules/auth/test-support.ts';

/**
 * Rate limits count the client's address: the socket's, or what a trusted proxy (TRUSTED_PROXIES,
 * loopback by default: the storefront's pass-through) names in X-Forwarded-For. A header a client
 * writes itself changes nothing.
 */
const FLOODS = [
  {
    name: 'operator sign-in',
    attempts: 12,
    request: () => ({
      method: 'POST' as const,
      url: '/v1/admin/auth/login',
      payload: { email: 'someone@tendero.localhost', password: 'wrong-password' },
    }),
  },
  {
    name: 'the password grant',
    attempts: 12,
    request: () => ({
      method: 'POST' as const,
      url: '/v1/auth/token',
      payload: { grant_type: 'password', email: 'someone@example.com', password: 'wrong-password' },
    }),
  },
  {
    name: 'tracking look-ups',
    attempts: 15,
    request: () => ({ method: 'GET' as const, url: '/v1/sending/parcels/TE999999995DE/10115' }),
  },
];

const spoofed = (attempt: number) => `198.51.${attempt}.${attempt + 1}`;

describe('client address: X-Forwarded-For from trusted proxies only', () => {
  const ctx = useTestApp();

  for (const flood of FLOODS) {
    it(`limits ${flood.name} from one address whatever X-Forwarded-For it writes`, async () => {
      const ip = randomIp();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < flood.attempts; attempt++) {
        const response = await ctx.app.inject({
          ...flood.request(),
          remoteAddress: ip,
          headers: { origin: 'http://localhost:3000', 'x-forwarded-for': spoofed(attempt) },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 10).every((status) => status !== 429)).toBe(true);
      expect(statuses.slice(10)).toEqual(Array(flood.attempts - 10).fill(429));
    });
  }

  it('counts the visitor a trusted proxy names, each apart from the others', async () => {
    const visitor = randomIp();
    const lookUp = (client: string) =>
      ctx.app.inject({
        method: 'GET',
        url: '/v1/sending/parcels/TE999999995DE/10115',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': client },
      });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) statuses.push((await lookUp(visitor)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(statuses[10]).toBe(429);
    // A client's own entries to the left of what the proxy added do not make it someone else.
    expect((await lookUp(`${randomIp()}, ${visitor}`)).statusCode).toBe(429);
    expect((await lookUp(randomIp())).statusCode).toBe(404);
  });
});

describe('client address: TRUSTED_PROXIES', () => {
  const ctx = useTestApp({ TRUSTED_PROXIES: '192.0.2.0/24' });

  it('believes only the configured proxies, not loopback once it is not named', async () => {
    const lookUp = (remoteAddress: string, forwardedFor: string) =>
      ctx.app.inject({
        method: 'GET',
        url: '/v1/sending/parcels/TE999999995DE/10115',
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
      });
    const fromLoopback: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++)
      fromLoopback.push((await lookUp('127.0.0.2', spoofed(attempt))).statusCode);
    expect(fromLoopback[10]).toBe(429);

    const visitor = randomIp();
    const behindBalancer: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++)
      behindBalancer.push((await lookUp(`192.0.2.${attempt + 1}`, visitor)).statusCode);
    expect(behindBalancer.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(behindBalancer[10]).toBe(429);
    expect((await lookUp('192.0.2.50', randomIp())).statusCode).toBe(404);
  });
});
