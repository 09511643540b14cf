import { createFileRoute } from '@tanstack/react-router';
import { AuthLayout } from '../features/auth/auth-layout.tsx';
import { AcceptInvitation } from '../features/team/accept-invitation.tsx';

/** The invitation e-mail's link (issue 21); open signed in or not, so outside the /auth gate. */
export const Route = createFileRoute('/invitation')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => {
    const token = search.token;
    if (typeof token === 'number') return { token: String(token) };
    return { token: typeof token === 'string' && token ? token : undefined };
  },
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
