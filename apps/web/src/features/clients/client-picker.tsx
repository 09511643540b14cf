import { CLIENT_KIND_LABELS, formatAddress, workSiteAddress } from '@courant/domain';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ClientForm } from './client-form.tsx';
import { useClients } from './client-queries.ts';

export interface ClientPickerProps {
  value: string | null;
  onChange(clientId: string | null): void;
}

/** Step 1: the project's client, picked from the company's list or created on the spot. */
export function ClientPicker({ value, onChange }: ClientPickerProps) {
  const { data: clients = [], isLoading } = useClients();
  const [creating, setCreating] = useState(false);
  const chosen = clients.find((client) => client.id === value);
  const site = chosen ? workSiteAddress(chosen) : null;

  return (
    <Stack gap={6}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label="Client"
          description="Le devis lui sera adressé"
          placeholder={clients.length === 0 && !isLoading ? 'Aucun client enregistré' : 'Choisir un client'}
          data={clients.map((client) => ({
            value: client.id,
            label: `${client.name} (${CLIENT_KIND_LABELS[client.kind]})`,
          }))}
          value={value}
          onChange={(id) => onChange(id)}
          searchable
          clearable
          nothingFoundMessage="Aucun client trouvé"
          style={{ flex: 1, minWidth: 220 }}
        />
        <Button variant="light" leftSection={<IconUserPlus size={16} />} onClick={() => setCreating(true)}>
          Nouveau client
        </Button>
      </Group>
      {chosen ? (
        <Text size="sm" c="dimmed">
          {[formatAddress(chosen), chosen.phone, chosen.email].filter(Boolean).join(' · ') ||
            'Sans coordonnées'}
          {site ? ` · Chantier\u00a0: ${site}` : ''}
        </Text>
      ) : null}
      <Modal opened={creating} onClose={() => setCreating(false)} title="Nouveau client" size="lg">
        <ClientForm
          onCancel={() => setCreating(false)}
          onSaved={(client) => {
            setCreating(false);
            onChange(client.id);
          }}
        />
      </Modal>
    </Stack>
  );
}
