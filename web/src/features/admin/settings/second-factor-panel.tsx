import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { SecondFactorSetup } from '#contract/admin/schema.ts';
import { failureMessage } from '#web/api/failure-message.ts';
import { LoadFailed } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useEnableSecondFactor, useSecondFactorState, useSetUpSecondFactor } from './api/second-factor.ts';

/** The id the sign-in sends an administrator to when production asks them to set one up. */
const SECTION_ID = 'second-factor';

/** The otpauth address as a QR code any authenticator app scans (drawn here, in the browser: the secret goes nowhere else). */
function QrCode({ url }: { url: string }) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode').then(({ toDataURL }) =>
      toDataURL(url, { margin: 1, width: 208 }).then((data) => {
        if (current) setImage(data);
      }),
    );
    return () => {
      current = false;
    };
  }, [url]);
  return (
    <div className="size-52 shrink-0 rounded-lg border border-neutral-200 bg-white p-1">
      {image && <img src={image} alt="QR code to scan with your authenticator app" width={200} height={200} />}
    </div>
  );
}

/** Scan or type the secret, then prove it with the app's code. */
function SetUpForm({ setup }: { setup: SecondFactorSetup }) {
  const enable = useEnableSecondFactor();
  const [code, setCode] = useState('');
  // On: the secret has served its turn; only the recovery codes are left to keep.
  if (enable.data) return <RecoveryCodes codes={enable.data.recovery_codes} />;
  return (
    <div className="mt-4 flex flex-col gap-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <QrCode url={setup.otpauth_url} />
        <div className="min-w-0 text-neutral-700">
          <p>Scan the code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password and the like), or type this key into it:</p>
          <p className="mt-2 font-mono text-base break-all text-neutral-900">{setup.secret.replace(/(.{4})/g, '$1 ').trim()}</p>
        </div>
      </div>
      <form
        noValidate
        className="flex flex-col gap-4 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          enable.mutate(code);
        }}
      >
        <TextField
          label="Code from the app"
          inputMode="numeric"
          autoComplete="one-time-code"
          hint="The 6 digits the app shows now."
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            enable.reset();
          }}
          error={failureMessage(enable.error)}
          className="sm:w-64"
        />
        <Button type="submit" disabled={enable.isPending}>
          {enable.isPending ? 'Turning On...' : 'Turn On'}
        </Button>
      </form>
    </div>
  );
}

/** The recovery codes, shown this once. */
function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div role="status" className="mt-4 rounded-2xl border border-success-200 bg-success-50 p-5">
      <h3 className="font-semibold text-neutral-900">Two-factor authentication is on. Keep these recovery codes</h3>
      <p className="mt-1 text-neutral-700">
        Each works once, in place of a code from the app, if you lose your phone. They are shown only now: keep them somewhere safe, away from your password.
      </p>
      <ul aria-label="Recovery codes" className="mt-3 grid grid-cols-2 gap-2 font-mono text-base text-neutral-900 sm:grid-cols-5">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The signed-in administrator's second factor (docs/decisions/admin.md, "A second factor"): off,
 * it offers the set-up (a QR code and the key, then a code from the app); on, it says so. In
 * production an administrator without one is sent here after signing in, and told why.
 */
export function SecondFactorPanel() {
  const state = useSecondFactorState();
  const setUp = useSetUpSecondFactor();
  // Sent here to set it up (/admin/dashboard?tab=settings#second-factor): brought into view once known.
  const { hash } = useLocation();
  const known = state.data !== undefined;
  useEffect(() => {
    if (known && hash === `#${SECTION_ID}`) document.getElementById(SECTION_ID)?.scrollIntoView();
  }, [known, hash]);

  return (
    <section id={SECTION_ID} aria-labelledby="second-factor-title" className="mt-10 max-w-2xl scroll-mt-6">
      <h2 id="second-factor-title" className="text-xl font-semibold text-neutral-900">
        Two-factor authentication
      </h2>
      <p className="mt-2 text-neutral-700">After your password, signing in asks for a code from an authenticator app on your phone.</p>
      {state.data?.setup_required && (
        <p className="mt-3 rounded-xl bg-warning-50 p-4 font-medium text-neutral-900">
          Set this up now: every administrator needs a second factor here, as the area holds the catalogue and everyone’s accounts.
        </p>
      )}
      {state.isError && <LoadFailed onRetry={() => void state.refetch()}>Whether it is on could not be loaded.</LoadFailed>}
      {state.data?.enabled && !setUp.data && <p className="mt-4 font-medium text-success-800">On: signing in asks for a code from your app.</p>}
      {state.data && !state.data.enabled && !setUp.data && (
        <div className="mt-4 flex flex-col items-start gap-2">
          <Button onClick={() => setUp.mutate()} disabled={setUp.isPending}>
            {setUp.isPending ? 'Starting...' : 'Set Up Two-Factor Authentication'}
          </Button>
          {setUp.isError && <p className="text-sm font-medium text-danger-700">{failureMessage(setUp.error)}</p>}
        </div>
      )}
      {setUp.data && <SetUpForm setup={setUp.data} />}
    </section>
  );
}
