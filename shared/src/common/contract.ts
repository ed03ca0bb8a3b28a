import type * as z from 'zod/mini';
import type { ExtensionFeature } from '../extensions/features.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Methods that change something: they carry the XSRF pair, and all but DELETE a JSON body. */
export const isUnsafeMethod = (method: HttpMethod): boolean => method !== 'GET';

/** Methods whose request has a body (JSON, or multipart for a file upload). */
export const hasRequestBody = (method: HttpMethod): boolean =>
  method === 'POST' || method === 'PUT' || method === 'PATCH';

/** One call of docs/product.md section 7: where it goes, what it takes, and what each status returns. */
export interface CallContract {
  readonly method: HttpMethod;
  /** Express-style path, e.g. `/api/videos/:id`. */
  readonly path: string;
  readonly params?: z.ZodMiniType;
  readonly query?: z.ZodMiniType;
  /** Request headers the call needs beyond the common ones (bearer, XSRF). */
  readonly headers?: z.ZodMiniType;
  /** JSON body; multipart calls describe their text fields here and their files in `files`. */
  readonly body?: z.ZodMiniType;
  readonly multipart?: boolean;
  /** Multipart file fields: name, whether required, and the kind of content it must be. */
  readonly files?: Readonly<Record<string, { required: boolean; kind: FileKind }>>;
  /** Bearer token required (true), optional (false) or ignored (undefined). */
  readonly auth?: boolean;
  /** Non-JSON success body (image, PDF, media bytes). */
  readonly binary?: boolean;
  /** Media types of a binary success body, for the OpenAPI document (default any bytes). */
  readonly produces?: readonly string[];
  readonly responses: Readonly<Record<number, z.ZodMiniType>>;
  /** One line for the OpenAPI document and the provider check, and more when one is not enough. */
  readonly summary?: string;
  readonly description?: string;
  /**
   * Where the call comes from: docs/product.md section 7 (the default), an `extension` the mock provider
   * adds (documented and marked), or a `dev` route of the mock only (left out of the document).
   */
  readonly scope?: CallScope;
  /**
   * For an extension, the feature it belongs to (shared/src/extensions/features.ts): a provider
   * offers a feature's calls together, and a client hides the feature when they are missing.
   */
  readonly feature?: ExtensionFeature;
}

export type CallScope = 'spec' | 'extension' | 'dev';

export type FileKind = 'video' | 'audio' | 'book' | 'image';

export function defineCall<const C extends CallContract>(call: C): C {
  return call;
}

type ParamsOf<C extends CallContract> = C['params'] extends z.ZodMiniType
  ? z.input<C['params']>
  : undefined;
type QueryOf<C extends CallContract> = C['query'] extends z.ZodMiniType
  ? z.input<C['query']>
  : undefined;
export type BodyOf<C extends CallContract> = C['body'] extends z.ZodMiniType
  ? z.input<C['body']>
  : undefined;

/** The parsed 2xx reply of a call (the first success status it declares). */
export type SuccessOf<C extends CallContract> = {
  [S in keyof C['responses']]: S extends 200 | 201 | 202
    ? C['responses'][S] extends z.ZodMiniType
      ? z.output<C['responses'][S]>
      : never
    : never;
}[keyof C['responses']];

export interface UrlInput<C extends CallContract> {
  params?: ParamsOf<C>;
  query?: QueryOf<C>;
}

/** Builds the path and query string of a call, encoding every parameter. */
export function buildUrl<C extends CallContract>(call: C, input: UrlInput<C> = {}): string {
  return pathUrl(call.path, input as PathInput);
}

/** A call's path parameters and query, by name, for `pathUrl`. */
export interface PathInput {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
}

/**
 * The URL `buildUrl` makes, from the call's path (`/api/books/:id`) alone: for code that names a
 * call before its contract has loaded (the client's pages load theirs with their first read).
 */
export function pathUrl(template: string, input: PathInput = {}): string {
  const params = input.params ?? {};
  const path = template.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
  const qs = Object.entries(input.query ?? {})
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return qs ? `${path}?${qs}` : path;
}

/** The media type of a call's request body, or undefined for a call that takes none. */
export function requestBodyType(call: CallContract): string | undefined {
  if (!call.body && !call.files) return undefined;
  return call.multipart ? 'multipart/form-data' : 'application/json';
}

/** A body the call may go without: its schema takes an empty object (logout sends `{}`). */
export const bodyIsOptional = (call: CallContract): boolean =>
  call.body !== undefined && !call.files && call.body.safeParse({}).success;
