import { z } from 'zod';
import type { VatId } from '@tendero/contract';

/** VIES's answer about one VAT id, or why there was none. */
export type ViesAnswer =
  | {
      status: 'valid' | 'invalid';
      /** requestIdentifier: only given when the request named a requester. */
      consultationNumber: string | null;
      requestDate: string | null;
      traderName: string | null;
      traderAddress: string | null;
    }
  | {
      status: 'unverified';
      /** VIES's error code (`MS_UNAVAILABLE`, `MS_MAX_CONCURRENT_REQ`, …) or ours (`TIMEOUT`, `UNREACHABLE`). */
      error: string;
    };

// VIES's REST reply to check-vat-number; other fields (trader details, matches) are not needed.
const ViesReply = z.object({
  valid: z.boolean(),
  requestIdentifier: z.string().nullish(),
  requestDate: z.string().nullish(),
  name: z.string().nullish(),
  address: z.string().nullish(),
  userError: z.string().nullish(),
});

// Faults come as { actionSucceed: false, errorWrappers: [{ error, message }] }, with 200 or an error status.
const ViesFault = z.object({ errorWrappers: z.array(z.object({ error: z.string() })).min(1) });

/** VIES writes `---` for what a member state does not disclose. */
function disclosed(value: string | null | undefined, max: number): string | null {
  const text = value?.trim();
  return text && text !== '---' ? text.slice(0, max) : null;
}

const errorCode = (code: string) => code.slice(0, 64);

/**
 * Asks VIES (`POST {url}/check-vat-number`) whether a VAT id is valid, naming the seller as requester
 * when given, so that the answer carries a consultation number. Never throws: a VIES that cannot
 * answer gives `unverified` with the reason.
 */
export async function askVies(
  options: { url: string; timeoutMs: number; requester?: VatId },
  vatId: VatId,
): Promise<ViesAnswer> {
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(`${options.url}/check-vat-number`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        countryCode: vatId.prefix,
        vatNumber: vatId.number,
        ...(options.requester && {
          requesterMemberStateCode: options.requester.prefix,
          requesterNumber: options.requester.number,
        }),
      }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    body = await response.json().catch(() => undefined);
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return { status: 'unverified', error: timedOut ? 'TIMEOUT' : 'UNREACHABLE' };
  }
  const fault = ViesFault.safeParse(body);
  if (fault.success)
    return { status: 'unverified', error: errorCode(fault.data.errorWrappers[0]?.error ?? '') };
  const reply = ViesReply.safeParse(body);
  if (!response.ok || !reply.success) {
    return { status: 'unverified', error: response.ok ? 'BAD_ANSWER' : `HTTP_${response.status}` };
  }
  const { userError } = reply.data;
  // A valid flag next to a service error (MS_UNAVAILABLE, TIMEOUT, …) is no answer about the number.
  if (userError && userError !== 'VALID' && userError !== 'INVALID') {
    return { status: 'unverified', error: errorCode(userError) };
  }
  return {
    status: reply.data.valid ? 'valid' : 'invalid',
    consultationNumber: disclosed(reply.data.requestIdentifier, 64),
    requestDate: disclosed(reply.data.requestDate, 40),
    traderName: disclosed(reply.data.name, 512),
    traderAddress: disclosed(reply.data.address, 1024),
  };
}
