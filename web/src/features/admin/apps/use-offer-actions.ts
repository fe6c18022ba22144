import { useState } from 'react';
import type { App } from '#contract/apps/schema.ts';
import { useDeleteApp } from './api/delete-app.ts';
import { useUpdateApp } from './api/update-app.ts';
import { endedSession } from '#web/api/session.ts';
import { notify } from '#web/lib/toast.tsx';
import { failureText } from '../shared/failure-text.ts';
import type { OfferAction } from './offer-card.tsx';

export type PendingConfirmation = { kind: 'toggle' | 'delete'; app: App };

/** Where focus goes once a change has moved things: the offer in its new list, or the list a deleted offer left. */
export type FocusTarget = { type: 'app'; id: string } | { type: 'list'; active: boolean } | null;

/** What the offer buttons do: Edit opens the form, Activate/Deactivate and Delete ask first, then act and say so. */
export function useOfferActions() {
  const [editing, setEditing] = useState<App | null>(null);
  const [confirming, setConfirming] = useState<PendingConfirmation | null>(null);
  const [focus, setFocus] = useState<FocusTarget>(null);
  const toggle = useUpdateApp();
  const remove = useDeleteApp();

  function onAction(action: OfferAction, app: App) {
    setFocus(null);
    if (action === 'edit') setEditing(app);
    else setConfirming({ kind: action, app });
  }

  function confirm() {
    if (!confirming) return;
    const { kind, app } = confirming;
    if (kind === 'delete') {
      remove.mutate(app.id, {
        onSuccess: () => {
          notify.success('App deleted successfully');
          setFocus({ type: 'list', active: app.is_active });
        },
        onError: (error) => {
          if (!endedSession(error)) notify.error(failureText(error, 'Failed to delete app'));
        },
        onSettled: () => setConfirming(null),
      });
      return;
    }
    const activate = !app.is_active;
    toggle.mutate(
      { id: app.id, body: { is_active: activate } },
      {
        onSuccess: () => {
          notify.success(activate ? 'Offer activated successfully' : 'Offer deactivated successfully');
          setFocus({ type: 'app', id: app.id });
        },
        onError: (error) => {
          if (!endedSession(error)) notify.error(failureText(error, activate ? 'Failed to activate offer' : 'Failed to deactivate offer'));
        },
        onSettled: () => setConfirming(null),
      },
    );
  }

  return {
    editing,
    closeEditor: (saved: App | null) => {
      setEditing(null);
      if (saved) setFocus({ type: 'app', id: saved.id });
    },
    confirming,
    confirmBusy: toggle.isPending || remove.isPending,
    confirm,
    cancelConfirmation: () => setConfirming(null),
    focus,
    onAction,
  };
}
