import { useEffect, useRef, useState, type FormEvent } from 'react';
import { MAX_USES_LIMIT, usesBelowTakenMessage } from '#contract/referral-codes/rules.ts';
import type { ReferralCode } from '#contract/referral-codes/schema.ts';
import { failureMessage } from '#web/api/failure-message.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { notify } from '#web/lib/toast.tsx';
import { useChangeCodeUses } from '../api/change-code-uses.ts';

const USES_SAVED_MESSAGE = 'Uses updated';

/** What is wrong with the number typed, or null: a whole number from the uses taken (at least 1) to 100. */
function usesProblem(text: string, taken: number): string | null {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isInteger(value)) return 'Max uses must be a whole number';
  if (value < Math.max(1, taken)) return taken > 0 ? usesBelowTakenMessage(taken) : 'Max uses must be at least 1';
  if (value > MAX_USES_LIMIT) return `Max uses must be at most ${MAX_USES_LIMIT}`;
  return null;
}

/** How many times a code may be handed out, changed inline: Save, or Cancel (or Escape). */
export function UsesForm({ code, onDone }: { code: ReferralCode; onDone: () => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(String(Math.max(code.max_uses, Math.min(code.current_uses + 5, MAX_USES_LIMIT))));
  const [error, setError] = useState<string | null>(null);
  const change = useChangeCodeUses();

  useEffect(() => inputRef.current?.select(), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = usesProblem(text, code.current_uses);
    setError(problem);
    if (problem || change.isPending) {
      inputRef.current?.focus();
      return;
    }
    try {
      await change.mutateAsync({ codeId: code.id, maxUses: Number(text.trim()) });
      notify.success(USES_SAVED_MESSAGE);
      onDone();
    } catch (failure) {
      setError(failureMessage(failure));
      inputRef.current?.focus();
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !change.isPending) onDone();
      }}
      aria-busy={change.isPending}
      className="flex flex-col gap-3"
    >
      <TextField
        ref={inputRef}
        label={`Uses of your ${code.app_name} code`}
        hint={`${code.current_uses} taken so far; up to ${MAX_USES_LIMIT}.`}
        inputMode="numeric"
        value={text}
        error={error}
        onChange={(event) => setText(event.target.value)}
        className="max-w-xs"
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Saving...' : 'Save'}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={change.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
