import { describe, expect, it } from 'vitest';
import { nodeIsSupported } from './node-version.ts';

describe('the Node.js versions Tendero runs on', () => {
  it('takes 24 and later, and 22 from 22.14; not 20, nor a 22 without Node-API 10', () => {
    for (const version of ['24.0.0', '24.21.0', '25.3.0', '22.14.0', '22.23.3'])
      expect(nodeIsSupported(version), version).toBe(true);
    for (const version of ['20.20.2', '21.7.3', '22.12.0', '22.13.1'])
      expect(nodeIsSupported(version), version).toBe(false);
  });

  it('holds for the Node.js running the tests', () => {
    expect(nodeIsSupported()).toBe(true);
  });
});
