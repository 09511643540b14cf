import { Button, Divider, Stack } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../lib/error-message.ts';
import { publicApi } from '../../lib/rest.ts';

const FAILURE = 'Impossible de joindre le fournisseur d’identité. Veuillez réessayer.';

/**
 * One button per configured identity provider (OIDC_PROVIDERS); nothing when none is configured. A click
 * asks the server for the provider's authorization URL and leaves for it; the provider sends the browser
 * back to the server's callback, which returns to `from` (or the dashboard) signed in.
 */
export function SsoButtons({
  from,
  onError,
}: {
  from: string | undefined;
  onError: (message: string | null) => void;
}) {
  const providers = useQuery({
    queryKey: ['auth', 'sso', 'providers'],
    queryFn: publicApi.ssoProviders,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const start = useMutation({ mutationFn: publicApi.ssoStart });
  const [leavingFor, setLeavingFor] = useState<string | null>(null);
  const list = providers.data ?? [];
  if (list.length === 0) return null;

  const go = async (provider: string) => {
    onError(null);
    setLeavingFor(provider);
    try {
      const { url } = await start.mutateAsync({ provider, mode: 'browser', ...(from ? { from } : {}) });
      window.location.assign(url);
    } catch (error) {
      setLeavingFor(null);
      onError(errorMessage(error, FAILURE));
    }
  };

  return (
    <Stack gap="sm">
      <Divider label="ou" labelPosition="center" />
      {list.map((provider) => (
        <Button
          key={provider.id}
          variant="default"
          fullWidth
          size="md"
          leftSection={<IconKey size={18} aria-hidden="true" />}
          loading={leavingFor === provider.id}
          disabled={leavingFor !== null && leavingFor !== provider.id}
          onClick={() => void go(provider.id)}
        >
          {provider.label}
        </Button>
      ))}
    </Stack>
  );
}
