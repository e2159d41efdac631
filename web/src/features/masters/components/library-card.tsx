import {
  ActionIcon,
  Autocomplete,
  Badge,
  Button,
  CloseButton,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { CLEARANCE_NUMBER_MAX, clearanceNumberField, TAG_MAX, tagField, type Master } from '@masterport/contract';
import { IconPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#lib/api-client.ts';
import { errorText, notifyFailure } from '#lib/messages.ts';
import { notify } from '#lib/notify.ts';
import { PublicLink } from './public-link.tsx';
import { addMasterTag, deleteMasterTag, saveClearanceNumber, useTagSearch } from '../api/tags.ts';

function TagsEditor({ master, canEdit }: { master: Master; canEdit: boolean }) {
  const { t } = useTranslation('masters');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [query] = useDebouncedValue(value.trim(), 200);
  const suggestions = useTagSearch(query).data?.tags_list ?? [];
  const taken = new Set(master.tags.map((tag) => tag.name.toLowerCase()));

  const add = async (raw: string) => {
    const tag = raw.trim();
    if (!tagField().safeParse(tag).success) return setError(t('library.tagFormat'));
    setBusy(true);
    setError(null);
    try {
      await addMasterTag(master.id, tag);
      setValue('');
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 400) setError(errorText(failure));
      else notifyFailure(failure);
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void add(value);
  };

  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {t('library.tags')}
      </Text>
      {master.tags.length ? (
        <Group gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {master.tags.map((tag) => (
            <Badge
              key={tag.id}
              component="li"
              variant="light"
              color="gray"
              radius="xl"
              tt="none"
              size="lg"
              fw={500}
              rightSection={
                canEdit ? (
                  <CloseButton
                    size="xs"
                    aria-label={t('library.removeTag', { tag: tag.name })}
                    onClick={() => void deleteMasterTag(master.id, tag.id).catch(notifyFailure)}
                  />
                ) : undefined
              }
            >
              {tag.name}
            </Badge>
          ))}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t('library.noTags')}
        </Text>
      )}
      {canEdit && (
        <form onSubmit={submit}>
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <Autocomplete
              aria-label={t('library.addTag')}
              placeholder={t('library.tagPlaceholder')}
              value={value}
              onChange={(next) => {
                setValue(next);
                setError(null);
              }}
              onOptionSubmit={(option) => void add(option)}
              data={suggestions.filter((tag) => !taken.has(tag.name.toLowerCase())).map((tag) => tag.name)}
              error={error}
              maxLength={TAG_MAX}
              style={{ flex: 1 }}
            />
            <ActionIcon
              type="submit"
              variant="default"
              size={36}
              loading={busy}
              aria-label={t('library.addTag')}
              disabled={!value.trim()}
            >
              <IconPlus size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </form>
      )}
    </Stack>
  );
}

function ClearanceField({
  master,
  field,
  blocked,
}: {
  master: Master;
  field: 'tvb_number' | 'asc_number';
  blocked: string | null;
}) {
  const { t } = useTranslation('masters');
  const saved = master[field] ?? '';
  const [value, setValue] = useState(saved);
  const [busy, setBusy] = useState(false);
  const valid = clearanceNumberField().safeParse(value).success;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    setBusy(true);
    try {
      await saveClearanceNumber(master.id, field, value.trim());
      notify.success(t('library.saved'));
    } catch (failure) {
      notifyFailure(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={t(`library.${field}`)}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={!valid ? t('library.clearanceFormat') : undefined}
          description={blocked ?? undefined}
          disabled={!!blocked}
          maxLength={CLEARANCE_NUMBER_MAX}
          autoComplete="off"
          style={{ flex: 1 }}
        />
        <Button
          type="submit"
          variant="default"
          loading={busy}
          disabled={!!blocked || !valid || value.trim().toUpperCase() === saved}
        >
          {t('library.save')}
        </Button>
      </Group>
    </form>
  );
}

/** The details tab's library card: the master's tags, its TVB and ASC clearance numbers, and its public link. */
export function LibraryCard({ master, canEdit }: { master: Master; canEdit: boolean }) {
  const { t } = useTranslation('masters');
  const blocked = !canEdit
    ? t('library.noPermission')
    : master.locked
      ? t('page.lockedHint')
      : master.is_running || master.archived
        ? t('library.busyHint')
        : null;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="lg">
      <Title order={2} fz="lg" mb="md">
        {t('library.title')}
      </Title>
      <Stack gap="lg">
        <TagsEditor master={master} canEdit={canEdit} />
        <ClearanceField key={`tvb-${master.tvb_number ?? ''}`} master={master} field="tvb_number" blocked={blocked} />
        <ClearanceField key={`asc-${master.asc_number ?? ''}`} master={master} field="asc_number" blocked={blocked} />
        <PublicLink master={master} canEdit={canEdit} />
      </Stack>
    </Paper>
  );
}
