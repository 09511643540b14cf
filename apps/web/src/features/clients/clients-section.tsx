import { CLIENT_KIND_LABELS, formatAddress } from '@courant/domain';
import { ActionIcon, Badge, Button, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../lib/error-message.ts';
import { trpc } from '../../lib/trpc.ts';
import { ClientForm } from './client-form.tsx';
import { type ClientView, useClients, useInvalidateClients } from './client-queries.ts';

/** Settings: the company's clients, the list step 1 picks from (issue 16). */
export function ClientsSection() {
  const { data: clients = [], isLoading } = useClients();
  const remove = trpc.clients.delete.useMutation();
  const invalidate = useInvalidateClients();
  const [editing, setEditing] = useState<ClientView | 'new' | null>(null);

  const onDelete = async (client: ClientView) => {
    try {
      await remove.mutateAsync({ id: client.id });
      await invalidate();
    } catch (error) {
      notifications.show({ color: 'red', title: 'Suppression impossible', message: errorMessage(error, '') });
    }
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {isLoading ? 'Chargement…' : clients.length === 0 ? 'Aucun client enregistré.' : null}
        </Text>
        <Button variant="light" leftSection={<IconUserPlus size={16} />} onClick={() => setEditing('new')}>
          Nouveau client
        </Button>
      </Group>
      {clients.length > 0 ? (
        <Stack gap={0} component="ul" p={0} m={0} aria-label="Clients" style={{ listStyle: 'none' }}>
          {clients.map((client) => (
            <Group
              key={client.id}
              component="li"
              justify="space-between"
              wrap="nowrap"
              py="xs"
              style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
            >
              <div style={{ minWidth: 0 }}>
                <Group gap="xs" wrap="nowrap">
                  <Text fw={600} truncate>
                    {client.name}
                  </Text>
                  <Badge variant="light" color={client.kind === 'particulier' ? 'blue' : 'grape'} size="sm">
                    {CLIENT_KIND_LABELS[client.kind]}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed" truncate>
                  {[formatAddress(client), client.phone, client.email].filter(Boolean).join(' · ') || '—'}
                </Text>
              </div>
              <Group gap={4} wrap="nowrap">
                <Tooltip label="Modifier">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Modifier le client ${client.name}`}
                    onClick={() => setEditing(client)}
                  >
                    <IconPencil size={18} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label="Supprimer">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Supprimer le client ${client.name}`}
                    onClick={() => void onDelete(client)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Group>
          ))}
        </Stack>
      ) : null}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'Nouveau client' : 'Modifier le client'}
        size="lg"
      >
        {editing !== null ? (
          <ClientForm
            client={editing === 'new' ? undefined : editing}
            onCancel={() => setEditing(null)}
            onSaved={() => setEditing(null)}
          />
        ) : null}
      </Modal>
    </Stack>
  );
}
