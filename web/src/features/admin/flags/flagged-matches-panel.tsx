import { useState } from 'react';
import { FLAG_REASON_MAX, FLAG_SIGN_WORDS, type FlagStatus } from '#contract/admin/flags/rules.ts';
import type { ReferralFlag } from '#contract/admin/flags/schema.ts';
import { MATCH_STATUS_LABEL } from '#contract/matches/rules.ts';
import { failureMessage } from '#web/api/failure-message.ts';
import { ErrorAlert, LoadFailed, LoadingNote } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { formatDate } from '#web/lib/dates.ts';
import { notify } from '#web/lib/toast.tsx';
import { Pagination } from '#web/features/admin/shared/pagination.tsx';
import { useAdminFlags, useDecideFlag } from './api/admin-flags.ts';

const STATUS_BUTTONS: ReadonlyArray<{ status: FlagStatus; label: string; empty: string; emptyFor: (member: string) => string }> = [
  {
    status: 'OPEN',
    label: 'Waiting',
    empty: 'No flagged match is waiting for a decision.',
    emptyFor: (member) => `No flagged match of ${member} is waiting for a decision.`,
  },
  { status: 'CLEARED', label: 'Cleared', empty: 'No flag has been cleared.', emptyFor: (member) => `No flag of ${member} has been cleared.` },
  {
    status: 'CANCELLED',
    label: 'Cancelled',
    empty: 'No flagged match has been cancelled.',
    emptyFor: (member) => `No flagged match of ${member} has been cancelled.`,
  },
];

/** One member's flags only: their username or e-mail address, exactly (any case); cleared again to see everyone's. */
function MemberFilter({ member, onApply }: { member: string; onApply: (member: string) => void }) {
  const [text, setText] = useState(member);
  return (
    <form
      role="search"
      aria-label="Flags of one member"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(text.trim());
      }}
      className="mt-3 flex flex-wrap items-end gap-2"
    >
      <TextField
        label="Member"
        type="search"
        placeholder="Username or e-mail address"
        autoComplete="off"
        className="min-w-0 grow sm:max-w-sm"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" variant="secondary">
        Show Their Flags
      </Button>
      {member && (
        <Button
          variant="ghost"
          onClick={() => {
            setText('');
            onApply('');
          }}
        >
          Show Everyone’s
        </Button>
      )}
    </form>
  );
}

/** Clear, or cancel the match and pause the code, with the reason the audit log keeps (members are not shown it). */
function Decision({ flag }: { flag: ReferralFlag }) {
  const [reason, setReason] = useState('');
  const decide = useDecideFlag((decision) =>
    notify.success(decision === 'clear' ? 'Flag cleared; the match goes on.' : 'Match cancelled and code paused; both members have been told.'),
  );
  const send = (decision: 'clear' | 'cancel') => decide.mutate({ flagId: flag.id, decision, reason });
  return (
    <div className="mt-3 flex flex-col gap-2">
      <TextAreaField label="Reason for the decision" value={reason} onChange={setReason} maxLength={FLAG_REASON_MAX} />
      <p className="text-sm text-neutral-700">The reason is kept in the audit log; the members are not shown it.</p>
      {decide.error && <ErrorAlert>{failureMessage(decide.error)}</ErrorAlert>}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={decide.isPending} onClick={() => send('clear')}>
          Clear Flag
        </Button>
        <Button variant="danger" disabled={decide.isPending} onClick={() => send('cancel')}>
          Cancel Match and Pause Code
        </Button>
      </div>
    </div>
  );
}

/** A party as the team sees them: username and e-mail address, or that the account is closed. */
function party(member: ReferralFlag['referrer']): string {
  return member ? `${member.username} (${member.email})` : 'a closed account';
}

function FlagCard({ flag }: { flag: ReferralFlag }) {
  return (
    <li className="rounded-2xl border border-neutral-200 bg-surface p-4 shadow-sm">
      <p className="font-medium break-words text-neutral-900">
        {flag.app_name} code {flag.code}, claimed on {formatDate(flag.created_at)}
      </p>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm text-neutral-700">
        <dt className="font-medium">Shared by</dt>
        <dd className="break-words">{party(flag.referrer)}</dd>
        <dt className="font-medium">Claimed by</dt>
        <dd className="break-words">{party(flag.referee)}</dd>
        <dt className="font-medium">Match</dt>
        <dd>{MATCH_STATUS_LABEL[flag.match_status]}</dd>
      </dl>
      <ul aria-label="Signs found" className="mt-2 list-disc space-y-0.5 pl-5 text-sm text-neutral-800">
        {flag.signs.map((sign) => (
          <li key={sign}>{FLAG_SIGN_WORDS[sign]}</li>
        ))}
      </ul>
      {flag.shared_addresses.length > 0 && <p className="mt-1 text-sm break-words text-neutral-700">Addresses both used: {flag.shared_addresses.join(', ')}</p>}
      {flag.status === 'OPEN' ? (
        <Decision flag={flag} />
      ) : (
        <p className="mt-2 text-sm font-medium break-words text-neutral-800">
          {flag.status === 'CLEARED' ? 'Cleared' : 'Cancelled'} by {flag.decided_by ?? 'a former administrator'} on {formatDate(flag.decided_at!)}:{' '}
          {flag.decision_reason}
        </p>
      )}
    </li>
  );
}

/**
 * Flagged matches (docs/decisions/admin.md, "Self-referral flags"): claims whose referee and sharer
 * looked like one person, each cleared or cancelled with its code paused; and the decided ones.
 */
export function FlaggedMatchesPanel() {
  const [status, setStatus] = useState<FlagStatus>('OPEN');
  const [page, setPage] = useState(1);
  const [member, setMember] = useState('');
  const flags = useAdminFlags({ status, page, ...(member ? { member } : {}) });
  const show = (next: FlagStatus) => {
    setStatus(next);
    setPage(1);
  };
  const showMember = (next: string) => {
    setMember(next);
    setPage(1);
  };
  const shown = STATUS_BUTTONS.find((button) => button.status === status)!;
  const data = flags.data;

  return (
    <section aria-labelledby="flagged-matches-title" className="mt-12">
      <h2 id="flagged-matches-title" className="text-xl font-semibold text-neutral-900">
        Possible self-referrals
      </h2>
      <p className="mt-1 text-sm text-neutral-700">Claims where the person signing up and the code’s owner look like one person.</p>
      <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label="Which flags">
        {STATUS_BUTTONS.map((button) => (
          <Button
            key={button.status}
            variant={status === button.status ? 'primary' : 'secondary'}
            aria-pressed={status === button.status}
            onClick={() => show(button.status)}
          >
            {button.label}
          </Button>
        ))}
      </div>
      <MemberFilter member={member} onApply={showMember} />
      <div className="mt-4">
        {flags.isPending && <LoadingNote>Loading flags...</LoadingNote>}
        {flags.isError && <LoadFailed onRetry={() => void flags.refetch()}>The flags could not be loaded.</LoadFailed>}
        {data && data.items.length === 0 && <p className="text-neutral-700">{member ? shown.emptyFor(member) : shown.empty}</p>}
        {data && data.items.length > 0 && (
          <>
            <ul className="flex flex-col gap-3">
              {data.items.map((flag) => (
                <FlagCard key={flag.id} flag={flag} />
              ))}
            </ul>
            <div className="mt-3">
              <Pagination label="Flag pages" page={page} totalPages={data.total_pages} onPage={setPage} />
            </div>
          </>
        )}
      </div>
    </section>
  );
}
