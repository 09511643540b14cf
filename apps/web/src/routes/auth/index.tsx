import { createFileRoute } from '@tanstack/react-router';
import { LoginPage, validateLoginSearch } from '../../features/auth/login-form.tsx';

/** Part 1 §2: /auth is the login page too. */
export const Route = createFileRoute('/auth/')({
  validateSearch: validateLoginSearch,
  component: LoginPage,
});
