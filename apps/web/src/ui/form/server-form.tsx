import { Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { FormAlert } from './form-alert.tsx';

/**
 * A `useServerForm` form as the auth and password pages lay it out: the red box with the server's
 * message (or `alert`), then the fields in one column. The domain schema checks the fields on submit;
 * `browserChecks` lets the browser check the required ones first instead (the login form, part 1 §5).
 */
export function ServerForm({
  form,
  alert = form.serverError,
  browserChecks = false,
  children,
}: {
  form: { handleSubmit: (event: FormEvent<HTMLFormElement>) => void; serverError: string | null };
  alert?: string | null;
  browserChecks?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <FormAlert message={alert} />
      <form onSubmit={form.handleSubmit} noValidate={!browserChecks}>
        <Stack gap="md">{children}</Stack>
      </form>
    </>
  );
}
