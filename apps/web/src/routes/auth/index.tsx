import { createFileRoute } from '@tanstack/react-router';
import { LoginForm } from '../../features/auth/login-form.tsx';

/** Part 1 §2: /auth is the login page too. */
export const Route = createFileRoute('/auth/')({ component: LoginPage });

function LoginPage() {
  const { from } = Route.useSearch();
  return <LoginForm from={from} />;
}
