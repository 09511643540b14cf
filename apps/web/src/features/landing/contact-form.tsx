import { contactInputSchema } from '@courant/domain';
import { Button, SimpleGrid, Stack, Text, Textarea, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../lib/error-message.ts';
import { trpc } from '../../lib/trpc.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { FormAlert } from '../auth/form-alert.tsx';

const EMPTY = { firstName: '', lastName: '', email: '', message: '' };

/** Part 1 §2: the landing page's contact form (first name, last name, e-mail, message). */
export function ContactForm() {
  const contact = trpc.tools.contact.useMutation();
  const [sent, setSent] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useZodForm(contactInputSchema, EMPTY);

  const submit = form.onSubmit(async (input) => {
    setServerError(null);
    try {
      await contact.mutateAsync(input);
      form.reset();
      setSent(true);
    } catch (error) {
      setServerError(errorMessage(error, "Impossible d'envoyer votre message. Veuillez réessayer."));
    }
  });

  if (sent) {
    return (
      <Stack align="center" ta="center" gap="sm" py="xl" role="status">
        <ThemeIcon size={56} radius="xl" color="green" variant="light">
          <IconCircleCheck size={32} aria-hidden="true" />
        </ThemeIcon>
        <Title order={3}>Message envoyé !</Title>
        <Text c="dimmed" maw={380}>
          Merci pour votre message. Notre équipe vous répondra dans les meilleurs délais.
        </Text>
        <Button variant="subtle" onClick={() => setSent(false)}>
          Envoyer un autre message
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Formulaire de contact">
      <Stack gap="md">
        <FormAlert message={serverError} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label="Prénom" autoComplete="given-name" required {...form.getInputProps('firstName')} />
          <TextInput label="Nom" autoComplete="family-name" required {...form.getInputProps('lastName')} />
        </SimpleGrid>
        <TextInput
          label="Adresse email"
          type="email"
          autoComplete="email"
          required
          placeholder="vous@entreprise.fr"
          {...form.getInputProps('email')}
        />
        <Textarea
          label="Message"
          required
          autosize
          minRows={4}
          maxRows={10}
          {...form.getInputProps('message')}
        />
        <Button
          type="submit"
          size="md"
          loading={contact.isPending}
          rightSection={<IconSend size={16} aria-hidden="true" />}
        >
          Envoyer le message
        </Button>
      </Stack>
    </form>
  );
}
