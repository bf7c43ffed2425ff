import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useFirm } from '../../site';
import { Card, CardDescription, CardHeader } from '../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { NarrowShell } from '../../../components/layout/PageShell';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLocalizedPath } from '../../../lib/i18n/use-language';
import { deferSectionUntilNear } from '../../../lib/defer-until-near';
import { useAuth } from '../auth-context';

// The forms and their validation (zod and react-hook-form, a third of the page's script) arrive
// just after the page has hydrated, as separate work: a phone's main thread is never held for
// the whole page at once. Until then the server's form stays on screen and what is typed into it
// is kept. A part that is not in the server's HTML (the sign-up tab, or either form when the page
// is opened from inside the app) is fetched at once with the page, so it is there when shown.
const SignInPanel = deferSectionUntilNear('sign-in', () =>
  import('../components/SignInPanel').then((module) => module.SignInPanel),
);
const SignUpForm = deferSectionUntilNear('sign-up', () =>
  import('../components/SignUpForm').then((module) => module.SignUpForm),
);

export function AuthPage() {
  const [params] = useSearchParams();
  const adminMode = params.get('admin') === 'true';
  // A sign-in link of an account with two-factor on leads here, to the code step.
  const challenge = params.get('twoFactor') === '1';
  // A sign-in link that was used or had expired comes back here with this error.
  const linkFailed = params.get('error') === 'INVALID_TOKEN';
  const { t } = useTranslation('auth');
  const firm = useFirm();
  const localize = useLocalizedPath();
  useDocumentTitle(t(adminMode ? 'page.adminTitle' : 'page.title'));
  const { user, isAdmin, loading } = useAuth();
  const [tab, setTab] = useState('sign-in');

  // The forms show at once (and in the server's HTML): only a session found later sends a
  // signed-in visitor on to their area.
  if (!loading && user) return <Navigate to={isAdmin ? '/admin' : '/client-portal'} replace />;

  if (adminMode) {
    return (
      <NarrowShell>
        <Card>
          <CardHeader>
            <h1 className="text-2xl font-semibold">
              {t('page.adminHeading', { firm: firm.name })}
            </h1>
            <CardDescription>{t('page.adminIntro')}</CardDescription>
          </CardHeader>
          <SignInPanel idPrefix="admin-sign-in" linkFailed={linkFailed} challenge={challenge} />
          <p className="mt-6 text-center text-sm text-muted">
            {t('page.noAdminAccount')}{' '}
            <Link
              to={localize('/admin-access')}
              className="font-medium text-navy-900 underline underline-offset-2"
            >
              {t('page.adminHelp')}
            </Link>
          </p>
        </Card>
      </NarrowShell>
    );
  }

  return (
    <NarrowShell>
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold">{t('page.heading', { firm: firm.name })}</h1>
          <CardDescription>{t('page.intro')}</CardDescription>
        </CardHeader>
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList aria-label={t('page.tabs')} className="grid grid-cols-2">
            <TabsTrigger value="sign-in">{t('signIn.submit')}</TabsTrigger>
            <TabsTrigger value="sign-up">{t('signUp.submit')}</TabsTrigger>
          </TabsList>
          <TabsContent value="sign-in">
            <SignInPanel idPrefix="sign-in" linkFailed={linkFailed} challenge={challenge} />
          </TabsContent>
          <TabsContent value="sign-up">
            <SignUpForm onConfirmationRequired={() => setTab('sign-in')} />
          </TabsContent>
        </Tabs>
      </Card>
    </NarrowShell>
  );
}
