import { createFileRoute, redirect } from '@tanstack/react-router';

/** Part 1 §2: /abplan redirects to the project list. */
export const Route = createFileRoute('/abplan')({
  beforeLoad: () => {
    throw redirect({ to: '/projects', replace: true });
  },
});
