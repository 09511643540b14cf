import { Button, Group, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useEffect } from 'react';

export interface PagerProps {
  page: number;
  totalPages: number;
  onPageChange(page: number): void;
  /** The navigation's accessible name, e.g. 'Pagination'. */
  label: string;
  previous?: string;
  next?: string;
}

/**
 * 'Précédent · Page 2 sur 3 · Suivant' under a paginated list; nothing with a single page. After the
 * last item of the last page is deleted, goes to the page before it.
 */
export function Pager({
  page,
  totalPages,
  onPageChange,
  label,
  previous = 'Précédent',
  next = 'Suivant',
}: PagerProps) {
  useEffect(() => {
    if (totalPages > 0 && page > totalPages) onPageChange(totalPages);
  }, [totalPages, page, onPageChange]);
  if (totalPages <= 1) return null;
  return (
    <Group justify="center" gap="md" component="nav" aria-label={label}>
      <Button
        variant="default"
        leftSection={<IconArrowLeft size={16} />}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        {previous}
      </Button>
      <Text size="sm" fw={500} aria-live="polite">
        Page {page} sur {totalPages}
      </Text>
      <Button
        variant="default"
        rightSection={<IconArrowRight size={16} />}
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        {next}
      </Button>
    </Group>
  );
}
