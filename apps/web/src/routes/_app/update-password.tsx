import { createFileRoute } from '@tanstack/react-router';
import { UpdatePasswordPage } from '../../features/settings/update-password-page.tsx';

export const Route = createFileRoute('/_app/update-password')({ component: UpdatePasswordPage });
