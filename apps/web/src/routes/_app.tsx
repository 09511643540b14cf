import { createFileRoute, Outlet, useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { AppLayout } from '../features/shell/app-layout.tsx';
import { currentUserQuery, useAuth } from '../lib/auth.tsx';
import { SignedInProviders } from '../lib/signed-in-providers.tsx';
import { FullScreenLoader } from '../ui/full-screen-loader.tsx';

/**
 * The signed-in area: every child route needs a session (part 1 §6). Who is signed in is asked as the
 * navigation starts, while the area's code and the page's load, rather than once they have (one
 * round trip less before the page is drawn). The area's useAuth then reads that same query.
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context }) => {
    void context.queryClient.prefetchQuery(currentUserQuery());
  },
  component: SignedInArea,
});

function SignedInArea() {
  const { user, isPending } = useAuth();
  if (isPending) {
    return <FullScreenLoader title="Vérification de l’authentification" description="Connexion en cours…" />;
  }
  if (!user) return <RedirectToLogin />;
  return (
    <SignedInProviders>
      <AppLayout
        user={{
          firstName: user.user_metadata.firstName,
          lastName: user.user_metadata.lastName,
          email: user.email,
        }}
      >
        <Outlet />
      </AppLayout>
    </SignedInProviders>
  );
}

/**
 * Part 1 §2: to login, history replaced, with the original location as 'from'. The location is read once:
 * while the navigation runs it already is the login page, which must not become its own 'from'.
 */
function RedirectToLogin() {
  const router = useRouter();
  const navigate = useNavigate();
  useEffect(() => {
    const from = router.state.location.href;
    void navigate({ to: '/auth/login', search: { from }, replace: true });
  }, [router, navigate]);
  return <FullScreenLoader title="Vérification de l’authentification" description="Connexion en cours…" />;
}
