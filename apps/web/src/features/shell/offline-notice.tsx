import { Alert } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';

const OFFLINE_NOTICE = 'Hors ligne — vous consultez les données enregistrées sur cet appareil.';

/**
 * Without network the signed-in pages show what the service worker kept: said once, at the
 * top, so that nobody takes it for the server's latest word.
 */
export function OfflineNotice() {
  const { online } = useNetwork();
  if (online) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconWifiOff size={18} />} mb="md" role="status" py="xs">
      {OFFLINE_NOTICE}
    </Alert>
  );
}
