/**
 * The cookie and header of docs/product.md section 9's cross-site request protection. A provider may also
 * send the current token in the X-XSRF-TOKEN response header, for clients on another origin that
 * cannot read its cookie (docs/decisions/0100-xsrf-across-origins.md).
 */
export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';
export const XSRF_HEADER_NAME = 'X-XSRF-TOKEN';
