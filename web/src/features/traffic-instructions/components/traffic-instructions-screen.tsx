import {
  ActionIcon,
  Badge,
  Button,
  Group,
  MultiSelect,
  Paper,
  Select,
  Skeleton,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { type TrafficException } from '@masterport/contract';
import { trafficInstructionsRouteTable } from '@masterport/contract/routes';
import { IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailList } from '#components/email-list.tsx';
import { FormAlert } from '#components/form-alert.tsx';
import { SectionCard } from '#components/section-card.tsx';
import { notifyFailure } from '#lib/messages.ts';
import { notify } from '#lib/notify.ts';
import { mayCall, useSession } from '#lib/session.ts';
import { addExceptionCallLetter } from '../api/add-exception-call-letter.ts';
import { addTrafficNotification } from '../api/add-traffic-notification.ts';
import { createTrafficException } from '../api/create-traffic-exception.ts';
import { deleteTrafficException } from '../api/delete-traffic-exception.ts';
import { deleteTrafficNotification } from '../api/delete-traffic-notification.ts';
import { useOwnStations } from '../api/get-own-stations.ts';
import { useTrafficInstructions } from '../api/get-traffic-instructions.ts';
import { removeExceptionCallLetter } from '../api/remove-exception-call-letter.ts';

/** Runs an action; a refusal the client has not already shown becomes a toast. */
async function attempt(action: () => Promise<unknown>, done: string): Promise<void> {
  try {
    await action();
    notify.success(done);
  } catch (error) {
    notifyFailure(error);
  }
}

/** One exception: its stations (removable but the last, more can be added) and its own addresses. */
function ExceptionCard({
  exception,
  free,
  canChange,
}: {
  exception: TrafficException;
  free: readonly string[];
  canChange: boolean;
}) {
  const { t } = useTranslation('trafficInstructions');
  const [adding, setAdding] = useState<string | null>(null);
  const stations = exception.call_letters.join(', ');
  const last = exception.call_letters.length === 1;
  return (
    <Paper withBorder p="md" component="li" aria-label={t('exceptions.label', { stations })} data-exception={stations}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Group gap={6}>
            {exception.call_letters.map((letters) => (
              <Badge
                key={letters}
                size="lg"
                variant="light"
                radius="sm"
                rightSection={
                  canChange && (
                    <Tooltip label={last ? t('exceptions.lastStation') : t('exceptions.removeStation', { letters })}>
                      <ActionIcon
                        size="xs"
                        variant="transparent"
                        color="gray"
                        disabled={last}
                        aria-label={t('exceptions.removeStation', { letters })}
                        onClick={() =>
                          void attempt(
                            () => removeExceptionCallLetter({ id: exception.id, call_letter: letters }),
                            t('exceptions.stationRemoved', { letters }),
                          )
                        }
                      >
                        <IconX size={12} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  )
                }
              >
                {letters}
              </Badge>
            ))}
          </Group>
          {canChange && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => void attempt(() => deleteTrafficException({ id: exception.id }), t('exceptions.deleted'))}
            >
              {t('exceptions.delete')}
            </Button>
          )}
        </Group>
        {canChange && free.length > 0 && (
          <Select
            size="xs"
            w={200}
            placeholder={t('exceptions.addStation')}
            aria-label={t('exceptions.addStation')}
            data={[...free]}
            value={adding}
            searchable
            onChange={(letters) => {
              if (!letters) return;
              setAdding(letters);
              void attempt(
                () => addExceptionCallLetter({ id: exception.id, call_letter: letters }),
                t('exceptions.stationAdded', { letters }),
              ).finally(() => setAdding(null));
            }}
          />
        )}
        <Text size="sm" fw={500}>
          {t('exceptions.addresses')}
        </Text>
        <EmailList
          emails={exception.notifications}
          label={t('exceptions.listLabel', { stations })}
          empty={t('exceptions.noAddresses')}
          onAdd={(email) => addTrafficNotification({ email, exception_id: exception.id })}
          onRemove={(email) => deleteTrafficNotification({ email, exception_id: exception.id })}
          readOnly={!canChange}
        />
      </Stack>
    </Paper>
  );
}

/** Creates an exception from stations that have none yet. */
function NewException({ free }: { free: readonly string[] }) {
  const { t } = useTranslation('trafficInstructions');
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  async function create() {
    setBusy(true);
    await attempt(() => createTrafficException({ call_letters: chosen }), t('exceptions.created'));
    setChosen([]);
    setBusy(false);
  }
  return (
    <Group align="flex-end" gap="sm">
      <MultiSelect
        label={t('exceptions.stations')}
        placeholder={chosen.length === 0 ? t('exceptions.stationsPlaceholder') : undefined}
        data={[...free]}
        value={chosen}
        onChange={setChosen}
        searchable
        style={{ flex: '1 1 260px' }}
      />
      <Button
        leftSection={<IconPlus size={16} aria-hidden />}
        disabled={chosen.length === 0}
        loading={busy}
        onClick={() => void create()}
      >
        {t('exceptions.create')}
      </Button>
    </Group>
  );
}

/** Settings › Traffic instructions: who receives them, and the stations whose instructions go elsewhere. */
export function TrafficInstructionsScreen() {
  const { t } = useTranslation('trafficInstructions');
  const { data, error } = useTrafficInstructions();
  const { data: own } = useOwnStations();
  // Reading the tab needs profile_traffic; changing it, traffic_instructions too.
  const canChange = mayCall(useSession(), trafficInstructionsRouteTable.addNotification);
  if (error) return <FormAlert error={error} />;
  if (!data) return <Skeleton height={240} radius="md" />;
  const { notifications, exceptions } = data.traffic_instructions;
  const taken = new Set(exceptions.flatMap((exception) => exception.call_letters));
  const free = (own?.call_letters_list ?? []).map((station) => station.id).filter((letters) => !taken.has(letters));

  return (
    <Stack gap="lg">
      <SectionCard title={t('recipients.title')} description={t('recipients.help')}>
        <EmailList
          emails={notifications}
          label={t('recipients.listLabel')}
          empty={t('recipients.empty')}
          onAdd={async (email) => {
            await addTrafficNotification({ email });
            notify.success(t('recipients.added', { email }));
          }}
          onRemove={async (email) => {
            await deleteTrafficNotification({ email });
            notify.success(t('recipients.removed', { email }));
          }}
          readOnly={!canChange}
        />
      </SectionCard>
      <SectionCard title={t('exceptions.title')} description={t('exceptions.help')}>
        <Stack gap="md">
          {own && own.call_letters_list.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('exceptions.noStations')}
            </Text>
          )}
          {canChange && free.length > 0 && <NewException free={free} />}
          {exceptions.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('exceptions.empty')}
            </Text>
          ) : (
            <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {exceptions.map((exception) => (
                <ExceptionCard key={exception.id} exception={exception} free={free} canChange={canChange} />
              ))}
            </Stack>
          )}
        </Stack>
      </SectionCard>
    </Stack>
  );
}
