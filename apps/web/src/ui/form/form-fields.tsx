import {
  Anchor,
  Button,
  type ButtonProps,
  NumberInput,
  type NumberInputProps,
  PasswordInput,
  type PasswordInputProps,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  type TextInputProps,
  Title,
} from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/**
 * The fields shared by the auth, settings and contact forms: one place for their French labels,
 * autocomplete hints and required marks. Each takes the props of `form.getInputProps(name)`.
 */

/** A form's title and one line saying what it is for. */
export function FormHeading({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed" size="sm">
        {children}
      </Text>
    </Stack>
  );
}

export function EmailField(props: TextInputProps) {
  return (
    <TextInput
      label="Adresse email"
      type="email"
      autoComplete="email"
      required
      placeholder="vous@entreprise.fr"
      {...props}
    />
  );
}

const PASSWORD_LABELS = {
  current: 'Mot de passe actuel',
  new: 'Nouveau mot de passe',
  confirm: 'Confirmer le mot de passe',
} as const;

export interface PasswordFieldProps extends PasswordInputProps {
  /** current: the password in use (login, change); new: a password being chosen; confirm: its repeat. */
  kind: keyof typeof PASSWORD_LABELS;
}

export function PasswordField({ kind, ...props }: PasswordFieldProps) {
  return (
    <PasswordInput
      label={PASSWORD_LABELS[kind]}
      autoComplete={kind === 'current' ? 'current-password' : 'new-password'}
      required
      // A new password's rule shows before it is broken (part 1 §5: 6 characters minimum).
      description={kind === 'new' ? '6 caractères minimum' : undefined}
      {...props}
    />
  );
}

/** 'Prénom' and 'Nom' side by side (one column on a phone). */
export function PersonNameFields({
  firstName,
  lastName,
}: {
  firstName: TextInputProps;
  lastName: TextInputProps;
}) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <TextInput label="Prénom" autoComplete="given-name" required {...firstName} />
      <TextInput label="Nom" autoComplete="family-name" required {...lastName} />
    </SimpleGrid>
  );
}

export function SubmitButton(props: ButtonProps & { children: ReactNode }) {
  return <Button type="submit" fullWidth size="md" {...props} />;
}

/** The link under a form to the next auth page, with an optional lead-in ('Déjà inscrit ?'). */
export function FormFooterLink({ to, lead, children }: { to: string; lead?: string; children: ReactNode }) {
  return (
    <Text size="sm" ta="center">
      {lead ? `${lead} ` : null}
      <Anchor component={Link} to={to}>
        {children}
      </Anchor>
    </Text>
  );
}

/** A whole number (people, rooms, zones, watts…): no decimal, no minus sign; bounds as given. */
export function WholeNumberInput(props: NumberInputProps) {
  return <NumberInput allowDecimal={false} allowNegative={false} {...props} />;
}
