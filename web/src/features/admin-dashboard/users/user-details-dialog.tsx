import type { ReactNode } from 'react';
import type { AdminUserDetails } from '../../../../../contract/admin-users.ts';
import { MATCH_STATUS_LABEL } from '../../../../../contract/matches.ts';
import { useUserDetails } from '../../../api/admin/user-details.ts';
import { LoadingNote } from '../../../components/ui/alert.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { formatDate, formatDateTime } from '../shared/format.ts';
import { useFailureToast } from '../shared/use-failure-toast.ts';
import { AuditEntries } from './audit-entries.tsx';

function Figure({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="font-semibold break-words text-slate-900">{children}</dd>
    </div>
  );
}

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
        <Figure term="Username">{user.username}</Figure>
        <Figure term="Name">{user.name ?? 'None'}</Figure>
        <Figure term="Plan">{user.subscription_status === 'PREMIUM' ? 'Premium' : 'Free'}</Figure>
        <Figure term="Status">{user.is_active ? 'Active' : 'Inactive'}</Figure>
        <Figure term="Role">{user.is_admin ? 'Admin' : 'User'}</Figure>
        <Figure term="Matches used">{user.matches_used}</Figure>
        <Figure term="Joined">{formatDate(user.created_at)}</Figure>
        <Figure term="Last login">{formatDateTime(user.last_login_at)}</Figure>
        <Figure term="Plan expires">{formatDate(user.subscription_expires_at, 'No end date')}</Figure>
      </dl>
      <Section title="Activity summary">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          <Figure term="Referral codes">{summary.total_referral_codes}</Figure>
          <Figure term="Successful referrals">{summary.successful_referrals}</Figure>
          <Figure term="Matches">{summary.total_matches}</Figure>
          <Figure term="Completed matches">{summary.completed_matches}</Figure>
          <Figure term="Account age">{`${summary.account_age_days} days`}</Figure>
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
