import { createFileRoute } from '@tanstack/react-router';
import { LoginForm } from '../../features/auth/login-form.tsx';

export const Route = createFileRoute('/auth/login')({ component: LoginPage });

function LoginPage() {
  const { from } = Route.useSearch();
  return <LoginForm from={from} />;
}
