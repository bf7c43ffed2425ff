import { useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SiteDraftResponse } from '@lexbridge/shared/schemas/site';
import { siteContentSchema } from '@lexbridge/shared/site/schema';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useTabParam } from '../../../lib/use-tab-param';
import {
  usePublishSite,
  useRestoreSiteVersion,
  useSaveSiteDraft,
  useSiteDraft,
} from './api/site-editor-api';
import { focusField, siteEditorTabs, tabOfPath } from './field-paths';
import { toContent, toFormValues, type SiteFormValues } from './form-values';
import { problemsOfIssues, problemsOfRefusal, type Problem } from './problems';
import { SiteEditorStatus } from './SiteEditorStatus';
import { SiteEditorTabs } from './SiteEditorTabs';

const isDraftChanged = (error: unknown) =>
  error instanceof ApiError && error.code === 'SITE_DRAFT_CHANGED';

/**
 * The whole site in one form. Each field keeps its own value (react-hook-form, uncontrolled), so
 * typing re-renders that field alone; only the open tab is drawn. Saving sends the whole content
 * based on the revision shown: if another administrator saved meanwhile, the server refuses (409)
 * and the editor offers to load their version instead of overwriting it unseen.
 */
export function SiteEditorForm({ draft }: { draft: SiteDraftResponse }) {
  const { t } = useTranslation('siteEditor');
  const form = useForm<SiteFormValues>({ defaultValues: toFormValues(draft.content) });
  // The revision the form shows, changed only when the form is reset to a draft: a refetch in
  // the background must not make a save overwrite a draft these edits never saw.
  const shown = useRef(draft.revision);
  const show = (next: SiteDraftResponse) => {
    shown.current = next.revision;
    form.reset(toFormValues(next.content));
  };
  const { tab, open } = useTabParam(siteEditorTabs);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [conflict, setConflict] = useState(false);
  const describeError = useErrorMessage();
  const query = useSiteDraft();
  const saveDraft = useSaveSiteDraft();
  const publish = usePublishSite();
  const restore = useRestoreSiteVersion();

  const goTo = (path: string) => {
    const target = tabOfPath(path);
    if (target && target !== tab) open(target);
    focusField(path);
  };

  const showProblems = (found: Problem[]) => {
    setProblems(found);
    found.forEach(({ path, message }) => form.setError(path as never, { message }));
    if (found[0]) goTo(found[0].path);
  };

  const fail = (error: unknown, failedKey: 'saveFailed' | 'publishFailed' | 'restoreFailed') => {
    if (isDraftChanged(error)) {
      setConflict(true);
      toast.error(t('conflict.toast'));
      return;
    }
    toast.error(t(failedKey));
    const refused = problemsOfRefusal(error);
    if (refused.length > 0) showProblems(refused);
    else toast.error(describeError(error));
  };

  /** Saves the form; the draft as saved, or null when it was refused (and says why). */
  const save = async (): Promise<SiteDraftResponse | null> => {
    form.clearErrors();
    setProblems([]);
    const content = toContent(form.getValues());
    const checked = siteContentSchema.safeParse(content);
    if (!checked.success) {
      toast.error(t('saveInvalid'));
      showProblems(problemsOfIssues(checked.error.issues));
      return null;
    }
    try {
      const saved = await saveDraft.mutateAsync({ basedOn: shown.current, content });
      show(saved);
      toast.success(t('saved'));
      return saved;
    } catch (error) {
      fail(error, 'saveFailed');
      return null;
    }
  };

  const publishDraft = async () => {
    // What is shown is what goes live: the form is saved first (the server publishes the draft).
    const basedOn = (await save())?.revision;
    if (basedOn === undefined) return;
    try {
      // The server may have changed the draft while publishing (a renamed practice area keeps its
      // old slug as a redirect): the form takes it, or the next save would drop that redirect.
      const published = await publish.mutateAsync(basedOn);
      show(published);
      toast.success(t('published', { version: published.published.version }));
    } catch (error) {
      fail(error, 'publishFailed');
    }
  };

  const restoreVersion = async (id: number) => {
    try {
      show(await restore.mutateAsync({ id, basedOn: shown.current }));
      setProblems([]);
      toast.success(t('versions.restored', { version: id }));
    } catch (error) {
      fail(error, 'restoreFailed');
    }
  };

  /** After a conflict: the draft as the other administrator saved it, replacing these edits. */
  const reload = async () => {
    const latest = await query.refetch();
    if (!latest.data) return;
    show(latest.data);
    setConflict(false);
    setProblems([]);
  };

  const busy = saveDraft.isPending || publish.isPending || restore.isPending;
  return (
    <FormProvider {...form}>
      <form
        method="post"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        className="space-y-6"
      >
        <SiteEditorStatus
          draft={draft}
          busy={busy}
          conflict={conflict}
          problems={problems}
          onReload={() => void reload()}
          onPublish={() => void publishDraft()}
          onGoTo={goTo}
        />
        <SiteEditorTabs tab={tab} open={open} onRestore={(id) => void restoreVersion(id)} />
      </form>
    </FormProvider>
  );
}
