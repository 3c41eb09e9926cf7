import { useEffect } from 'react';

export const PRODUCT_NAME = 'TeenFreelance';
export const HOME_TITLE = 'TeenFreelance – Find Exceptional Teen Talent';

/** "{page} | TeenFreelance"; without a page, the home title. */
export function formatTitle(page?: string): string {
  return page ? `${page} | ${PRODUCT_NAME}` : HOME_TITLE;
}

/** Sets document.title on client navigation (the server writes the first one into the HTML). */
export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = formatTitle(page);
  }, [page]);
}
