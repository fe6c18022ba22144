import { useState } from 'react';
import type { UserApp } from '#contract/apps/schema.ts';
import type { ReferralCode } from '#contract/referral-codes/schema.ts';
import { useDeleteUserApp } from '#web/features/apps/api/delete-user-app.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { DeleteCodeDialog } from '#web/features/referral-codes/components/delete-code-dialog.tsx';
import { UserAppCard, addLinkButtonId, type LinkFormKind } from './user-app-card.tsx';

export const ADD_PLATFORMS_PATH = '/onboarding?add=platforms';

type UserAppsListProps = { userApps: readonly UserApp[]; codes: readonly ReferralCode[] };

/**
 * The person's apps in two columns with their links. Edit/Done reveals Remove, Edit and Delete
 * Code; one link form is open at a time on the whole screen.
 */
export function UserAppsList({ userApps, codes }: UserAppsListProps) {
  const [editing, setEditing] = useState(false);
  const [openForm, setOpenForm] = useState<{ appId: string; kind: LinkFormKind } | null>(null);
  const [deleting, setDeleting] = useState<ReferralCode | null>(null);
  const removeApp = useDeleteUserApp();
  const codeByApp = new Map(codes.map((code) => [code.app_id, code]));

  // The dialog's opener went with the code: focus moves to that app's "+ Add Link" once the dialog has closed.
  function focusAfterDelete(appId: string) {
    requestAnimationFrame(() => document.getElementById(addLinkButtonId(appId))?.focus());
  }

  function toggleEditing() {
    if (editing && openForm?.kind === 'edit') setOpenForm(null);
    setEditing(!editing);
  }

  return (
    <section aria-labelledby="your-apps-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="your-apps-title" className="text-xl font-bold text-neutral-900">
          Your apps
        </h2>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={toggleEditing}>
            {editing ? 'Done' : 'Edit'}
          </Button>
          <ButtonLink to={ADD_PLATFORMS_PATH}>+ Add More</ButtonLink>
        </div>
      </div>
      <ul aria-labelledby="your-apps-title" className="grid grid-cols-1 gap-2 sm:gap-4 md:grid-cols-2">
        {userApps.map((userApp) => (
          <UserAppCard
            key={userApp.id}
            userApp={userApp}
            code={codeByApp.get(userApp.app_id)}
            editing={editing}
            form={openForm?.appId === userApp.app_id ? openForm.kind : null}
            onOpenForm={(kind) => setOpenForm({ appId: userApp.app_id, kind })}
            onCloseForm={() => setOpenForm(null)}
            // A failure is silent (user-side.md §8); the apps and codes reload either way.
            onRemove={() => removeApp.mutate(userApp.id)}
            removing={removeApp.isPending && removeApp.variables === userApp.id}
            onDeleteCode={setDeleting}
          />
        ))}
      </ul>
      <DeleteCodeDialog code={deleting} onClose={() => setDeleting(null)} onDeleted={(code) => focusAfterDelete(code.app_id)} />
    </section>
  );
}
