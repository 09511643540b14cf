import { createFileRoute } from '@tanstack/react-router';
import { AuthLayout } from '../features/auth/auth-layout.tsx';
import { AcceptInvitation } from '../features/team/accept-invitation.tsx';
import { searchToken } from '../lib/search-token.ts';

/** The invitation e-mail's link; open signed in or not, so outside the /auth gate. */
export const Route = createFileRoute('/invitation')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({
    token: searchToken(search.token),
  }),
  component: InvitationPage,
});

function InvitationPage() {
  const { token } = Route.useSearch();
  return (
    <AuthLayout>
      <AcceptInvitation token={token} />
    </AuthLayout>
  );
}
