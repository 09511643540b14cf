import { createFileRoute } from '@tanstack/react-router';
import { ConfirmResetPasswordForm } from '../../features/auth/confirm-reset-password-form.tsx';
import { searchToken } from '../../lib/search-token.ts';

export const Route = createFileRoute('/auth/confirm-reset-password')({
  validateSearch: (search: Record<string, unknown>): { token_hash?: string } => ({
    token_hash: searchToken(search.token_hash),
  }),
  component: ConfirmResetPasswordPage,
});

function ConfirmResetPasswordPage() {
  const { token_hash: tokenHash } = Route.useSearch();
  return <ConfirmResetPasswordForm tokenHash={tokenHash} />;
}
