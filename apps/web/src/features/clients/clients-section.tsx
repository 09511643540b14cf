import { CLIENT_KIND_LABELS, formatAddress } from '@courant/domain';
import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../lib/error-message.ts';
import { trpc } from '../../lib/trpc.ts';
import { EditDeleteActions } from '../../ui/icon-action.tsx';
import { ClientForm } from './client-form.tsx';
import { type ClientView, useClients, useInvalidateClients } from './client-queries.ts';

/** Settings: the company's clients, the list step 1 picks from. */
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
                <EditDeleteActions
                  target={`le client ${client.name}`}
                  onEdit={() => setEditing(client)}
                  onDelete={() => void onDelete(client)}
                />
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
