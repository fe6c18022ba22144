import type { ReactNode } from 'react';
import type { AdminUser } from '#contract/admin/users/schema.ts';
import { Button } from '#web/components/ui/button.tsx';
import { formatDate, formatDateTime } from '../shared/format.ts';

type UsersTableProps = {
  users: readonly AdminUser[];
  caption: string;
  busy: boolean;
  onView: (user: AdminUser) => void;
  onEdit: (user: AdminUser) => void;
};

const headerClass = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-neutral-700 uppercase';
const cellClass = 'px-3 py-3 align-top text-sm text-neutral-800';

/**
 * One page of users: a table from 640 px (scrolling sideways inside its own focusable region when
 * narrower than its columns), a list of cards on a phone, where nine columns cannot be read.
 */
export function UsersTable(props: UsersTableProps) {
  return (
    <>
      <UserCards {...props} />
      <div className="max-sm:hidden">
        <Table {...props} />
      </div>
    </>
  );
}

/** On a phone: each user a card, the same figures as the table's row as labelled lines, and the two actions. */
function UserCards({ users, caption, busy, onView, onEdit }: UsersTableProps) {
  return (
    <ul aria-label={caption} aria-busy={busy} className="space-y-3 sm:hidden">
      {users.map((user) => (
        <li key={user.id} className="rounded-2xl border border-neutral-200 bg-surface p-4 shadow-sm">
          <p className="font-semibold break-all text-neutral-900">{user.email}</p>
          <p className="text-sm text-neutral-600">
            {user.username} · {user.is_admin ? 'Admin' : 'User'}
            {user.is_self && ' (you)'}
          </p>
          <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
            <Figure term="Plan">{user.subscription_status === 'PREMIUM' ? 'Premium' : 'Free'}</Figure>
            <Figure term="Status">{user.is_active ? 'Active' : <span className="font-semibold text-danger-800">Inactive</span>}</Figure>
            <Figure term="Matches used">{user.matches_used}</Figure>
            <Figure term="Referrals">{user.total_referrals}</Figure>
            <Figure term="Joined">{formatDate(user.created_at)}</Figure>
            <Figure term="Last login">{formatDateTime(user.last_login_at)}</Figure>
          </dl>
          <div className="mt-3 grid grid-cols-2 gap-2">
            <Button variant="secondary" onClick={() => onView(user)}>
              View<span className="sr-only"> {user.email}</span>
            </Button>
            <Button variant="secondary" onClick={() => onEdit(user)}>
              Edit<span className="sr-only"> {user.email}</span>
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

function Figure({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-neutral-600">{term}</dt>
      <dd className="font-medium text-neutral-900">{children}</dd>
    </div>
  );
}

function Table({ users, caption, busy, onView, onEdit }: UsersTableProps) {
  return (
    <div
      role="region"
      aria-labelledby="users-table-caption"
      tabIndex={0}
      className="relative overflow-x-auto rounded-2xl border border-neutral-200 bg-surface shadow-sm"
    >
      <table aria-busy={busy} className="min-w-full divide-y divide-neutral-200">
        <caption id="users-table-caption" className="sr-only">
          {caption}
        </caption>
        <thead className="bg-neutral-50">
          <tr>
            <th scope="col" className={headerClass}>
              User
            </th>
            <th scope="col" className={headerClass}>
              Plan
            </th>
            <th scope="col" className={headerClass}>
              Status
            </th>
            <th scope="col" className={headerClass}>
              Role
            </th>
            <th scope="col" className={headerClass}>
              Matches used
            </th>
            <th scope="col" className={headerClass}>
              Referrals
            </th>
            <th scope="col" className={headerClass}>
              Joined
            </th>
            <th scope="col" className={headerClass}>
              Last login
            </th>
            <th scope="col" className={headerClass}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-200">
          {users.map((user) => (
            <tr key={user.id}>
              <th scope="row" className={`${cellClass} text-left font-normal`}>
                <span className="block font-semibold break-all text-neutral-900">{user.email}</span>
                <span className="block text-neutral-600">{user.username}</span>
              </th>
              <td className={cellClass}>{user.subscription_status === 'PREMIUM' ? 'Premium' : 'Free'}</td>
              <td className={cellClass}>{user.is_active ? 'Active' : <span className="font-semibold text-danger-800">Inactive</span>}</td>
              <td className={cellClass}>
                {user.is_admin ? 'Admin' : 'User'}
                {user.is_self && ' (you)'}
              </td>
              <td className={cellClass}>{user.matches_used}</td>
              <td className={cellClass}>{user.total_referrals}</td>
              <td className={`${cellClass} whitespace-nowrap`}>{formatDate(user.created_at)}</td>
              <td className={`${cellClass} whitespace-nowrap`}>{formatDateTime(user.last_login_at)}</td>
              <td className={cellClass}>
                <div className="flex gap-2">
                  <Button variant="secondary" onClick={() => onView(user)}>
                    View<span className="sr-only"> {user.email}</span>
                  </Button>
                  <Button variant="secondary" onClick={() => onEdit(user)}>
                    Edit<span className="sr-only"> {user.email}</span>
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
