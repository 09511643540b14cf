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

const HEADINGS = {
  page: { order: 1, size: 'h2', gap: 4 },
  section: { order: 2, size: 'h3', gap: 0 },
} as const;

/**
 * A form's title and one line saying what it is for: the page's (the auth forms), or a section's
 * (the wizard's steps).
 */
export function FormHeading({
  title,
  level = 'page',
  children,
}: {
  title: string;
  level?: keyof typeof HEADINGS;
  children: ReactNode;
}) {
  const { order, size, gap } = HEADINGS[level];
  return (
    <Stack gap={gap}>
      <Title order={order} size={size}>
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

/** A measure (metres, ohms, m²…): a decimal comma, no minus sign; bounds and decimals as given. */
export function DecimalInput(props: NumberInputProps) {
  return <NumberInput decimalSeparator="," allowNegative={false} {...props} />;
}

/** A room's surface: 'Surface (m²)', to the hundredth. */
export function SurfaceInput(props: NumberInputProps) {
  return <DecimalInput label="Surface (m²)" min={0} step={0.01} decimalScale={2} {...props} />;
}
