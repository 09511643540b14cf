import {
  CLIENT_KIND_LABELS,
  CLIENT_KINDS,
  type ClientInput,
  type ClientKind,
  clientInputSchema,
} from '@courant/domain';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Radio,
  SimpleGrid,
  Stack,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import { useState } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { useServerForm } from '../../lib/use-zod-form.ts';
import { type ClientView, useInvalidateClients } from './client-queries.ts';

type Values = Record<Exclude<keyof ClientInput, 'kind'>, string> & { kind: ClientKind };

const EMPTY: Values = {
  kind: 'particulier',
  name: '',
  address: '',
  postalCode: '',
  city: '',
  siteAddress: '',
  sitePostalCode: '',
  siteCity: '',
  phone: '',
  email: '',
  siren: '',
  vatNumber: '',
};

function valuesOf(client: ClientView | undefined): Values {
  if (!client) return EMPTY;
  const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = client;
  return { ...fields, siren: fields.siren ?? '', vatNumber: fields.vatNumber ?? '' };
}

/** The street, then the postal code and the city side by side (one column on a phone). */
function AddressFields({
  names: [street, postalCode, city],
  labels,
  inputProps,
}: {
  /** The street's, the postal code's and the city's field. */
  names: [keyof Values, keyof Values, keyof Values];
  labels: [string, string, string];
  inputProps: (name: keyof Values) => TextInputProps;
}) {
  return (
    <>
      <TextInput label={labels[0]} maxLength={300} {...inputProps(street)} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label={labels[1]} inputMode="numeric" maxLength={5} {...inputProps(postalCode)} />
        <TextInput label={labels[2]} maxLength={100} {...inputProps(city)} />
      </SimpleGrid>
    </>
  );
}

export interface ClientFormProps {
  /** The client to edit; none: a new one. */
  client?: ClientView;
  onSaved(client: ClientView): void;
  onCancel?(): void;
}

/**
 * A client of the company: private person or professional (which legal mentions the devis
 * carries), name, billing address, the work site when it differs, phone and e-mail.
 */
export function ClientForm({ client, onSaved, onCancel }: ClientFormProps) {
  const create = trpc.clients.create.useMutation();
  const update = trpc.clients.update.useMutation();
  const invalidate = useInvalidateClients();
  const initial = valuesOf(client);
  const [otherSite, setOtherSite] = useState(
    Boolean(initial.siteAddress || initial.sitePostalCode || initial.siteCity),
  );
  const form = useServerForm(clientInputSchema, initial, {
    fallback: 'Le client n’a pas pu être enregistré',
    submit: async (data) => {
      const fields = otherSite ? data : { ...data, siteAddress: '', sitePostalCode: '', siteCity: '' };
      const saved = client
        ? await update.mutateAsync({ id: client.id, ...fields })
        : await create.mutateAsync(fields);
      await invalidate();
      onSaved(saved);
    },
  });

  return (
    <form
      onSubmit={form.handleSubmit}
      noValidate
      aria-label={client ? 'Modifier le client' : 'Nouveau client'}
    >
      <Stack gap="sm">
        {form.serverError ? (
          <Alert color="red" role="alert">
            {form.serverError}
          </Alert>
        ) : null}
        <Radio.Group
          label="Type de client"
          value={form.values.kind}
          onChange={(value) => form.setFieldValue('kind', value as ClientKind)}
          error={form.errors.kind}
          description={
            'Particulier\u00a0: droit de rétractation et médiateur. Professionnel\u00a0: pénalités de retard et indemnité de 40\u00a0€.'
          }
        >
          <Group mt="xs" gap="lg">
            {CLIENT_KINDS.map((kind) => (
              <Radio key={kind} value={kind} label={CLIENT_KIND_LABELS[kind]} />
            ))}
          </Group>
        </Radio.Group>
        <TextInput label="Nom du client" withAsterisk maxLength={200} {...form.getInputProps('name')} />
        <AddressFields
          names={['address', 'postalCode', 'city']}
          labels={['Adresse de facturation', 'Code postal', 'Ville']}
          inputProps={form.getInputProps}
        />
        <Checkbox
          label="Adresse du chantier différente"
          checked={otherSite}
          onChange={(event) => setOtherSite(event.currentTarget.checked)}
        />
        {otherSite ? (
          <AddressFields
            names={['siteAddress', 'sitePostalCode', 'siteCity']}
            labels={['Adresse du chantier', 'Code postal du chantier', 'Ville du chantier']}
            inputProps={form.getInputProps}
          />
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="Téléphone" type="tel" maxLength={25} {...form.getInputProps('phone')} />
          <TextInput label="Adresse email" type="email" maxLength={320} {...form.getInputProps('email')} />
        </SimpleGrid>
        {form.values.kind === 'professionnel' ? (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label="SIREN"
              description="Obligatoire sur les factures d’un client professionnel"
              inputMode="numeric"
              maxLength={11}
              {...form.getInputProps('siren')}
            />
            <TextInput
              label="N° de TVA intracommunautaire"
              maxLength={20}
              {...form.getInputProps('vatNumber')}
            />
          </SimpleGrid>
        ) : null}
        <Group justify="flex-end" gap="sm">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              Annuler
            </Button>
          ) : null}
          <Button type="submit" loading={form.pending}>
            Enregistrer le client
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
