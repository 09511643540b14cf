import { contactInputSchema } from '@courant/domain';
import { Button, Stack, Text, Textarea, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { publicApi } from '../../lib/rest.ts';
import { useServerForm } from '../../lib/use-zod-form.ts';
import { FormAlert } from '../../ui/form/form-alert.tsx';
import { EmailField, PersonNameFields, SubmitButton } from '../../ui/form/form-fields.tsx';

const EMPTY = { firstName: '', lastName: '', email: '', message: '' };

/** Part 1 §2: the landing page's contact form (first name, last name, e-mail, message). */
export function ContactForm() {
  const contact = useMutation({ mutationFn: publicApi.contact });
  const [sent, setSent] = useState(false);
  const form = useServerForm(contactInputSchema, EMPTY, {
    fallback: 'Impossible d’envoyer votre message. Veuillez réessayer.',
    submit: async (input) => {
      await contact.mutateAsync(input);
      form.reset();
      setSent(true);
    },
  });

  if (sent) {
    return (
      <Stack align="center" ta="center" gap="sm" py="xl" role="status">
        <ThemeIcon size={56} radius="xl" color="green" variant="light">
          <IconCircleCheck size={32} aria-hidden="true" />
        </ThemeIcon>
        <Title order={3}>Message envoyé !</Title>
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
    <form onSubmit={form.handleSubmit} noValidate aria-label="Formulaire de contact">
      <Stack gap="md">
        <FormAlert message={form.serverError} />
        <PersonNameFields
          firstName={form.getInputProps('firstName')}
          lastName={form.getInputProps('lastName')}
        />
        <EmailField {...form.getInputProps('email')} />
        <Textarea
          label="Message"
          required
          autosize
          minRows={4}
          maxRows={10}
          {...form.getInputProps('message')}
        />
        <SubmitButton
          fullWidth={false}
          loading={form.pending}
          rightSection={<IconSend size={16} aria-hidden="true" />}
        >
          Envoyer le message
        </SubmitButton>
      </Stack>
    </form>
  );
}
