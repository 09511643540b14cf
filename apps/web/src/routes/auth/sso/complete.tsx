import { createFileRoute } from '@tanstack/react-router';
import { SsoCompleteForm } from '../../../features/auth/sso-complete-form.tsx';

/** A first sign-in through an identity provider lands here (the server's SSO callback sends it). */
export const Route = createFileRoute('/auth/sso/complete')({ component: SsoCompletePage });

function SsoCompletePage() {
  const { from } = Route.useSearch();
  return <SsoCompleteForm from={from} />;
}
