// lib/api: talking to the provider: where it is, requests and their errors, XSRF, retries.
import type { ExtensionFeature, Extensions } from '@inkreel/shared';
import useSWR, { mutate, preload, SWRConfig } from 'swr';
import { ApiError, onExtensionWithdrawn, request } from './api-client';
import { firstPageContracts } from './contracts-later';
import { keyedRead, type ReadCall } from './keyed-read';

/**
 * Features beyond the specification (likes, follows, comments…) show only when the provider
 * offers them: `GET /api/extensions` names them, asked once per session by the first feature on
 * screen (docs/decisions/0340). Against a provider with the specification's calls only, nothing
 * of theirs is drawn and no error is shown. The key is the call's URL written out, and its
 * contract loads with the first read (extensions.test.ts holds them together; decision 0452).
 */
export const EXTENSIONS_KEY = '/api/extensions';

/**
 * A provider without a call answers 404, 405 or 501, or something that is not the call's reply at
 * all (a web page for every unknown path).
 */
export const isNotOffered = (error: unknown): boolean =>
  error instanceof ApiError &&
  ([404, 405, 501].includes(error.status) ||
    (error.code === 'INVALID_RESPONSE' && error.status < 300));

const NONE: Extensions = { extensions: [] };

/**
 * The provider's extension features; none when it has no such call. Read with `request`, or on
 * the web server with its reader, for a server-rendered page's data (lib/page/page-data.ts).
 */
export async function loadExtensions(read: ReadCall = request): Promise<Extensions> {
  try {
    return await read((await firstPageContracts()).extensionCalls.list);
  } catch (error) {
    if (isNotOffered(error)) return NONE;
    throw error;
  }
}

/** The reply as a page's data carries it, under the key `useExtension` reads. */
export const extensionsRead = keyedRead(EXTENSIONS_KEY, loadExtensions);

/** The extension features as this browser knows them: kept by SWR, else asked once for all. */
export async function knownExtensions(): Promise<Extensions> {
  const cached = SWRConfig.defaultValue.cache.get(EXTENSIONS_KEY)?.data as Extensions | undefined;
  return cached ?? preload(EXTENSIONS_KEY, extensionsRead.fetch);
}

/** Hides a feature for the rest of the session (its call was answered 405 or 501). */
export function withdrawExtension(feature: ExtensionFeature): void {
  void mutate<Extensions>(
    EXTENSIONS_KEY,
    (current) => current && { extensions: current.extensions.filter((f) => f !== feature) },
    { revalidate: false },
  );
}

onExtensionWithdrawn(withdrawExtension);

/**
 * Whether the provider offers `feature`: undefined until it has answered (or failed to), so a
 * page of the feature can wait instead of sending the visitor away. `ask` false (nothing on
 * screen needs it yet, e.g. an item still loading) asks nothing.
 */
export function useExtensionState(feature: ExtensionFeature, ask = true): boolean | undefined {
  const { data, error } = useSWR<Extensions, Error>(
    ask ? EXTENSIONS_KEY : null,
    extensionsRead.fetch,
    {
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      revalidateIfStale: false,
    },
  );
  if (data) return data.extensions.includes(feature);
  return error ? false : undefined;
}

/**
 * Whether the provider offers `feature`: false until it has said so, and when it cannot be asked.
 * `ask` false asks nothing (see useExtensionState).
 */
export function useExtension(feature: ExtensionFeature, ask = true): boolean {
  return useExtensionState(feature, ask) ?? false;
}
