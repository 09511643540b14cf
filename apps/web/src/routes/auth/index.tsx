import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../../features/auth/login-form.tsx';
import { validateLoginSearch } from '../../features/auth/login-search.ts';

/** Part 1 §2: /auth is the login page too. */
export const Route = createFileRoute('/auth/')({
  validateSearch: validateLoginSearch,
  component: LoginPage,
});
