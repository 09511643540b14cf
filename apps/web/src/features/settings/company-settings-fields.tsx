import type { CompanySettings } from '@courant/domain';
import {
  Button,
  Checkbox,
  FileButton,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import {
  FIELDS,
  type FieldErrors,
  GROUPS,
  MINUTES_TABLES,
  type Minutes,
  type Values,
} from './company-settings-model.ts';

export interface LogoFieldProps {
  logo: string | null | undefined;
  readOnly: boolean;
  uploading: boolean;
  error: string | null;
  upload: (file: File | null) => void;
}

/** The company's logo, and for its owner a button to choose another. */
export function LogoField({ logo, readOnly, uploading, error, upload }: LogoFieldProps) {
  return (
    <Group gap="md" align="center">
      {logo ? (
        <Image src={logo} alt="Logo de l’entreprise" h={56} w="auto" fit="contain" />
      ) : (
        <Text size="sm" c="dimmed">
          Aucun logo
        </Text>
      )}
      {readOnly ? null : (
        <FileButton onChange={upload} accept="image/png,image/jpeg">
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="xs"
              leftSection={<IconUpload size={14} />}
              loading={uploading}
            >
              Choisir un logo (PNG ou JPEG)
            </Button>
          )}
        </FileButton>
      )}
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Group>
  );
}

export interface SettingsGroupsProps {
  values: Values;
  errors: FieldErrors<keyof CompanySettings>;
  readOnly: boolean;
  onChange: (values: Values) => void;
}

/** The settings by section (identity, contact, insurance, pricing), each field as its spec says. */
export function SettingsGroups({ values, errors, readOnly, onChange }: SettingsGroupsProps) {
  return GROUPS.map((group) => (
    <Stack key={group.title} gap="xs">
      <Title order={3} size="h5">
        {group.title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {group.fields.map((name) => {
          const field = FIELDS[name];
          if (field.check) {
            return (
              <Checkbox
                key={name}
                label={field.label}
                description={field.hint}
                checked={values[name] === 'true'}
                disabled={readOnly}
                onChange={(e) => onChange({ ...values, [name]: String(e.currentTarget.checked) })}
              />
            );
          }
          const common = {
            label: field.label,
            description: field.hint,
            value: values[name],
            error: errors[name],
            readOnly,
          };
          return field.long ? (
            <Textarea
              key={name}
              {...common}
              autosize
              minRows={2}
              onChange={(e) => onChange({ ...values, [name]: e.currentTarget.value })}
            />
          ) : (
            <TextInput
              key={name}
              {...common}
              onChange={(e) => onChange({ ...values, [name]: e.currentTarget.value })}
            />
          );
        })}
      </SimpleGrid>
    </Stack>
  ));
}

export interface LabourMinutesFieldsProps {
  minutes: Minutes;
  errors: FieldErrors<keyof Minutes>;
  readOnly: boolean;
  onChange: (minutes: Minutes) => void;
}

/** 'Temps de pose': the fitting minutes per equipment, option and board line; empty is the default. */
export function LabourMinutesFields({ minutes, errors, readOnly, onChange }: LabourMinutesFieldsProps) {
  return (
    <Stack gap="xs" role="group" aria-label="Temps de pose">
      <Title order={3} size="h5">
        Temps de pose
      </Title>
      <Text size="xs" c="dimmed">
        Minutes par unité, pour la main d’œuvre des devis. Laissé vide, le temps par défaut s’applique.
      </Text>
      {MINUTES_TABLES.map((table) => (
        <Stack key={table.title} gap={4} role="group" aria-label={table.title}>
          <Text size="sm" fw={600}>
            {table.title}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {table.types.map((type) => (
              <TextInput
                key={type}
                label={table.label(type as never)}
                placeholder={String(table.defaults[type])}
                description={`Par défaut\u00a0: ${table.defaults[type]}\u00a0min`}
                inputMode="numeric"
                value={minutes[type]}
                error={errors[type]}
                readOnly={readOnly}
                onChange={(e) => onChange({ ...minutes, [type]: e.currentTarget.value })}
              />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
