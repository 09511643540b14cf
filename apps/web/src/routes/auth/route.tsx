import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AuthGate } from '../../features/auth/auth-gate.tsx';
import { AuthLayout } from '../../features/auth/auth-layout.tsx';
import { safeFrom } from '../../lib/auth.tsx';

export interface AuthSearch {
  /** The page that asked for a login (part 1 §2), followed after a successful login. */
  from?: string;
}

export const Route = createFileRoute('/auth')({
  // The key is always returned: a child's search is the raw search overlaid with this one, so leaving an
  // unsafe 'from' out would let it through.
  validateSearch: (search: Record<string, unknown>): AuthSearch => ({ from: safeFrom(search.from) }),
  component: AuthRoute,
});

function AuthRoute() {
  const { from } = Route.useSearch();
  return (
    <AuthGate from={from}>
      <AuthLayout>
        <Outlet />
      </AuthLayout>
    </AuthGate>
  );
}
