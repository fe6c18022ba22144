import type { ClaimRecord } from '#contract/matches/schema.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useCopyCode } from '../hooks/use-copy-code.ts';

type ClaimDetailsProps = Pick<ClaimRecord, 'app_name' | 'code' | 'referral_link' | 'owner_masked_email'>;

/** What a referee signs up with: the code (with Copy), the referral link and whose code it is. */
export function ClaimDetails({ app_name: appName, code, referral_link: link, owner_masked_email: owner }: ClaimDetailsProps) {
  const copyCode = useCopyCode();

  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-2">
      <div className="min-w-0">
        <dt className="text-neutral-600">Referral code</dt>
        <dd className="mt-1 flex flex-wrap items-center gap-2">
          <code className="rounded-md bg-neutral-100 px-2 py-1 font-mono text-base font-semibold break-all text-neutral-900">{code}</code>
          <Button variant="secondary" onClick={() => void copyCode(appName, code)}>
            Copy Code<span className="sr-only"> for {appName}</span>
          </Button>
        </dd>
      </div>
      <div className="min-w-0">
        <dt className="text-neutral-600">Shared by</dt>
        <dd className="mt-1 font-semibold break-words text-neutral-900">{owner || 'A former member'}</dd>
      </div>
      {link && (
        <div className="min-w-0 sm:col-span-2">
          <dt className="text-neutral-600">Referral link</dt>
          <dd className="mt-1">
            <a href={link} target="_blank" rel="noopener noreferrer" className="font-medium break-all text-brand-700 underline hover:text-brand-900">
              {link}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </dd>
        </div>
      )}
    </dl>
  );
}
