import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  BANDS,
  CALL_LETTERS_MAX,
  maxLengthOf,
  ownCallLetterBody,
  type CallLetter,
  type OwnCallLetter,
} from '@masterport/contract';
import { IconAntenna, IconClipboardCheck, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '#components/form-alert.tsx';
import { SelectField } from '#components/form/select-field.tsx';
import { applyFieldErrors } from '#lib/forms.ts';
import { notifyFailure } from '#lib/messages.ts';
import { notify } from '#lib/notify.ts';
import { useFieldError } from '#lib/use-field-error.ts';
import { createOwnCallLetter } from '../api/create-own.ts';
import { deleteOwnCallLetter } from '../api/delete-own.ts';
import { useOwnCallLetters } from '../api/get-own.ts';
import { saveOwnCallLetter } from '../api/save-own.ts';
import { saveOwnSpec } from '../api/save-own-spec.ts';
import { SpecBadge, SpecForm } from './spec-form.tsx';

/**
 * A station's form: registers one more (call letters free on the platform), or, given `station`,
 * changes its market, band and language (its letters stay).
 */
function StationForm({ station, onDone }: { station?: CallLetter; onDone?: () => void }) {
  const { t } = useTranslation(['callLetters', 'common']);
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm({
    resolver: zodResolver(ownCallLetterBody),
    defaultValues: station
      ? { id: station.id, market: station.market, band: station.band, language: station.language }
      : { id: '', market: '', band: 'TV' as const, language: 'en' as const },
  });
  const fieldError = useFieldError(form.formState.errors);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      if (station) {
        await saveOwnCallLetter(values);
        notify.success(t('saved', { letters: station.id }));
        onDone?.();
        return;
      }
      const { call_letter: added } = await createOwnCallLetter(values);
      notify.success(t('added', { letters: added.id }));
      form.reset({ id: '', market: '', band: values.band, language: values.language });
    } catch (error) {
      if (applyFieldErrors(error, form.setError, ['id', 'market', 'band', 'language']).length === 0) setFailure(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormAlert error={failure} />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: station ? 2 : 4 }} spacing="sm">
          <TextInput
            {...form.register('id')}
            label={t('letters')}
            placeholder="CFTM"
            required
            maxLength={CALL_LETTERS_MAX}
            readOnly={!!station}
            variant={station ? 'filled' : 'default'}
            styles={{ input: { textTransform: 'uppercase' } }}
            error={fieldError('id')}
          />
          <TextInput
            {...form.register('market')}
            label={t('market')}
            placeholder={t('marketPlaceholder')}
            required
            maxLength={maxLengthOf(ownCallLetterBody.shape.market)}
            error={fieldError('market')}
          />
          <SelectField
            control={form.control}
            name="band"
            label={t('band')}
            data={BANDS.map((band) => ({ value: band, label: t(`bands.${band}`) }))}
            allowDeselect={false}
            required
          />
          <SelectField
            control={form.control}
            name="language"
            label={t('language')}
            data={(['en', 'fr'] as const).map((language) => ({
              value: language,
              label: t(`common:contentLanguages.${language}`),
            }))}
            allowDeselect={false}
            required
          />
        </SimpleGrid>
        <Group justify="flex-end">
          {station && (
            <Button variant="default" onClick={onDone}>
              {t('common:actions.cancel')}
            </Button>
          )}
          <Button
            type="submit"
            leftSection={station ? undefined : <IconPlus size={16} aria-hidden />}
            loading={form.formState.isSubmitting}
          >
            {station ? t('common:actions.save') : t('add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The spec a station follows (issue 32, docs/station-specs.md "Specs on station groups"): its own,
 * or its group's, said so under the spec's name, or none.
 */
function FollowedSpec({ station }: { station: OwnCallLetter }) {
  const { t } = useTranslation('callLetters');
  const followed = station.spec_in_force;
  if (!followed?.group) return <SpecBadge spec={station.spec} />;
  return (
    <Stack gap={0}>
      <SpecBadge spec={followed} />
      <Text size="xs" c="dimmed">
        {t('spec.badgeGroup', { name: followed.group.name })}
      </Text>
    </Stack>
  );
}

/**
 * The profile's call letters tab (broadcasters): the stations agencies send to. Call letters are
 * unique on the platform; an account keeps at least one once it has some.
 */
export function OwnCallLetters() {
  const { t } = useTranslation(['callLetters', 'common']);
  const { data, error } = useOwnCallLetters();
  const [removing, setRemoving] = useState<string | null>(null);
  const [editing, setEditing] = useState<CallLetter | null>(null);
  const [specOf, setSpecOf] = useState<OwnCallLetter | null>(null);
  const stations = data?.call_letters_list ?? [];

  async function remove(station: CallLetter) {
    setRemoving(station.id);
    try {
      await deleteOwnCallLetter(station.id);
      notify.success(t('removed', { letters: station.id }));
    } catch (failure) {
      notifyFailure(failure);
    } finally {
      setRemoving(null);
    }
  }

  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Title order={2} fz="lg" mb="md">
          {t('addTitle')}
        </Title>
        <StationForm />
      </Paper>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Title order={2} fz="lg">
          {t('title')}
        </Title>
        <Text c="dimmed" size="sm" mt={4} mb="lg">
          {t('description')}
        </Text>
        <FormAlert error={error} />
        {data && stations.length === 0 && (
          <Stack align="center" gap={6} py="lg" ta="center">
            <IconAntenna size={28} aria-hidden color="var(--mantine-color-dimmed)" />
            <Text fw={600}>{t('emptyTitle')}</Text>
            <Text size="sm" c="dimmed" maw={420}>
              {t('emptyText')}
            </Text>
          </Stack>
        )}
        {stations.length > 0 && (
          // On a phone the market, band, language and spec go under the letters: a card per station.
          <Table.ScrollContainer minWidth={320}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('letters')}</Table.Th>
                  <Table.Th visibleFrom="sm">{t('market')}</Table.Th>
                  <Table.Th visibleFrom="sm">{t('band')}</Table.Th>
                  <Table.Th visibleFrom="sm">{t('language')}</Table.Th>
                  <Table.Th visibleFrom="sm">{t('spec.column')}</Table.Th>
                  <Table.Th w={100} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {stations.map((station) => (
                  <Table.Tr key={station.id}>
                    <Table.Td>
                      <Text ff="monospace" fw={600} size="sm">
                        {station.id}
                      </Text>
                      <Stack gap={4} hiddenFrom="sm">
                        <Text size="xs" c="dimmed">
                          {[
                            station.market,
                            t(`bands.${station.band}`),
                            t(`common:contentLanguages.${station.language}`),
                          ].join(' · ')}
                        </Text>
                        <Group gap={6} wrap="wrap" align="flex-start">
                          <Text size="sm" c="dimmed">
                            {t('groupSpec.label')}
                          </Text>
                          <FollowedSpec station={station} />
                        </Group>
                      </Stack>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">{station.market}</Table.Td>
                    <Table.Td visibleFrom="sm">
                      <Badge variant="light" color={station.band === 'TV' ? 'blue' : 'grape'}>
                        {t(`bands.${station.band}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">{t(`common:contentLanguages.${station.language}`)}</Table.Td>
                    <Table.Td visibleFrom="sm">
                      <FollowedSpec station={station} />
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap" justify="flex-end">
                        <Tooltip label={t('spec.edit', { letters: station.id })} withArrow>
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            aria-label={t('spec.edit', { letters: station.id })}
                            onClick={() => setSpecOf(station)}
                          >
                            <IconClipboardCheck size={16} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label={t('edit', { letters: station.id })} withArrow>
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            aria-label={t('edit', { letters: station.id })}
                            onClick={() => setEditing(station)}
                          >
                            <IconPencil size={16} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label={t('remove', { letters: station.id })} withArrow>
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            aria-label={t('remove', { letters: station.id })}
                            loading={removing === station.id}
                            onClick={() => void remove(station)}
                          >
                            <IconTrash size={16} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      <Modal
        opened={!!editing}
        onClose={() => setEditing(null)}
        title={editing ? t('editTitle', { letters: editing.id }) : ''}
        centered
      >
        {editing && <StationForm key={editing.id} station={editing} onDone={() => setEditing(null)} />}
      </Modal>
      <Modal
        opened={!!specOf}
        onClose={() => setSpecOf(null)}
        title={specOf ? t('spec.title', { letters: specOf.id }) : ''}
        size="xl"
        centered
      >
        {specOf && (
          <SpecForm
            key={specOf.id}
            current={specOf.spec ?? null}
            about={
              // A station following its group's spec is told so; rules saved here come first.
              specOf.spec_in_force?.group
                ? t('spec.followsGroup', {
                    name: specOf.spec_in_force.group.name,
                    version: specOf.spec_in_force.version,
                  })
                : specOf.spec
                  ? ''
                  : t('spec.never')
            }
            save={(body) => saveOwnSpec({ id: specOf.id, ...body })}
            savedText={t('spec.saved', { letters: specOf.id })}
            onDone={() => setSpecOf(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}
