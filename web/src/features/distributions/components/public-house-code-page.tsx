import { Alert, Anchor, Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { HOUSE_CODE_MAX, houseCodeField } from '@masterport/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { FormAlert } from '#components/form-alert.tsx';
import { QueryView } from '#components/query-view.tsx';
import { paths } from '#config/paths.ts';
import { usePageTitle } from '#lib/use-page-title.ts';
import { usePublicDistribution } from '../api/public-get-details.ts';
import { saveHouseCodes } from '../api/public-save-housecode.ts';

/** /dhc/{created_on}/{hash_key}: a station gives its own house codes; its files then leave, named with them. */
export function PublicHouseCodePage() {
  const { created_on: createdOn = '', hash_key: hashKey = '' } = useParams();
  const { t } = useTranslation(['distributions', 'validation']);
  usePageTitle(t('houseCode.title'));
  const query = usePublicDistribution(createdOn, hashKey);
  const [codes, setCodes] = useState<Record<string, string>>({});
  const [issues, setIssues] = useState<Record<string, string>>({});
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);

  async function submit(masters: { id: string; house_code: string | null }[]) {
    const entries = masters.map((master) => ({
      master_file_id: master.id,
      house_code: codes[master.id] ?? master.house_code ?? '',
    }));
    const found = Object.fromEntries(
      entries.flatMap((entry) => {
        const checked = houseCodeField().safeParse(entry.house_code);
        return checked.success ? [] : [[entry.master_file_id, checked.error.issues[0]?.message ?? 'house_code_format']];
      }),
    );
    setIssues(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setError(null);
    try {
      await saveHouseCodes(createdOn, hashKey, entries);
      setSaved(true);
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Container size="sm" px={0}>
      <QueryView query={query}>
        {({ distribution }) => (
          <Stack gap="lg">
            <div>
              <Title order={1} fz={{ base: 24, sm: 28 }}>
                {t('houseCode.heading', { station: distribution.call_letters })}
              </Title>
              <Text c="dimmed" mt={4}>
                {t('houseCode.intro', {
                  sender: distribution.sender.name,
                  station: distribution.call_letters,
                  ref: distribution.ref_number,
                })}
              </Text>
            </div>
            {saved || !distribution.waiting_housecode ? (
              <Alert color="green" title={t('houseCode.saved')}>
                <Anchor component={Link} to={paths.publicDistribution.getHref(createdOn, hashKey)}>
                  {t('houseCode.files')}
                </Anchor>
              </Alert>
            ) : (
              <Paper withBorder p="lg">
                <Stack gap="md">
                  {distribution.masters.map((master) => (
                    <TextInput
                      key={master.id}
                      label={t('houseCode.code', { title: master.title })}
                      description={`${master.unique_id} · ${t('houseCode.duration', { seconds: master.duration })}`}
                      placeholder={t('houseCode.placeholder')}
                      maxLength={HOUSE_CODE_MAX}
                      value={codes[master.id] ?? master.house_code ?? ''}
                      error={
                        issues[master.id]
                          ? t(`validation:${issues[master.id]}` as 'validation:house_code_format')
                          : undefined
                      }
                      onChange={(event) => {
                        // Read before the updater: React may run it after the event is done, when currentTarget is null.
                        const { value } = event.currentTarget;
                        setCodes((current) => ({ ...current, [master.id]: value }));
                        // A code being corrected is no longer wrong: its message waits for the next save.
                        setIssues((current) => {
                          const { [master.id]: _corrected, ...others } = current;
                          return others;
                        });
                      }}
                    />
                  ))}
                  <FormAlert error={error} />
                  <Button
                    onClick={() => void submit(distribution.masters)}
                    loading={busy}
                    style={{ alignSelf: 'flex-start' }}
                  >
                    {t('houseCode.save')}
                  </Button>
                </Stack>
              </Paper>
            )}
          </Stack>
        )}
      </QueryView>
    </Container>
  );
}
