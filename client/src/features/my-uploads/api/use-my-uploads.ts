import { myUploadsCalls, type MyUploads } from '@inkreel/shared';
import useSWR from 'swr';
import { ApiError, request } from '../../../lib/api/api-client';
import { uploadHistory, type UploadRecord } from '../../../lib/uploads/upload-history';

/** The provider's own list, or (without that call) what this browser published. */
export type MyUploadsOutcome =
  | { source: 'provider'; uploads: MyUploads }
  | { source: 'browser'; records: UploadRecord[] };

/**
 * A provider without the mock's My uploads extension answers 404 (or 405/501) for it, or
 * something that is not the call's reply at all (a web page for every unknown path).
 */
const lacksCall = (error: unknown) =>
  error instanceof ApiError &&
  ([404, 405, 501].includes(error.status) ||
    (error.code === 'INVALID_RESPONSE' && error.status < 300));

export async function loadMyUploads(account: { _id: string }): Promise<MyUploadsOutcome> {
  try {
    return { source: 'provider', uploads: await request(myUploadsCalls.mine) };
  } catch (error) {
    if (!lacksCall(error)) throw error;
    return { source: 'browser', records: uploadHistory(account) };
  }
}

/** GET /api/uploads/mine for the signed-in account (keyed by it, so accounts never mix). */
export function useMyUploads(account: { _id: string } | null) {
  return useSWR<MyUploadsOutcome, Error>(
    account ? ['my-uploads', account._id] : null,
    () => loadMyUploads(account ?? { _id: '' }),
    { revalidateOnFocus: false },
  );
}
