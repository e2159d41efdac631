import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PublicOwner } from '@masterport/contract';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The people a public page's owner chose to show (contacts marked public on the contacts tab):
 * who to write or call about the spot, the document or the reel. Nothing shows when there are none.
 */
export function OwnerContacts({ owner }: { owner: PublicOwner }) {
  const { t } = useTranslation();
  if (owner.contacts.length === 0) return null;
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-label={t('ownerContacts.title', { owner: owner.name })}
    >
      <Title order={2} fz="lg" mb="md">
        {t('ownerContacts.title', { owner: owner.name })}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        {owner.contacts.map((contact) => (
          <Stack key={`${contact.email}-${contact.first_name}`} gap={2}>
            <Text fw={600}>{`${contact.first_name} ${contact.last_name}`.trim()}</Text>
            <Anchor href={`mailto:${contact.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
              <IconMail size={14} aria-hidden style={{ verticalAlign: -2, marginRight: 4 }} />
              {contact.email}
            </Anchor>
            {contact.phone_display && (
              <Anchor href={`tel:${contact.phone_display.replace(/[^\d+]/g, '')}`} size="sm">
                <IconPhone size={14} aria-hidden style={{ verticalAlign: -2, marginRight: 4 }} />
                {contact.phone_display}
              </Anchor>
            )}
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
