import { useEffect } from 'react';

export const PRODUCT_NAME = 'Referral Exchange';

/** A screen's document title: "Screen · Referral Exchange", or the product alone. */
export function documentTitle(screen: string | null): string {
  return screen ? `${screen} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** Names the browser tab after the screen, so each page is told apart in history and by screen readers. */
export function useDocumentTitle(screen: string | null): void {
  useEffect(() => {
    document.title = documentTitle(screen);
  }, [screen]);
}
