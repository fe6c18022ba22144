import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { checkReferralLink, extractReferralCode, linkNeedsTypedCode } from '#contract/referral-codes/rules.ts';
import { ReferralLinkField } from './referral-link-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useSaveLink } from './use-save-link.ts';

/** `linkDomains`: the domains the app's links may use (none: any); `codeId`: the code whose link an edit replaces. */
type LinkFormProps = {
  appId: string;
  appName: string;
  linkDomains?: readonly string[];
  linkFormat?: string | null;
  initialLink?: string;
  codeId?: string;
  onDone: () => void;
};

/**
 * The inline input behind "+ Add Link" and a link's Edit (which replaces the code's link): checked
 * with the same parser as the server, saved with Save, left with Cancel (or Escape).
 */
export function LinkForm({ appId, appName, linkDomains = [], linkFormat = null, initialLink = '', codeId, onDone }: LinkFormProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [link, setLink] = useState(initialLink);
  const [typedCode, setTypedCode] = useState('');
  const [touched, setTouched] = useState(false);
  const { saveLink, saving } = useSaveLink();
  const app = { name: appName, referral_link_domains: linkDomains, referral_link_format: linkFormat };
  const asksForCode = linkNeedsTypedCode(link, app);
  const code = asksForCode ? typedCode : '';
  const check = checkReferralLink(link, app, code);

  useEffect(() => inputRef.current?.focus(), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (!check.ok || saving) {
      inputRef.current?.focus();
      return;
    }
    if (await saveLink({ appId, link: link.trim(), code: code.trim() || null, codeId })) onDone();
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !saving) onDone();
      }}
      aria-busy={saving}
      className="flex flex-col gap-3"
    >
      <ReferralLinkField
        ref={inputRef}
        id={`${id}-link`}
        label={`Your ${appName} referral link`}
        value={link}
        error={touched && !check.ok ? check.message : null}
        code={check.ok ? check.code : null}
        onChange={(event) => setLink(event.target.value)}
        onBlur={() => setTouched(link.trim() !== '')}
        onPaste={() => setTouched(true)}
        typedCode={asksForCode ? { value: typedCode, onChange: setTypedCode, guess: extractReferralCode(link, linkFormat) } : null}
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
