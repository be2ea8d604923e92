/**
 * An S3-compatible server in the test process, for FILE_STORE=s3 without the internet: path-style
 * `/<bucket>/<key>` with PUT, GET (If-None-Match too), HEAD and DELETE, S3's XML errors, and every
 * request refused without an `authorization` header (signatures are not checked).
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';

export interface StoredFakeObject {
  body: Buffer;
  contentType: string;
  etag: string;
  lastModified: Date;
  /** The request's headers when it was stored, to check what the client sent (e.g. no ACL). */
  headers: http.IncomingHttpHeaders;
}

export interface S3Fake {
  /** The endpoint, for S3_ENDPOINT. */
  url: string;
  /** What `bucket` holds, by key. */
  objects(bucket: string): Map<string, StoredFakeObject>;
  /** Requests answered, as `METHOD /bucket/key`. */
  requests: string[];
  close(): Promise<void>;
}

const xmlError = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;

export async function startS3Fake(options: { buckets: string[] }): Promise<S3Fake> {
  const buckets = new Map(options.buckets.map((name) => [name, new Map<string, StoredFakeObject>()]));
  const requests: string[] = [];

  const server = http.createServer((request, response) => {
    const fail = (status: number, code: string, message: string) => {
      response.writeHead(status, { 'content-type': 'application/xml' }).end(xmlError(code, message));
    };
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const [, bucketName = '', ...rest] = url.pathname.split('/');
      const key = decodeURIComponent(rest.join('/'));
      requests.push(`${request.method} /${bucketName}/${key}`);
      if (!request.headers.authorization) return fail(403, 'AccessDenied', 'Anonymous access is refused');
      const bucket = buckets.get(bucketName);
      if (!bucket) return fail(404, 'NoSuchBucket', 'The specified bucket does not exist');
      if (!key) return fail(400, 'InvalidRequest', 'This fake knows objects only');
      const stored = bucket.get(key);
      switch (request.method) {
        case 'PUT': {
          const body = await buffer(request);
          const etag = `"${createHash('md5').update(body).digest('hex')}"`;
          bucket.set(key, {
            body,
            contentType: request.headers['content-type'] ?? 'application/octet-stream',
            etag,
            lastModified: new Date(),
            headers: request.headers,
          });
          return response.writeHead(200, { etag, 'content-length': 0 }).end();
        }
        case 'GET':
        case 'HEAD': {
          if (!stored) {
            if (request.method === 'HEAD') return response.writeHead(404).end();
            return fail(404, 'NoSuchKey', 'The specified key does not exist.');
          }
          const headers = {
            etag: stored.etag,
            'last-modified': stored.lastModified.toUTCString(),
          };
          if (request.headers['if-none-match'] === stored.etag) return response.writeHead(304, headers).end();
          response.writeHead(200, {
            ...headers,
            'content-type': stored.contentType,
            'content-length': stored.body.length,
          });
          return response.end(request.method === 'GET' ? stored.body : undefined);
        }
        case 'DELETE':
          bucket.delete(key);
          return response.writeHead(204).end();
        default:
          return fail(405, 'MethodNotAllowed', 'The specified method is not allowed');
      }
    })().catch((error: unknown) => fail(500, 'InternalError', String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects: (bucket) => buckets.get(bucket) ?? new Map(),
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
