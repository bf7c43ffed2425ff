import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { firm } from '@lexbridge/shared/firm/firm';
import { Card, CardDescription, CardHeader } from '../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { LoadingScreen } from '../../components/layout/LoadingScreen';
import { NarrowShell } from '../../components/layout/PageShell';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAuth } from './auth-context';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

export function AuthPage() {
  const [params] = useSearchParams();
  const adminMode = params.get('admin') === 'true';
  useDocumentTitle(adminMode ? 'Admin Sign In' : 'Sign In');
  const { user, isAdmin, loading } = useAuth();
  const [tab, setTab] = useState('sign-in');

  if (loading) return <LoadingScreen />;
  if (user) return <Navigate to={isAdmin ? '/admin' : '/client-portal'} replace />;

  if (adminMode) {
    return (
      <NarrowShell>
        <Card>
          <CardHeader>
            <h1 className="text-2xl font-semibold">{firm.name} - Admin Access</h1>
            <CardDescription>
              Law firm administrative access. Sign in with your administrator account.
            </CardDescription>
          </CardHeader>
          <SignInForm idPrefix="admin-sign-in" />
          <p className="mt-6 text-center text-sm text-muted">
            No administrator account yet?{' '}
            <Link
              to="/admin-access"
              className="font-medium text-navy-900 underline underline-offset-2"
            >
              Admin access help
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
          <h1 className="text-2xl font-semibold">Welcome to {firm.name}</h1>
          <CardDescription>Sign in to your account or create a new one</CardDescription>
        </CardHeader>
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList aria-label="Sign in or sign up">
            <TabsTrigger value="sign-in">Sign In</TabsTrigger>
            <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
          </TabsList>
          <TabsContent value="sign-in">
            <SignInForm idPrefix="sign-in" />
          </TabsContent>
          <TabsContent value="sign-up">
            <SignUpForm onConfirmationRequired={() => setTab('sign-in')} />
          </TabsContent>
        </Tabs>
      </Card>
    </NarrowShell>
  );
}
