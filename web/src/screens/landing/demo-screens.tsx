/** The phone screens of the landing demo, one per step: drawings of the product, read by no one but the eye. */
import type { ReactNode } from 'react';
import type { AppBrief } from '#contract/apps/schema.ts';
import { formatPence } from '#contract/shared/money.ts';
import { refereeRewardRange } from '#contract/apps/rules.ts';
import { AppLogo } from '#web/components/app-logo.tsx';

function ScreenTitle({ children }: { children: ReactNode }) {
  return <p className="text-sm leading-tight font-bold text-neutral-900">{children}</p>;
}

function StatusPill({ children, tone }: { children: ReactNode; tone: 'blue' | 'amber' | 'green' }) {
  const tones = { blue: 'bg-info-100 text-info-800', amber: 'bg-warning-100 text-warning-900', green: 'bg-success-100 text-success-800' };
  return <span className={`inline-flex rounded-full px-2 py-0.5 text-[11px] font-semibold ${tones[tone]}`}>{children}</span>;
}

function Tick() {
  return (
    <svg
      viewBox="0 0 16 16"
      className="size-4 shrink-0 text-success-700"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="m3.5 8.5 3 3 6-7" />
    </svg>
  );
}

function AppRow({ app, selected }: { app: AppBrief | undefined; selected: boolean }) {
  return (
    <li className={`flex items-center gap-2 rounded-lg border p-1.5 ${selected ? 'border-brand-600 bg-brand-50' : 'border-neutral-200'}`}>
      {app ? <AppLogo name={app.name} logoUrl={app.logo_url} size="sm" /> : <span className="size-8 rounded-lg bg-neutral-200" />}
      <span className="min-w-0 flex-1 truncate text-xs font-semibold text-neutral-800">{app?.name}</span>
      {selected && <Tick />}
    </li>
  );
}

function bonusOf(app: AppBrief | undefined): string | null {
  return app ? formatPence(refereeRewardRange(app).minPence) : null;
}

export function SignUpScreen() {
  return (
    <div className="space-y-2.5">
      <ScreenTitle>Create Your Account</ScreenTitle>
      {['Email', 'Username', 'Password'].map((label) => (
        <div key={label}>
          <p className="text-[11px] font-semibold text-neutral-700">{label}</p>
          <div className="mt-0.5 h-7 rounded-md border border-neutral-400 bg-surface" />
        </div>
      ))}
      <p className="rounded-md bg-brand-600 py-1.5 text-center text-xs font-semibold text-on-fill">Create Account</p>
    </div>
  );
}

export function ChooseAppsScreen({ apps }: { apps: readonly AppBrief[] }) {
  return (
    <div className="space-y-2.5">
      <ScreenTitle>Which platforms do you already use?</ScreenTitle>
      <ul className="space-y-1.5">
        {[0, 1, 2, 3].map((index) => (
          <AppRow key={index} app={apps[index]} selected={index < 2} />
        ))}
      </ul>
      <p className="text-[11px] font-semibold text-neutral-700">2 platforms selected</p>
    </div>
  );
}

export function MatchedScreen({ app }: { app: AppBrief | undefined }) {
  return (
    <div className="space-y-3">
      <StatusPill tone="blue">In Progress</StatusPill>
      <ScreenTitle>You are matched{app ? ` for ${app.name}` : ''}</ScreenTitle>
      <div className="flex items-center gap-2 rounded-lg border border-neutral-200 p-2">
        {app ? <AppLogo name={app.name} logoUrl={app.logo_url} size="sm" /> : <span className="size-8 rounded-lg bg-neutral-200" />}
        <div className="min-w-0">
          <p className="text-[11px] text-neutral-700">Referral code</p>
          <p className="font-mono text-xs font-bold tracking-widest text-neutral-900">• • • • • •</p>
        </div>
      </div>
      <p className="rounded-md border border-neutral-400 py-1.5 text-center text-xs font-semibold text-neutral-800">Copy code</p>
    </div>
  );
}

export function CompleteScreen() {
  return (
    <div className="space-y-2.5">
      <StatusPill tone="amber">Awaiting Reward</StatusPill>
      <ScreenTitle>Your steps</ScreenTitle>
      <ul className="space-y-1.5 text-xs text-neutral-800">
        {['Open the referral link', 'Sign up with the code', 'Meet the offer’s conditions'].map((step) => (
          <li key={step} className="flex items-center gap-1.5">
            <Tick />
            {step}
          </li>
        ))}
      </ul>
      <p className="rounded-md bg-brand-600 py-1.5 text-center text-xs font-semibold text-on-fill">Mark as Sign Up Complete</p>
    </div>
  );
}

export function CollectScreen({ app }: { app: AppBrief | undefined }) {
  const bonus = bonusOf(app);
  return (
    <div className="space-y-3 text-center">
      <StatusPill tone="green">Completed</StatusPill>
      <p className="text-[11px] font-semibold text-neutral-700">Bonus received{app ? ` from ${app.name}` : ''}</p>
      {bonus && <p className="text-3xl font-extrabold text-success-800">{bonus}</p>}
      <p className="flex items-center justify-center gap-1 text-xs font-semibold text-neutral-800">
        <Tick />
        Receipt confirmed
      </p>
    </div>
  );
}
