import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { streamPictureToFile } from './picture-upload.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tendero-picture-upload-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const rules = {
  maxBytes: 1024,
  formats: ['jpeg', 'png', 'webp'] as const,
  notAPicture: () => new Error('not a picture'),
  tooLarge: () => new Error('too large'),
};

describe('streamPictureToFile', () => {
  it('has closed the file when it refuses, so removing it leaves nothing behind', async () => {
    // The refusal comes on the first chunk, before the file is opened; 200 at once keep libuv's threads
    // busy, so the opens come late: none of the files may appear after its removal.
    await Promise.all(
      Array.from({ length: 200 }, async (_, attempt) => {
        const file = path.join(dir, `upload-${attempt}.part`);
        const text = Readable.from([Buffer.from('These are my holiday notes, not a photo.')]);
        await expect(streamPictureToFile(text, file, rules)).rejects.toThrow('not a picture');
        await fs.promises.rm(file, { force: true });
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
