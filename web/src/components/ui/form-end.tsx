import { ErrorAlert } from './alert.tsx';
import { Button } from './button.tsx';

/** A form's end: the server's refusal, if any, and the submit button, which says while it works. */
export function FormEnd({
  failure,
  pending,
  label,
  pendingLabel,
}: {
  failure: string | null | undefined;
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <>
      {failure && <ErrorAlert>{failure}</ErrorAlert>}
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : label}
        </Button>
      </div>
    </>
  );
}
