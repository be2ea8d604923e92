import { describe, expect, it } from 'vitest';
import { containsPattern } from './like.ts';

describe('containsPattern', () => {
  it('escapes what LIKE would read as wildcards', () => {
    expect(containsPattern('ana')).toBe('%ana%');
    expect(containsPattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
  });
});
