import { Button, Group, Image, Modal, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { type Master } from '@masterport/contract';
import { masterFileRoutes } from '@masterport/contract/routes';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '#lib/messages.ts';
import { notify } from '#lib/notify.ts';
import { mayCall, useSession } from '#lib/session.ts';
import { saveThumbnail } from '../api/save-thumbnail.ts';
import { useThumbnails } from '../api/get-thumbnails.ts';

/** Seed modal "set thumbnail": pick one of the frames processing took; blocked while locked, archived or processing. */
export function ThumbnailButton({ master }: { master: Master }) {
  const { t } = useTranslation('masters');
  const [opened, setOpened] = useState(false);
  const blocked = master.locked || master.archived || master.is_running;
  const { data } = useThumbnails(master, opened);
  const [saving, setSaving] = useState<string | null>(null);
  // Offered only to whoever may save it (issue 28: a viewer is not offered "Set thumbnail").
  const offered = mayCall(useSession(), masterFileRoutes.saveThumbnail);

  async function choose(id: string) {
    setSaving(id);
    try {
      await saveThumbnail(master.id, id);
      notify.success(t('thumbnails.saved'));
      setOpened(false);
    } catch (error) {
      notifyFailure(error);
    } finally {
      setSaving(null);
    }
  }

  if (!master.thumbnail_url || !offered) return null;
  return (
    <>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconPhoto size={14} aria-hidden />}
        disabled={blocked}
        onClick={() => setOpened(true)}
      >
        {t('thumbnails.set')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('thumbnails.title')} size="lg" centered>
        <Text size="sm" c="dimmed" mb="md">
          {t('thumbnails.text')}
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          {(data?.thumbnails_list ?? []).map((thumb) => (
            <UnstyledButton
              key={thumb.id}
              onClick={() => void choose(thumb.id)}
              disabled={saving !== null}
              aria-pressed={thumb.selected}
              aria-label={t('thumbnails.at', { seconds: thumb.at })}
              style={{
                borderRadius: 8,
                outline: thumb.selected
                  ? '3px solid var(--mantine-color-brand-6)'
                  : '1px solid var(--mantine-color-gray-3)',
                overflow: 'hidden',
                opacity: saving && saving !== thumb.id ? 0.5 : 1,
              }}
            >
              <Image src={thumb.url} alt="" />
              <Group justify="space-between" px={8} py={4}>
                <Text size="xs" c="dimmed">
                  {t('thumbnails.seconds', { seconds: thumb.at })}
                </Text>
                {thumb.selected && (
                  <Text size="xs" fw={600} c="brand.7">
                    {t('thumbnails.current')}
                  </Text>
                )}
              </Group>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </Modal>
    </>
  );
}
