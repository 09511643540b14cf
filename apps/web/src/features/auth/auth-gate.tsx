import { useNavigate, useRouter } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef } from 'react';
import { followHref, useAuth } from '../../lib/auth.tsx';
import { FullScreenLoader } from '../../ui/full-screen-loader.tsx';

/**
 * Part 1 §2: 'Initialisation' while the session starts; a visitor who is already signed in when the page
 * opens is sent back where they came from, or home. Only the state at opening counts: signing in on the
 * page itself is followed by the form's own navigation (to /dashboard or `from`).
 */
export function AuthGate({ from, children }: { from: string | undefined; children: ReactNode }) {
  const { isAuthenticated, isPending } = useAuth();
  const signedInOnArrival = useRef<boolean | null>(null);
  if (isPending) return <FullScreenLoader title="Initialisation" />;
  if (signedInOnArrival.current === null) signedInOnArrival.current = isAuthenticated;
  if (signedInOnArrival.current && isAuthenticated) return <SendBack from={from} />;
  return <>{children}</>;
}

/** Navigates once, with the target known on arrival (not recomputed while the navigation runs). */
function SendBack({ from }: { from: string | undefined }) {
  const router = useRouter();
  const navigate = useNavigate();
  const target = useRef(from);
  useEffect(() => {
    if (target.current) followHref(router, target.current);
    else void navigate({ to: '/', replace: true });
  }, [router, navigate]);
  return null;
}
