import { ActionIcon, Badge, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconBuildingStore, IconMailPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PartnerStudio } from '@masterport/contract';
import { partnerStudioRoutes } from '@masterport/contract/routes';
import { ApiError } from '#lib/api-client.ts';
import { issueText, notifyFailure } from '#lib/messages.ts';
import { notify } from '#lib/notify.ts';
import { mayCall, useSession } from '#lib/session.ts';
import { activatePartner } from '../api/activate-partner.ts';
import { addNotification } from '../api/add-notification.ts';
import { deactivatePartner } from '../api/deactivate-partner.ts';
import { deleteNotification } from '../api/delete-notification.ts';
import { useAvailableStudios } from '../api/get-available.ts';
import { useSelectedStudios } from '../api/get-selected.ts';
import { SectionCard } from '#components/section-card.tsx';

const failure = (error: unknown) => {
  notifyFailure(error);
};

/** Search the directory of partner studios and authorise one. */
function AuthoriseStudio() {
  const { t } = useTranslation('profile');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { data, isLoading } = useAvailableStudios(search);
  const options = (data?.partner_studios_list ?? [])
    .filter((studio) => !studio.selected)
    .map((studio) => ({ value: studio.id, label: `${studio.name} · ${studio.city}` }));

  async function authorise() {
    if (!chosen) return;
    setBusy(true);
    try {
      await activatePartner(chosen);
      notify.success(t('partnerStudios.authorised'));
      setChosen(null);
      setSearch('');
    } catch (error) {
      failure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <SectionCard title={t('partnerStudios.addTitle')} description={t('partnerStudios.addDescription')}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('partnerStudios.studio')}
          placeholder={t('partnerStudios.searchPlaceholder')}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          data={options}
          value={chosen}
          onChange={setChosen}
          nothingFoundMessage={isLoading ? t('partnerStudios.searching') : t('partnerStudios.noneFound')}
          filter={({ options: all }) => all}
          style={{ flex: '1 1 260px' }}
        />
        <Button onClick={() => void authorise()} disabled={!chosen} loading={busy}>
          {t('partnerStudios.authorise')}
        </Button>
      </Group>
    </SectionCard>
  );
}

/** The addresses told when this studio creates a master for the account. */
function Notifications({ studio, canChange }: { studio: PartnerStudio; canChange: boolean }) {
  const { t } = useTranslation('profile');
  const [email, setEmail] = useState('');
  const [issue, setIssue] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function add() {
    setBusy(true);
    setIssue(undefined);
    try {
      await addNotification(studio.studio.id, email);
      setEmail('');
    } catch (error) {
      const field = error instanceof ApiError ? error.fields?.email : undefined;
      if (field) setIssue(issueText(field));
      else failure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {t('partnerStudios.notifications')}
      </Text>
      {studio.notifications.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('partnerStudios.noNotifications')}
        </Text>
      )}
      <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {studio.notifications.map((address) => (
          <Badge
            key={address}
            component="li"
            variant="light"
            color="gray"
            size="lg"
            tt="none"
            fw={500}
            rightSection={
              canChange && (
                <ActionIcon
                  size="xs"
                  variant="transparent"
                  color="gray"
                  aria-label={t('partnerStudios.removeNamed', { email: address })}
                  onClick={() => void deleteNotification(studio.studio.id, address).catch(failure)}
                >
                  <IconX size={12} aria-hidden />
                </ActionIcon>
              )
            }
          >
            {address}
          </Badge>
        ))}
      </Group>
      {canChange && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void add();
          }}
        >
          <Group align="flex-start" gap="xs" wrap="wrap">
            <TextInput
              aria-label={t('partnerStudios.emailLabel', { name: studio.studio.name })}
              placeholder={t('partnerStudios.emailPlaceholder')}
              size="sm"
              type="email"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={issue}
              style={{ flex: '1 1 220px' }}
            />
            <Button
              type="submit"
              variant="default"
              leftSection={<IconMailPlus size={16} aria-hidden />}
              loading={busy}
              disabled={!email.trim()}
            >
              {t('partnerStudios.addEmail')}
            </Button>
          </Group>
        </form>
      )}
    </Stack>
  );
}

function StudioCard({ studio, canChange }: { studio: PartnerStudio; canChange: boolean }) {
  const { t } = useTranslation('profile');
  const [busy, setBusy] = useState(false);

  async function toggle() {
    setBusy(true);
    try {
      await (studio.active ? deactivatePartner : activatePartner)(studio.studio.id);
      notify.success(t(studio.active ? 'partnerStudios.withdrawn' : 'partnerStudios.authorised'));
    } catch (error) {
      failure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="li" data-studio={studio.studio.name}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm">
            <IconBuildingStore size={22} aria-hidden color="var(--mantine-color-brand-7)" />
            <Title order={3} fz="md">
              {studio.studio.name}
            </Title>
            <Badge color={studio.active ? 'green' : 'gray'} variant="light">
              {t(studio.active ? 'partnerStudios.active' : 'partnerStudios.inactive')}
            </Badge>
          </Group>
          {canChange && (
            <Button
              variant={studio.active ? 'default' : 'filled'}
              color={studio.active ? 'red' : undefined}
              size="xs"
              loading={busy}
              onClick={() => void toggle()}
            >
              {t(studio.active ? 'partnerStudios.withdraw' : 'partnerStudios.authorise')}
            </Button>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t(studio.active ? 'partnerStudios.activeText' : 'partnerStudios.inactiveText')}
        </Text>
        <Notifications studio={studio} canChange={canChange} />
      </Stack>
    </Paper>
  );
}

/** Settings › Partner studios: who may create masters on this account's behalf, and who is told. */
export function PartnerStudiosPage() {
  const { t } = useTranslation('profile');
  const { data } = useSelectedStudios();
  const studios = data?.partner_studios_list ?? [];
  // Seeing the tab needs profile_partner_studios; changing it, partner_studios too.
  const canChange = mayCall(useSession(), partnerStudioRoutes.activatePartner);
  return (
    <Stack gap="lg">
      {canChange && <AuthoriseStudio />}
      {data && studios.length === 0 && (
        <Paper withBorder p="xl" ta="center">
          <Text fw={600}>{t('partnerStudios.emptyTitle')}</Text>
          <Text size="sm" c="dimmed" mt={4}>
            {t('partnerStudios.emptyText')}
          </Text>
        </Paper>
      )}
      {studios.length > 0 && (
        <Stack
          gap="md"
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label={t('partnerStudios.listLabel')}
        >
          {studios.map((studio) => (
            <StudioCard key={studio.id} studio={studio} canChange={canChange} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
