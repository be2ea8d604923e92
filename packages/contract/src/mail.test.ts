import { describe, expect, it } from 'vitest';
import { DevMailQuery } from './mail.ts';
import { failure, success } from './test-support.ts';

describe('DevMailQuery', () => {
  it('defaults to the latest 20 mails to anyone', () => {
    expect(success(DevMailQuery, {})).toEqual({ limit: 20 });
  });

  it('reads a limit and a recipient, lowercased', () => {
    expect(success(DevMailQuery, { limit: '5', to: ' Ana@Example.com' })).toEqual({
      limit: 5,
      to: 'ana@example.com',
    });
  });

  it.each([
    [{ limit: '0' }, 'limit', 'validation.number.min'],
    [{ limit: '201' }, 'limit', 'validation.number.max'],
    [{ to: 'nobody' }, 'to', 'validation.string.email'],
  ])('rejects %j at %s with %s', (input, path, message) => {
    expect(failure(DevMailQuery, input)[0]).toMatchObject({ path, message });
  });
});
