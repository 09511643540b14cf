import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { createFileRoute, Link } from '@tanstack/react-router';

export const Route = createFileRoute('/')({
  component: Home,
});

function Home() {
  return (
    <Container size="md" py={80}>
      <Stack gap="lg">
        <Title order={1}>Courant</Title>
        <Text size="lg">De votre plan au devis conforme NF C 15-100, en quelques minutes.</Text>
        <Group>
          <Button component={Link} to="/">
            Commencer
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
