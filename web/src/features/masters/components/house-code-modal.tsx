import { Badge, Button, Group, Loader, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { HOUSE_CODE_MAX, houseCodeField, type Master } from '@masterport/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '#lib/messages.ts';
import { notify } from '#lib/notify.ts';
import { saveMasterHouseCode, useMasterHouseCodes } from '../api/house-codes.ts';

function CodeForm({
  label,
  initial,
  submitLabel,
  onSave,
}: {
  label: string;
  initial: string;
  submitLabel: string;
  onSave: (code: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('masters');
  const [code, setCode] = useState(initial);
  const [saving, setSaving] = useState(false);
  const valid = houseCodeField().safeParse(code).success;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    setSaving(true);
    try {
      await onSave(code.trim().toUpperCase());
    } catch (error) {
      notifyFailure(error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)}>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label={label}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={code && !valid ? t('houseCodes.format') : undefined}
          maxLength={HOUSE_CODE_MAX}
          style={{ flex: 1 }}
          autoComplete="off"
        />
        <Button type="submit" variant="default" loading={saving} disabled={!valid}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}

/**
 * The seed's "house code" modal: the master's own house code, and each station that received it
 * with the code it uses; a station still waiting for its code can be given it here (told on the
 * phone), and its files leave at once, named with it.
 */
export function HouseCodeModal({ master, opened, onClose }: { master: Master; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('masters');
  const codes = useMasterHouseCodes(opened ? master.id : null);
  const data = codes.data;
  return (
    <Modal opened={opened} onClose={onClose} title={t('houseCodes.title')} size="lg" centered>
      {!data ? (
        <Group justify="center" py="xl">
          <Loader size="sm" aria-label={t('list.loading')} />
        </Group>
      ) : (
        <Stack gap="lg">
          <CodeForm
            key={data.house_code ?? ''}
            label={t('houseCodes.own')}
            initial={data.house_code ?? ''}
            submitLabel={t('houseCodes.save')}
            onSave={async (code) => {
              await saveMasterHouseCode(master.id, code);
              notify.success(t('houseCodes.saved'));
            }}
          />
          <Stack gap="xs">
            <Text fw={600} size="sm">
              {t('houseCodes.stations')}
            </Text>
            {data.stations.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('houseCodes.noStations')}
              </Text>
            ) : (
              <Table verticalSpacing="sm" layout="fixed">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={110}>{t('houseCodes.callLetters')}</Table.Th>
                    <Table.Th>{t('houseCodes.code')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.stations.map((station) => (
                    <Table.Tr key={station.call_letters}>
                      <Table.Td fw={600}>{station.call_letters}</Table.Td>
                      <Table.Td>
                        {station.waiting ? (
                          <Stack gap={6}>
                            <Badge color="orange" variant="light" w="fit-content">
                              {t('houseCodes.waiting')}
                            </Badge>
                            <CodeForm
                              label={t('houseCodes.giveFor', { station: station.call_letters })}
                              initial=""
                              submitLabel={t('houseCodes.send')}
                              onSave={async (code) => {
                                await saveMasterHouseCode(master.id, code, station.call_letters);
                                notify.success(t('houseCodes.sent', { station: station.call_letters }));
                              }}
                            />
                          </Stack>
                        ) : (
                          <Text size="sm" c={station.house_code ? undefined : 'dimmed'}>
                            {station.house_code ?? t('houseCodes.none')}
                          </Text>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Stack>
        </Stack>
      )}
    </Modal>
  );
}
