// lib/page: the page as a document: title, oEmbed link, network status, route data, leave guard.
import { useEffect } from 'react';
import { PRODUCT_NAME } from '../api/config';

/** Sets the document title as "{page title} | {product name}"; the home page uses the name alone. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
