import { createFileRoute } from '@tanstack/react-router';
import { ConfirmResetPasswordForm } from '../../features/auth/confirm-reset-password-form.tsx';

export const Route = createFileRoute('/auth/confirm-reset-password')({
  validateSearch: (search: Record<string, unknown>): { token_hash?: string } => {
    // The router parses search values as JSON: an all-digit token arrives as a number.
    const token = search.token_hash;
    if (typeof token === 'number') return { token_hash: String(token) };
    return { token_hash: typeof token === 'string' && token ? token : undefined };
  },
  component: ConfirmResetPasswordPage,
});

function ConfirmResetPasswordPage() {
  const { token_hash: tokenHash } = Route.useSearch();
  return <ConfirmResetPasswordForm tokenHash={tokenHash} />;
}
