import type { AdminLoginHint } from '#contract/admin/schema.ts';
import { useAdminLoginHint } from '#web/features/admin/sign-in/api/login-hint.ts';

/** The development server's default administrator; shown only when the hint call answers. */
export function DevelopmentHint({ onUse }: { onUse: (hint: AdminLoginHint) => void }) {
  const { data: hint } = useAdminLoginHint();
  if (!hint) return null;

  return (
    <aside aria-labelledby="dev-hint-title" className="mt-6 rounded-xl border border-warning-300 bg-warning-50 p-4 text-sm text-warning-950">
      <h2 id="dev-hint-title" className="font-semibold">
        Development mode
      </h2>
      <p className="mt-1">This server created a default administrator:</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="font-medium">Username</dt>
        <dd className="font-mono break-all">{hint.username}</dd>
        <dt className="font-medium">Password</dt>
        <dd className="font-mono break-all">{hint.password}</dd>
      </dl>
      <button
        type="button"
        onClick={() => onUse(hint)}
        className="mt-3 rounded-lg border border-warning-400 bg-surface px-3 py-1.5 font-semibold text-warning-950 hover:bg-warning-100"
      >
        Use these details
      </button>
    </aside>
  );
}
