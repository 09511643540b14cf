import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordForm } from '../../features/auth/reset-password-form.tsx';

export const Route = createFileRoute('/auth/reset-password')({ component: ResetPasswordForm });
