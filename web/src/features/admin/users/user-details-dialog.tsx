import type { ReactNode } from 'react';
import type { AdminUserDetails } from '#contract/admin/users/schema.ts';
import { MATCH_STATUS_LABEL } from '#contract/matches/rules.ts';
import { useUserDetails } from '../api/user-details.ts';
import { LoadingNote } from '#web/components/ui/alert.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Detail } from '#web/components/ui/detail.tsx';
import { formatDate, formatDateTime } from '../shared/format.ts';
import { useFailureToast } from '../shared/use-failure-toast.ts';
import { AuditEntries } from './audit-entries.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-6">
      <h3 className="font-semibold text-slate-900">{title}</h3>
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
      </dl>
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
          <p className="text-slate-700">No referral codes.</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {user.referral_codes.map((code) => (
              <li key={code.id} className="break-words text-slate-800">
                <span className="font-semibold">{code.app_name}</span>: {code.code} ({code.status.toLowerCase()}, {code.current_uses}/{code.max_uses} uses)
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="Matches">
        {user.matches.length === 0 ? (
          <p className="text-slate-700">No matches.</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {user.matches.map((match) => (
              <li key={match.id} className="break-words text-slate-800">
                <span className="font-semibold">{match.app_name}</span> as {match.role}, {MATCH_STATUS_LABEL[match.status]}, with {match.counterpart_email ?? 'a closed account'} (
                {formatDate(match.updated_at)})
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="Changes by administrators">
        <AuditEntries userId={user.id} />
      </Section>
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
      {details.isError && <p className="text-slate-700">The details could not be loaded.</p>}
      {details.data && (
        <>
          <p className="text-lg font-semibold break-all text-slate-900">{details.data.email}</p>
          <div className="mt-4">
            <DetailsBody user={details.data} />
          </div>
        </>
      )}
    </div>
  );
}
