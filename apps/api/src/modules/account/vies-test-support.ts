import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface ViesRequest {
  countryCode: string;
  vatNumber: string;
  requesterMemberStateCode?: string;
  requesterNumber?: string;
}

/** VAT ids (all with the right check digit) and how the fake VIES answers about each. */
export const VALID = 'DE136695976';
export const INVALID = 'ATU13585627';
export const MEMBER_STATE_DOWN = 'FR40303265045';
export const SERVER_ERROR = 'NL004495445B01';
export const NEVER_ANSWERS = 'IT00743110157';
export const BUSY_BUT_VALID = 'PT501964843';

/**
 * A local stand-in for VIES's REST API, for the API tests and the browser journeys (`POST /check-vat-number`), answering as VIES does: a
 * consultation number only to a request that names a requester, `---` for undisclosed details,
 * faults as `errorWrappers`. It records what it was asked.
 */
export async function startFakeVies() {
  const asked: ViesRequest[] = [];
  let consultations = 0;
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const reply = (status: number, payload: unknown) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
      let body: ViesRequest;
      try {
        body = JSON.parse(raw) as ViesRequest;
      } catch {
        reply(400, { actionSucceed: false, errorWrappers: [{ error: 'INVALID_INPUT' }] });
        return;
      }
      asked.push(body);
      const vatId = `${body.countryCode}${body.vatNumber}`;
      if (request.method !== 'POST' || request.url !== '/rest-api/check-vat-number') {
        reply(404, { errorWrappers: [{ error: 'NOT_FOUND' }] });
      } else if (vatId === NEVER_ANSWERS) {
        // Keeps the connection open until the test server closes.
      } else if (vatId === SERVER_ERROR) {
        response.writeHead(503, { 'content-type': 'text/html' }).end('<html>Service Unavailable</html>');
      } else if (vatId === MEMBER_STATE_DOWN) {
        reply(200, {
          actionSucceed: false,
          errorWrappers: [{ error: 'MS_UNAVAILABLE', message: 'The member state service is unavailable' }],
        });
      } else {
        const valid = vatId !== INVALID;
        const requester = body.requesterMemberStateCode !== undefined;
        consultations += 1;
        reply(200, {
          countryCode: body.countryCode,
          vatNumber: body.vatNumber,
          requestDate: '2026-11-24T11:00:00.000+01:00',
          valid,
          requestIdentifier: requester && valid ? `WAPIAAAAZ${String(consultations).padStart(7, '0')}` : '',
          name: valid ? 'ACME GMBH' : '---',
          address: valid ? 'HAUPTSTRASSE 1\n10115 BERLIN' : '---',
          userError: vatId === BUSY_BUT_VALID ? 'MS_MAX_CONCURRENT_REQ' : valid ? 'VALID' : 'INVALID',
        });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/rest-api`,
    asked,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
