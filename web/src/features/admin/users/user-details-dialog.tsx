import { useId, type ReactNode } from 'react';
import type { AdminUserDetails } from '#contract/admin/users/schema.ts';
import { MATCH_STATUS_LABEL } from '#contract/matches/rules.ts';
import { useUserDetails } from './api/user-details.ts';
import { LoadingNote } from '#web/components/ui/alert.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Detail } from '#web/components/ui/detail.tsx';
import { formatDate, formatDateTime } from '../shared/format.ts';
import { useFailureToast } from '../shared/use-failure-toast.ts';
import { AuditEntries } from './audit-entries.tsx';
import { notify } from '#web/lib/toast.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useResendVerification } from './api/resend-verification.ts';
import { SecondFactorSection } from './second-factor-section.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h3 id={headingId} className="font-semibold text-neutral-900">
        {title}
      </h3>
      <div className="mt-2">{children}</div>
    </section>
  );
}

function DetailsBody({ user }: { user: AdminUserDetails }) {
  const summary = user.activity_summary;
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Detail term="Username">{user.username}</Detail>
        <Detail term="Name">{user.name ?? 'None'}</Detail>
        <Detail term="Plan">{user.subscription_status === 'PREMIUM' ? 'Premium' : 'Free'}</Detail>
        <Detail term="Status">{user.is_active ? 'Active' : 'Inactive'}</Detail>
        <Detail term="Role">{user.is_admin ? 'Admin' : 'User'}</Detail>
        <Detail term="Matches used">{user.matches_used}</Detail>
        <Detail term="Joined">{formatDate(user.created_at)}</Detail>
        <Detail term="Last login">{formatDateTime(user.last_login_at)}</Detail>
        <Detail term="Plan expires">{formatDate(user.subscription_expires_at, 'No end date')}</Detail>
        <Detail term="18 or over, in the UK">
          {user.eligibility_confirmed_at ? `Confirmed ${formatDate(user.eligibility_confirmed_at)}` : 'Not confirmed yet'}
        </Detail>
      </dl>
      {user.is_admin && (
        <Section title="Two-factor authentication">
          <SecondFactorSection user={user} />
        </Section>
      )}
      <Section title="Activity summary">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          <Detail term="Referral codes">{summary.total_referral_codes}</Detail>
          <Detail term="Successful referrals">{summary.successful_referrals}</Detail>
          <Detail term="Matches">{summary.total_matches}</Detail>
          <Detail term="Completed matches">{summary.completed_matches}</Detail>
          <Detail term="Account age">{`${summary.account_age_days} days`}</Detail>
        </dl>
      </Section>
      <Section title="Referral codes">
        {user.referral_codes.length === 0 ? (
          <p className="text-neutral-700">No referral codes.</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {user.referral_codes.map((code) => (
              <li key={code.id} className="break-words text-neutral-800">
                <span className="font-semibold">{code.app_name}</span>: {code.code} ({code.status.toLowerCase()}, {code.current_uses}/{code.max_uses} uses)
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="Matches">
        {user.matches.length === 0 ? (
          <p className="text-neutral-700">No matches.</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {user.matches.map((match) => (
              <li key={match.id} className="break-words text-neutral-800">
                <span className="font-semibold">{match.app_name}</span> as {match.role}, {MATCH_STATUS_LABEL[match.status]}, with{' '}
                {match.counterpart_email ?? 'a closed account'} ({formatDate(match.updated_at)})
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="E-mail">
        <EmailSection user={user} />
      </Section>
      <Section title="Changes by administrators">
        <AuditEntries userId={user.id} />
      </Section>
    </>
  );
}

const MAIL_STATUS_LABEL = { PENDING: 'Waiting to be sent', SENT: 'Delivered to the mail server', FAILED: 'Failed' } as const;

/** The address's verification, a way to send a new link, and the last e-mails with their delivery state. */
function EmailSection({ user }: { user: AdminUserDetails }) {
  const resend = useResendVerification();
  useFailureToast(resend.error, 'Failed to send a new verification link');
  const verifiable = !user.email_verified || user.pending_email !== null;
  return (
    <>
      <p className="text-sm text-neutral-800">
        {user.email_verified ? 'The address is verified.' : 'The address is not verified yet.'}
        {user.pending_email && ` A change to ${user.pending_email} waits for its link to be opened.`}
      </p>
      {verifiable && (
        <Button
          variant="secondary"
          className="mt-2"
          disabled={resend.isPending}
          onClick={() => resend.mutate(user.id, { onSuccess: (answer) => notify.success(answer.detail) })}
        >
          {resend.isPending ? 'Sending...' : 'Resend verification link'}
        </Button>
      )}
      {user.recent_emails.length === 0 ? (
        <p className="mt-3 text-sm text-neutral-700">No e-mails sent yet.</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-1 text-sm" aria-label="Last e-mails sent">
          {user.recent_emails.map((mail) => (
            <li key={mail.id} className="break-words text-neutral-800">
              <span className="font-semibold">{mail.subject}</span> to {mail.to}, {formatDateTime(mail.created_at)}: {MAIL_STATUS_LABEL[mail.status]}
              {mail.attempts > 1 && ` after ${mail.attempts} tries`}
              {mail.last_error && mail.status !== 'SENT' && ` (${mail.last_error})`}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

type UserDetailsDialogProps = { userId: string | null; onClose: () => void };

/** The details modal: account, activity summary, codes, matches and the audit entries about the user. */
export function UserDetailsDialog({ userId, onClose }: UserDetailsDialogProps) {
  return (
    <Dialog open={userId !== null} onClose={onClose} title="User details" size="lg">
      {userId && <DetailsContent userId={userId} />}
    </Dialog>
  );
}

function DetailsContent({ userId }: { userId: string }) {
  const details = useUserDetails(userId);
  useFailureToast(details.error, 'Failed to load user details');
  return (
    <div>
      {details.isPending && <LoadingNote>Loading user details...</LoadingNote>}
      {details.isError && <p className="text-neutral-700">The details could not be loaded.</p>}
      {details.data && (
        <>
          <p className="text-lg font-semibold break-all text-neutral-900">{details.data.email}</p>
          <div className="mt-4">
            <DetailsBody user={details.data} />
          </div>
        </>
      )}
    </div>
  );
}
