import { createFileRoute } from '@tanstack/react-router';
import { SigningPage } from '../features/signature/signing-page.tsx';

/** The signing e-mail's link: the client reads and signs the devis, without an account. */
export const Route = createFileRoute('/signer/$token')({
  component: SignerRoute,
});

function SignerRoute() {
  const { token } = Route.useParams();
  return <SigningPage token={token} />;
}
