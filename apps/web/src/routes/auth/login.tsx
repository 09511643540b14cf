import { createFileRoute } from '@tanstack/react-router';
import { LoginPage, validateLoginSearch } from '../../features/auth/login-form.tsx';

export const Route = createFileRoute('/auth/login')({
  validateSearch: validateLoginSearch,
  component: LoginPage,
});
