import { useState, type ReactNode } from 'react';
import { appMatchesSearch } from '#contract/apps/search.ts';
import { LoadFailed } from '#web/components/ui/alert.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { FoldOnPhones } from '#web/components/section/fold.tsx';
import { Skeleton, SkeletonBlock, SkeletonCard } from '#web/components/ui/skeleton.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '../shared/confirm-dialog.tsx';
import { AddOfferSection } from './add-offer-section.tsx';
import { EditOfferDialog } from './edit-offer-dialog.tsx';
import { OfferList } from './offer-list.tsx';
import { OfferSummaryCards } from './offer-summary-cards.tsx';
import { useAdminCatalogue } from './use-admin-catalogue.ts';
import { useOfferActions } from './use-offer-actions.ts';
import { AdminPanel } from '../shared/admin-panel.tsx';

/**
 * The Apps & Offers tab (admin-side.md §2): the summary, Add New Offer, a search over the offers,
 * the active and inactive lists (closed under their headings on a phone, open while a search shows
 * what it found) and AI Discovery, which the screen passes in (a sub-feature of its own).
 */
export function AppsPanel({ aiDiscovery }: { aiDiscovery: ReactNode }) {
  const catalogue = useAdminCatalogue();
  const actions = useOfferActions();
  const [search, setSearch] = useState('');
  const everything = catalogue.data?.apps ?? [];
  const apps = everything.filter((app) => appMatchesSearch(app, search));
  const searching = search.trim() !== '';
  const confirming = actions.confirming;
  const focus = actions.focus;
  const focusAppId = focus?.type === 'app' ? focus.id : null;
  const verb = confirming?.kind === 'delete' ? 'delete' : confirming?.app.is_active ? 'deactivate' : 'activate';

  return (
    <FoldOnPhones>
      <AdminPanel
        title="Apps & Offers"
        intro="Create, edit, activate, deactivate and delete apps and their referral offers, and review AI-suggested apps."
        className="flex flex-col gap-8"
      >
        {catalogue.isPending && (
          <Skeleton label="Loading apps and offers..." className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-4">
            {[0, 1, 2].map((card) => (
              <SkeletonBlock key={card} className="h-32 rounded-2xl" />
            ))}
          </Skeleton>
        )}
        {catalogue.isError && <LoadFailed onRetry={() => void catalogue.refetch()}>The apps and offers could not be loaded.</LoadFailed>}
        {catalogue.data?.source === 'public' && (
          <div
            role="status"
            className="flex flex-col items-start gap-3 rounded-lg border border-warning-300 bg-warning-50 px-4 py-3 text-warning-950 sm:flex-row sm:items-center sm:justify-between"
          >
            <p>Showing the public catalogue instead: inactive and expired offers are missing and the figures may be incomplete.</p>
            <Button variant="secondary" onClick={() => void catalogue.refetch()}>
              Try again
            </Button>
          </div>
        )}

        {catalogue.data && <OfferSummaryCards apps={everything} />}
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <AddOfferSection />
          <TextField
            label="Search apps"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Name or description"
            className="sm:w-80"
            autoComplete="off"
          />
        </div>
        {catalogue.isPending && (
          <div className="grid gap-3 lg:grid-cols-2">
            {[0, 1, 2, 3].map((card) => (
              <SkeletonCard key={card} lines={3} />
            ))}
          </div>
        )}
        {catalogue.data && (
          <>
            <OfferList
              title="Active Offers"
              apps={apps.filter((app) => app.is_active)}
              empty={searching ? 'No active offers match your search.' : 'No active offers.'}
              onAction={actions.onAction}
              focusAppId={focusAppId}
              focusHeading={focus?.type === 'list' && focus.active}
              forceOpen={searching}
            />
            <OfferList
              title="Inactive Offers"
              apps={apps.filter((app) => !app.is_active)}
              empty={searching ? 'No inactive offers match your search.' : 'No inactive offers.'}
              onAction={actions.onAction}
              focusAppId={focusAppId}
              focusHeading={focus?.type === 'list' && !focus.active}
              forceOpen={searching}
            />
          </>
        )}
        {aiDiscovery}

        <EditOfferDialog app={actions.editing} onClose={actions.closeEditor} />
        <ConfirmDialog
          open={confirming !== null}
          title={confirming?.kind === 'delete' ? `Delete ${confirming.app.name}?` : confirming?.app.is_active ? 'Deactivate offer' : 'Activate offer'}
          question={
            confirming?.kind === 'delete'
              ? `Are you sure you want to delete ${confirming.app.name}? Its offers and user data (shared referral codes, people's apps and waiting requests) are removed too; matches in progress are cancelled and both people told, and every match stays in both people's history. This cannot be undone.`
              : `Are you sure you want to ${verb} this offer?`
          }
          confirmLabel={verb === 'delete' ? 'Delete' : verb === 'deactivate' ? 'Deactivate' : 'Activate'}
          busyLabel={verb === 'delete' ? 'Deleting...' : verb === 'deactivate' ? 'Deactivating...' : 'Activating...'}
          destructive={verb !== 'activate'}
          busy={actions.confirmBusy}
          onConfirm={actions.confirm}
          onCancel={actions.cancelConfirmation}
        />
      </AdminPanel>
    </FoldOnPhones>
  );
}
