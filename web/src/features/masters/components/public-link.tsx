import { ActionIcon, Button, CopyButton, Group, Stack, Switch, Text, TextInput, Tooltip } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { modals } from '@mantine/modals';
import { SAFE_PUBLIC_FILES, type Master } from '@masterport/contract';
import { IconCheck, IconCopy, IconExternalLink, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { paths } from '#config/paths.ts';
import { notifyFailure } from '#lib/messages.ts';
import { notify } from '#lib/notify.ts';
import { renewPublicLink } from '../api/renew-public-link.ts';
import { savePublicFiles } from '../api/save-public-files.ts';

/**
 * The master's public link (its page `/m/...`, no sign-in): copy it, open it, or make a new one,
 * which stops the old one (and every copy sent around) at once. The owner decides whether the link
 * offers the broadcast files too (issue 28: off by default), until a date if wanted.
 */
export function PublicLink({ master, canEdit }: { master: Master; canEdit: boolean }) {
  const { t } = useTranslation('masters');
  const url = `${window.location.origin}${paths.publicMaster.getHref(master.created_on, master.hash_key)}`;
  const askRenew = () =>
    modals.openConfirmModal({
      title: t('publicLink.renewTitle'),
      children: t('publicLink.renewText'),
      labels: { confirm: t('publicLink.renew'), cancel: t('archive.cancel') },
      onConfirm: () =>
        void renewPublicLink(master.id).then(() => notify.success(t('publicLink.renewed')), notifyFailure),
    });
  const publicFiles = master.public_files ?? SAFE_PUBLIC_FILES;
  const saveFiles = (broadcast: boolean, until: string | null) =>
    void savePublicFiles(master.id, broadcast, broadcast ? until : null).then(
      () => notify.success(t('publicLink.saved')),
      notifyFailure,
    );
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {t('publicLink.title')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('publicLink.text')}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <TextInput
          aria-label={t('publicLink.title')}
          value={url}
          readOnly
          style={{ flex: 1 }}
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('publicLink.copied') : t('publicLink.copy')} withArrow>
              <ActionIcon variant="default" size={36} onClick={copy} aria-label={t('publicLink.copy')}>
                {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
        <Tooltip label={t('publicLink.open')} withArrow>
          <ActionIcon
            component="a"
            href={url}
            target="_blank"
            rel="noopener"
            variant="default"
            size={36}
            aria-label={t('publicLink.open')}
          >
            <IconExternalLink size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      {canEdit && (
        <>
          <Switch
            label={t('publicLink.broadcast')}
            description={t('publicLink.broadcastHint')}
            checked={publicFiles.broadcast}
            onChange={(event) => saveFiles(event.currentTarget.checked, publicFiles.until)}
          />
          {publicFiles.broadcast && (
            <DateTimePicker
              label={t('publicLink.until')}
              valueFormat="DD/MM/YYYY HH:mm"
              minDate={new Date()}
              clearable
              value={publicFiles.until ? new Date(publicFiles.until) : null}
              onChange={(value) => saveFiles(true, value ? new Date(value).toISOString() : null)}
              timePickerProps={{ format: '24h' }}
            />
          )}
        </>
      )}
      {canEdit && (
        <Button
          variant="subtle"
          size="xs"
          w="fit-content"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={askRenew}
        >
          {t('publicLink.renew')}
        </Button>
      )}
    </Stack>
  );
}
