import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { adminQueryKeys } from '#web/api/query-keys.ts';
import { api } from '#web/api/client.ts';
import { useReadsTogether } from '#web/api/use-reads-together.ts';
import { MAIN_ID, SkipLink } from '#web/components/layout/skip-link.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { AdminBrand } from '#web/components/ui/logo.tsx';
import { Tabs, type TabItem } from '#web/components/ui/tabs.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useOpenReportCount } from '#web/features/admin/reports/api/admin-reports.ts';
import { useWaitingSupportCount } from '#web/features/admin/support/api/admin-support.ts';
import { AiDiscoveryPanel } from '#web/features/admin/ai-suggestions/ai-discovery-panel.tsx';
import { AppsPanel } from '#web/features/admin/apps/apps-panel.tsx';
import { AuditPanel } from '#web/features/admin/audit/audit-panel.tsx';
import { ReportsPanel } from '#web/features/admin/reports/reports-panel.tsx';
import { ReportedReviewsPanel } from '#web/features/admin/reviews/reported-reviews-panel.tsx';
import { FlaggedMatchesPanel } from '#web/features/admin/flags/flagged-matches-panel.tsx';
import { SupportPanel } from '#web/features/admin/support/support-panel.tsx';
import { SystemSettingsPanel } from '#web/features/admin/settings/system-settings-panel.tsx';
import { SecondFactorPanel } from '#web/features/admin/settings/second-factor-panel.tsx';
import { UsersPanel } from '#web/features/admin/users/users-panel.tsx';

type AdminTab = 'apps' | 'settings' | 'users' | 'reports' | 'support' | 'audit';

const TABS: readonly TabItem<AdminTab>[] = [
  { id: 'apps', label: 'Apps & Offers', panel: <AppsPanel aiDiscovery={<AiDiscoveryPanel />} /> },
  {
    id: 'settings',
    label: 'System Settings',
    panel: (
      <>
        <SystemSettingsPanel />
        <SecondFactorPanel />
      </>
    ),
  },
  { id: 'users', label: 'User Management', panel: <UsersPanel /> },
  {
    id: 'reports',
    label: 'Reports',
    panel: (
      <>
        <ReportsPanel />
        <ReportedReviewsPanel />
        <FlaggedMatchesPanel />
      </>
    ),
  },
  { id: 'support', label: 'Support', panel: <SupportPanel /> },
  { id: 'audit', label: 'Audit Log', panel: <AuditPanel /> },
];

function isAdminTab(value: string | null): value is AdminTab {
  return TABS.some((tab) => tab.id === value);
}

/**
 * The administrator's screen: its tabs, the chosen one kept in ?tab= so a reload stays on it (a
 * tab's own filters sit beside it and go when another tab is chosen). Reports and Support say how many wait.
 */
export function AdminDashboardScreen() {
  useDocumentTitle('Admin Dashboard');
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const selected: AdminTab = isAdminTab(requested) ? requested : 'apps';
  const openReports = useOpenReportCount();
  const waitingSupport = useWaitingSupportCount();
  // The badges' counts and the tab's own reads, in one request: after the counts' hooks, whose
  // effects start their reads before this one's sends them.
  useReadsTogether();
  const waiting: Partial<Record<AdminTab, number | undefined>> = { reports: openReports, support: waitingSupport };
  const tabs = TABS.map((tab) => (waiting[tab.id] ? { ...tab, label: `${tab.label} (${waiting[tab.id]})` } : tab));

  return (
    <div className="flex min-h-dvh flex-col bg-neutral-50">
      <SkipLink />
      <header className="border-b border-neutral-200 bg-surface">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <AdminBrand />
          <Button
            variant="secondary"
            onClick={() => {
              // Logout clears the flag and the token; nothing the administrator saw stays in this tab.
              api.signOutAdmin();
              queryClient.removeQueries({ queryKey: adminQueryKeys.all });
            }}
          >
            Logout
          </Button>
        </div>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 focus:outline-none sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-neutral-900">Admin Dashboard</h1>
        <div className="mt-6">
          <Tabs label="Admin sections" wrap tabs={tabs} selected={selected} onSelect={(tab) => setSearchParams({ tab }, { replace: true })} />
        </div>
      </main>
    </div>
  );
}
