import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** Part 1 §2: a failure message in a red box above the form, announced to screen readers. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
      {message}
    </Alert>
  );
}
