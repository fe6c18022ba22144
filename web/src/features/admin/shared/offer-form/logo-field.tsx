import { useId, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { LOGO_UPLOAD_TYPES, logoFileProblem } from '#contract/logos/rules.ts';
import { logoAddress } from '#contract/logos/schema.ts';
import { endedSession } from '#web/api/session.ts';
import { AppLogo } from '#web/components/app-logo.tsx';
import { LoadingNote } from '#web/components/ui/alert.tsx';
import { Button, buttonClasses } from '#web/components/ui/button.tsx';
import { FieldNotes, describedBy } from '#web/components/ui/field-notes.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { fieldProps } from '#web/lib/use-schema-form.ts';
import { useFetchLogo } from '#web/features/admin/shared/api/fetch-logo.ts';
import { useUploadLogo } from '#web/features/admin/shared/api/upload-logo.ts';
import { failureText } from '#web/features/admin/shared/failure-text.ts';
import type { OfferFormValues } from './form-values.ts';

const UPLOAD_HINT = 'A PNG, JPEG or WebP image of up to 256 kB, kept as a small WebP.';
const ADDRESS_HINT = 'Or give the address of an image: the server fetches it once and keeps a copy.';
/** The file input is hidden in its label, which looks like a button and shows the focus ring for it. */
const UPLOAD_LABEL = buttonClasses(
  'secondary',
  'md',
  'cursor-pointer has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-brand-600 has-[input:focus-visible]:outline-solid',
);

/**
 * The offer form's logo: a preview (the logo, or the coloured initial the cards show without one),
 * Upload logo, Remove logo, and a Logo URL the server fetches when asked. An uploaded or fetched
 * image is stored at once and becomes the app's logo when the form is saved.
 */
export function LogoField() {
  const form = useFormContext<OfferFormValues>();
  const { watch, setValue, setError, clearErrors, getValues } = form;
  const [name, stored] = [watch('name'), watch('logo_stored')];
  const upload = useUploadLogo();
  const fetchLogo = useFetchLogo();
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const fileId = useId();
  const busy = upload.isPending || fetchLogo.isPending;

  function keep(path: string) {
    setValue('logo_stored', path, { shouldDirty: true });
    setValue('logo_url', '');
    clearErrors('logo_url');
    setFileProblem(null);
  }

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    const refused = logoFileProblem(file);
    setFileProblem(refused);
    if (refused) {
      input.value = '';
      return;
    }
    upload.mutate(file, {
      onSuccess: ({ logo_url }) => keep(logo_url),
      onError: (error) => setFileProblem(endedSession(error) ? null : failureText(error, 'The logo could not be uploaded')),
      onSettled: () => {
        input.value = '';
      },
    });
  }

  function fetchAddress() {
    const address = logoAddress.safeParse(getValues('logo_url'));
    if (!address.success) {
      setError('logo_url', { message: address.error.issues[0]!.message }, { shouldFocus: true });
      return;
    }
    fetchLogo.mutate(address.data, {
      onSuccess: ({ logo_url }) => keep(logo_url),
      onError: (error) => {
        if (!endedSession(error)) setError('logo_url', { message: failureText(error, 'The logo could not be fetched') }, { shouldFocus: true });
      },
    });
  }

  function fetchOnEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    fetchAddress();
  }

  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-neutral-200 p-4 sm:col-span-2">
      <legend className="px-1 text-sm font-semibold text-neutral-800">Logo</legend>
      <div className="flex items-center gap-3">
        <AppLogo name={name.trim() === '' ? '?' : name} logoUrl={stored === '' ? null : stored} size="lg" />
        <p className="text-sm text-neutral-700">
          {stored === '' ? 'No logo: the cards show the coloured initial.' : 'This logo shows on the offer’s cards once saved.'}
        </p>
      </div>

      <div className="flex flex-col gap-1.5">
        <div className="flex flex-wrap gap-2">
          <label className={UPLOAD_LABEL}>
            Upload logo
            <input
              id={fileId}
              type="file"
              accept={LOGO_UPLOAD_TYPES.join(',')}
              disabled={busy}
              onChange={onFile}
              aria-invalid={fileProblem ? true : undefined}
              aria-describedby={describedBy(fileId, UPLOAD_HINT, fileProblem)}
              className="sr-only"
            />
          </label>
          {stored !== '' && (
            <Button
              variant="dangerGhost"
              disabled={busy}
              onClick={() => {
                setValue('logo_stored', '', { shouldDirty: true });
                setFileProblem(null);
              }}
            >
              Remove logo
            </Button>
          )}
        </div>
        {/* Why a file was refused is read out as it appears. */}
        <div aria-live="polite" className="flex flex-col gap-1.5">
          <FieldNotes id={fileId} hint={UPLOAD_HINT} error={fileProblem} />
          {upload.isPending && <LoadingNote>Uploading the logo...</LoadingNote>}
        </div>
      </div>

      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <TextField
          label="Logo URL"
          type="url"
          placeholder="https://"
          hint={ADDRESS_HINT}
          className="min-w-0 flex-1"
          onKeyDown={fetchOnEnter}
          {...fieldProps(form, 'logo_url')}
        />
        <Button variant="secondary" className="sm:mt-7" disabled={busy} onClick={fetchAddress}>
          {fetchLogo.isPending ? 'Fetching...' : 'Fetch logo'}
        </Button>
      </div>
    </fieldset>
  );
}
