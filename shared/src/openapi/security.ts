import { z } from 'zod';
import { isUnsafeMethod, type CallContract } from '../common/contract.js';
import type { ZodOpenApiComponentsObject } from 'zod-openapi';
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '../config/xsrf.js';

export const securitySchemes: NonNullable<ZodOpenApiComponentsObject['securitySchemes']> = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'The `token` from login, as `Authorization: Bearer <token>`. Cookies never sign in.',
  },
  xsrfCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: XSRF_COOKIE_NAME,
    description: 'Set by the provider and readable by the page, for the double-submit check.',
  },
  xsrfHeader: {
    type: 'apiKey',
    in: 'header',
    name: XSRF_HEADER_NAME,
    description: `Echoes the ${XSRF_COOKIE_NAME} cookie on every POST, PUT, PATCH and DELETE that sends it.`,
  },
};

/**
 * A call that changes something (POST, PUT, PATCH, DELETE) and carries the XSRF-TOKEN cookie (a browser) must echo it in X-XSRF-TOKEN; a client
 * without the cookie sends neither. So each requirement has a with-XSRF and a without-XSRF form.
 */
type Requirement = Record<string, string[]>;

export function securityOf(call: CallContract): Requirement[] | undefined {
  const xsrf: Requirement | null = isUnsafeMethod(call.method)
    ? { xsrfCookie: [], xsrfHeader: [] }
    : null;
  if (call.auth === undefined && !xsrf) return undefined;
  const bearer: Requirement = { bearerAuth: [] };
  const base: Requirement[] =
    call.auth === true ? [bearer] : call.auth === false ? [bearer, {}] : [{}];
  return xsrf ? base.flatMap((req) => [{ ...req, ...xsrf }, req]) : base;
}

/** The XSRF pair as explicit optional parameters, so readers see them on each unsafe call. */
export const xsrfHeaderSchema = z.object({
  [XSRF_HEADER_NAME]: z
    .string()
    .optional()
    .meta({ description: `Required when the ${XSRF_COOKIE_NAME} cookie is sent: its value.` }),
});
export const xsrfCookieSchema = z.object({
  [XSRF_COOKIE_NAME]: z
    .string()
    .optional()
    .meta({ description: 'Issued by the provider on any reply to a client without it.' }),
});
