import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodSerializerCompiler, zodValidatorCompiler } from './validation.ts';

const Answer = z.object({ name: z.string(), total: z.number().int(), note: z.string().nullable() });

describe('the zod serializer', () => {
  const app = Fastify();
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
  const route = (url: string, answer: unknown) =>
    app.get(url, { schema: { response: { 200: Answer } } }, async () => answer);
  route('/right', { name: 'Tee', total: 1200, note: null, secret: 'password hash' });
  route('/wrong', { name: 'Tee', total: 12.5, note: null });
  afterAll(() => app.close());

  it('writes what the schema names and drops the rest', async () => {
    const answer = await app.inject({ url: '/right' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('{"name":"Tee","total":1200,"note":null}');
  });

  it('refuses an answer the schema does not allow: a 500, never a wrong body', async () => {
    const answer = await app.inject({ url: '/wrong' });
    expect(answer.statusCode).toBe(500);
    expect(answer.body).not.toContain('12.5');
  });
});
