import { createFileRoute } from '@tanstack/react-router';
import { LandingPage } from '../features/landing/landing-page.tsx';

/** Part 1 §2: the public home, where a logout lands too. */
export const Route = createFileRoute('/')({ component: LandingPage });
