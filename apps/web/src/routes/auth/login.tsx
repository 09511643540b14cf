import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../../features/auth/login-form.tsx';
import { validateLoginSearch } from '../../features/auth/login-search.ts';

export const Route = createFileRoute('/auth/login')({
  validateSearch: validateLoginSearch,
  component: LoginPage,
});
