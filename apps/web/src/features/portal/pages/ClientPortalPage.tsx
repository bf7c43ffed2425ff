import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../components/layout/PageShell';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTabParam } from '../../../lib/use-tab-param';
import { usePortalLive } from '../../invoices';
import { DashboardTab } from '../dashboard/DashboardTab';
import { PortalHeader } from '../components/PortalHeader';
import { ProjectsTab } from '../components/ProjectsTab';

/**
 * The portal's tabs; the open one is in the URL (`?tab=projects`) so that reload, back and a shared
 * link keep it. Conversations (a link to /messages) joins when the messages page exists.
 */
const tabs = ['dashboard', 'projects'] as const;

export function ClientPortalPage() {
  const { t } = useTranslation('portal');
  useDocumentTitle(t('title'));
  usePortalLive();
  const { tab, open } = useTabParam(tabs);

  return (
    <PageShell className="space-y-8 pt-12">
      <PortalHeader />
      <Tabs value={tab} onValueChange={open}>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
          <TabsList aria-label={t('tabs.label')} className="grid max-w-md grid-cols-2">
            <TabsTrigger value="dashboard">{t('tabs.dashboard')}</TabsTrigger>
            <TabsTrigger value="projects">{t('tabs.projects')}</TabsTrigger>
          </TabsList>
          {/* A page of its own, so a link beside the tabs (a tab list holds only tabs). */}
          <Link
            to="/messages"
            className="text-sm font-medium text-navy-900 underline underline-offset-4"
          >
            {t('tabs.conversations')}
          </Link>
        </div>
        <TabsContent value="dashboard">
          <DashboardTab />
        </TabsContent>
        <TabsContent value="projects">
          <ProjectsTab />
        </TabsContent>
      </Tabs>
    </PageShell>
  );
}
