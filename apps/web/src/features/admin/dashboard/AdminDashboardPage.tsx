import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../components/layout/PageShell';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTabParam } from '../../../lib/use-tab-param';
import { useAuth } from '../../auth';
import { BankingTab } from '../../banking';
import { AdminInvoices } from '../../invoices';
import { AdminMattersList } from '../matters/AdminMattersList';
import { NameReminder } from './NameReminder';
import { OverviewTab } from './OverviewTab';
import { QuickActions } from './QuickActions';

/** The dashboard's tabs, in the spec's order; the open one is in the URL (`?tab=banking`). */
const tabs = ['overview', 'projects', 'invoices', 'banking', 'quick-actions'] as const;

/**
 * /admin: where the practice stands (Overview), its projects (matters) and invoices to manage, the
 * firm's bank accounts, and the everyday destinations. Only the open tab's data is loaded.
 */
export function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('dashboard.title'));
  const { user } = useAuth();
  const { tab, open } = useTabParam(tabs);

  return (
    <PageShell className="max-w-7xl space-y-6">
      <header className="space-y-1">
        <h1 className="text-3xl font-semibold">{t('dashboard.title')}</h1>
        <p className="text-muted">{t('dashboard.welcome', { email: user?.email })}</p>
      </header>
      <NameReminder />
      <Tabs value={tab} onValueChange={open}>
        <TabsList aria-label={t('dashboard.tabs')} className="flex flex-wrap">
          {tabs.map((name) => (
            <TabsTrigger key={name} value={name} className="flex-1 px-3 whitespace-nowrap">
              {t(`dashboard.tab.${name}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <Tab value="overview">
          <OverviewTab />
        </Tab>
        <Tab value="projects" className="space-y-4">
          <AdminMattersList />
        </Tab>
        <Tab value="invoices" className="space-y-6">
          <AdminInvoices />
        </Tab>
        <Tab value="banking">
          <BankingTab />
        </Tab>
        <Tab value="quick-actions">
          <QuickActions />
        </Tab>
      </Tabs>
    </PageShell>
  );
}

/**
 * A tab's panel. A tab loads its texts when first opened: it waits inside the panel, so the page
 * around it (its heading, the tab bar) stays in place.
 */
function Tab({ children, ...props }: { value: string; className?: string; children: ReactNode }) {
  return (
    <TabsContent {...props}>
      <Suspense fallback={<LoadingStatus />}>{children}</Suspense>
    </TabsContent>
  );
}
