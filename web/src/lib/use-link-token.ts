import { useSearchParams } from 'react-router';

/** The token of an e-mailed link (…?token=…), or null when the page was opened without one. */
export function useLinkToken(): string | null {
  const [searchParams] = useSearchParams();
  return searchParams.get('token');
}
