import { useEffect } from 'react';

export const PRODUCT_NAME = 'Referral Exchange';

/** Names the browser tab after the screen, so each page is told apart in history and by screen readers. */
export function useDocumentTitle(screen: string | null): void {
  useEffect(() => {
    document.title = screen ? `${screen} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [screen]);
}
