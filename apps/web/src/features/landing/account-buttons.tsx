import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useAuth } from '../../lib/auth.tsx';

/** The landing's way in: the dashboard when signed in, else login and registration. */
export function AccountButtons({ fullWidth = false }: { fullWidth?: boolean }) {
  const { isAuthenticated } = useAuth();
  if (isAuthenticated) {
    return (
      <Button component={Link} to="/dashboard" fullWidth={fullWidth}>
        Tableau de bord
      </Button>
    );
  }
  return (
    <>
      <Button component={Link} to="/auth/login" variant="default" fullWidth={fullWidth}>
        Se connecter
      </Button>
      <Button component={Link} to="/auth/register" fullWidth={fullWidth}>
        Créer un compte
      </Button>
    </>
  );
}
