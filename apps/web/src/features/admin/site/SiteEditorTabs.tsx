import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { siteEditorTabs, type SiteEditorTab } from './field-paths';
import { ConsultationsTab } from './tabs/ConsultationsTab';
import { HomeTab } from './tabs/HomeTab';
import { IdentityTab } from './tabs/IdentityTab';
import { PracticeAreasTab } from './tabs/PracticeAreasTab';
import { TeamTab } from './tabs/TeamTab';
import { VersionsPanel } from './VersionsPanel';

type Props = { tab: SiteEditorTab; open: (tab: string) => void; onRestore: (id: number) => void };

/**
 * The editor's tabs. Only the open one is drawn; the form keeps the others' values meanwhile, so
 * a save sends every tab's edits.
 */
export function SiteEditorTabs({ tab, open, onRestore }: Props) {
  const { t } = useTranslation('siteEditor');
  return (
    <Tabs value={tab} onValueChange={open}>
      <TabsList aria-label={t('tabs.label')} className="flex flex-wrap">
        {siteEditorTabs.map((name) => (
          <TabsTrigger key={name} value={name} className="flex-1 px-3 whitespace-nowrap">
            {t(`tabs.${name}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="identity">
        <IdentityTab />
      </TabsContent>
      <TabsContent value="team">
        <TeamTab />
      </TabsContent>
      <TabsContent value="consultations">
        <ConsultationsTab />
      </TabsContent>
      <TabsContent value="practice-areas">
        <PracticeAreasTab />
      </TabsContent>
      <TabsContent value="home">
        <HomeTab />
      </TabsContent>
      <TabsContent value="versions">
        <VersionsPanel onRestore={onRestore} />
      </TabsContent>
    </Tabs>
  );
}
