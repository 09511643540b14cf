import { createFileRoute } from '@tanstack/react-router';
import { LoginForm } from '../../features/auth/login-form.tsx';

/** Part 1 §2: /auth is the login page too. */
export const Route = createFileRoute('/auth/')({
  // An SSO sign-in that failed comes back here with ?error=<code> (the server describes it).
  validateSearch: (search: Record<string, unknown>): { error?: string } => ({
    error: typeof search.error === 'string' ? search.error.slice(0, 100) : undefined,
  }),
  component: LoginPage,
});

function LoginPage() {
  const { from, error } = Route.useSearch();
  return <LoginForm from={from} ssoError={error} />;
}
