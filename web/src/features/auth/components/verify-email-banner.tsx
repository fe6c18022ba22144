import type { User } from '#contract/auth/schema.ts';
import { LineIcon } from '#web/components/ui/line-icon.tsx';
import { ResendLinkButton } from './resend-link-button.tsx';

/** The address a verification link went to and is still waiting on: the new one asked for, else an unverified own address. */
function addressToConfirm(user: Pick<User, 'email' | 'email_verified' | 'pending_email'>): string | null {
  return user.pending_email ?? (user.email_verified ? null : user.email);
}

/** On the dashboard while a verification link is unopened: where it went, and a way to have it sent again. */
export function VerifyEmailBanner({ user }: { user: User }) {
  const address = addressToConfirm(user);
  if (!address) return null;

  return (
    <section
      aria-label="Confirm your e-mail address"
      className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-brand-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 items-start gap-3">
        <LineIcon className="mt-0.5 size-5 shrink-0 text-brand-700">
          <path d="M3 7.5A1.5 1.5 0 0 1 4.5 6h15A1.5 1.5 0 0 1 21 7.5v9a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 16.5v-9Z" />
          <path d="m3.5 7 8.5 6 8.5-6" />
        </LineIcon>
        <p className="min-w-0">
          Please confirm your e-mail address: we sent a link to <span className="font-semibold wrap-anywhere">{address}</span>.
        </p>
      </div>
      <ResendLinkButton className="shrink-0 self-start sm:self-auto" />
    </section>
  );
}
