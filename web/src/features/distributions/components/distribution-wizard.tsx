import { Alert, Button, Checkbox, FileButton, Group, List, Modal, MultiSelect, SegmentedControl, Stack, Stepper, TagsInput, Text, Textarea, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FormAlert } from '#components/form-alert.tsx';
import { paths } from '#config/paths.ts';
import { ApiError } from '#lib/api-client.ts';
import { notifyFailure } from '#lib/messages.ts';
import { notify } from '#lib/notify.ts';
import { looksLikePdf, uploadDocument } from '#lib/upload-document.ts';
import { mayCall, useSession } from '#lib/session.ts';
import { distributionRouteTable, documentRouteTable, isSendable } from '@masterport/contract';
import { saveDistributionDraft, searchWizardStations, sendDistribution, useStationReadiness, useWizardDocuments, useWizardGroups, useWizardMasters, type DistributionInput } from '../api/distributions.ts';

/** Seed 001: five steps, each starting idle. */
const STEPS = ['details', 'masters', 'destination', 'documents', 'reports'] as const;
type Step = (typeof STEPS)[number];

/** The send time picked in 15-minute slots (seed 001 §9), from the next slot on. */
const nextSlot = () => {
  const date = new Date();
  date.setMinutes(Math.ceil((date.getMinutes() + 1) / 15) * 15, 0, 0);
  return date;
};

export function DistributionWizard({ opened, onClose, initial }: { opened: boolean; onClose: () => void; initial?: DistributionInput }) {
  const { t } = useTranslation('distributions');
  const navigate = useNavigate();
  const [active, setActive] = useState(0);
  const [visited, setVisited] = useState<Set<Step>>(new Set());
  const [draft, setDraft] = useState<DistributionInput>(initial ?? {});
  const [when, setWhen] = useState<'now' | 'later'>(initial?.distribution_date ? 'later' : 'now');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState<string | null>(null);
  const session = useSession();
  const canSend = mayCall(session, distributionRouteTable.create);
  const canUpload = mayCall(session, documentRouteTable.create);
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const [stationOptions, setStationOptions] = useState<{ value: string; label: string }[]>([]);
  const masters = useWizardMasters();
  const documents = useWizardDocuments();
  const groups = useWizardGroups();

  useEffect(() => {
    if (opened) {
      setDraft(initial ?? {});
      setWhen(initial?.distribution_date ? 'later' : 'now');
      setActive(0);
      setVisited(new Set());
      setError(null);
    }
  }, [opened, initial]);

  const set = (change: Partial<DistributionInput>) => setDraft((current) => ({ ...current, ...change }));
  /** Scheduling starts at the next 15-minute slot: the picker shows it, and it is what is sent unless changed. */
  const chooseWhen = (value: 'now' | 'later') => {
    setWhen(value);
    if (value === 'later' && !draft.distribution_date) set({ distribution_date: nextSlot().toISOString() });
  };
  const go = (step: number) => {
    setVisited((seen) => new Set(seen).add(STEPS[active]!));
    setActive(Math.max(0, Math.min(STEPS.length - 1, step)));
  };

  const masterOptions = useMemo(() => (masters.data?.masters_list ?? [])
    .filter(isSendable)
    .map((master) => ({ value: master.id, label: `${master.title} · ${master.unique_id}` })), [masters.data]);
  const documentOptions = (documents.data?.documents_list ?? []).filter((document) => document.status === 'ready').map((document) => ({ value: document.id, label: document.title }));
  const groupOptions = (groups.data?.groups_list ?? []).map((group) => ({ value: group.id, label: `${group.name} (${group.call_letters_list.length})` }));
  // The stations the distribution will go to (picked, and through groups), asked whether each can receive.
  const pickedStations = useMemo(() => {
    const picked = new Set(draft.call_letters_ids ?? []);
    for (const group of groups.data?.groups_list ?? []) {
      if ((draft.group_ids ?? []).includes(group.id)) group.call_letters_list.forEach((station) => picked.add(station.id));
    }
    return [...picked];
  }, [draft.call_letters_ids, draft.group_ids, groups.data]);
  const readiness = useStationReadiness(pickedStations);
  const cannotReceive = (readiness.data?.stations ?? [])
    .filter((station) => !station.can_receive && pickedStations.includes(station.call_letters))
    .filter((station) => !(draft.exclude_tv_station && station.band === 'TV') && !(draft.exclude_radio_station && station.band === 'RADIO'))
    .map((station) => station.call_letters);
  /** Decided (issue 25): warned here, not refused: the agency may deliver by hand, or the broadcaster set up before the send time. */
  const receiveWarning = cannotReceive.length > 0 && (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('wizardStations.cannotReceiveSummary', { count: cannotReceive.length })} data-testid="cannot-receive">
      <List size="sm" spacing={2}>
        {cannotReceive.map((letters) => <List.Item key={letters}>{t('wizardStations.cannotReceive', { station: letters })}</List.Item>)}
      </List>
    </Alert>
  );

  /** A PDF added from the documents step joins the account's documents and this distribution at once. */
  const addPdf = async (file: File | null) => {
    if (!file) return;
    if (!looksLikePdf(file)) return notify.error(t('fields.notPdf'));
    setUploading(file.name);
    try {
      const document = await uploadDocument(file);
      await documents.mutate();
      setDraft((current) => ({ ...current, documents_ids: [...(current.documents_ids ?? []), document.id] }));
      notify.success(t('fields.pdfAdded', { name: file.name }));
    } catch (caught) {
      notifyFailure(caught);
    } finally {
      setUploading(null);
    }
  };

  const findStations = async (query: string) => {
    const found = await searchWizardStations(query).catch(() => []);
    setStationOptions((current) => {
      const byValue = new Map(current.map((option) => [option.value, option]));
      for (const station of found) byValue.set(station.id, { value: station.id, label: `${station.id} · ${station.market} · ${station.owner_name}` });
      return [...byValue.values()];
    });
  };
  useEffect(() => {
    if (opened) void findStations('');
  }, [opened]);

  const payload = (extra: Partial<DistributionInput> = {}): DistributionInput => ({
    ...draft, distribution_date: when === 'later' ? draft.distribution_date ?? null : null, ...extra,
  });

  async function save() {
    setBusy(true);
    setError(null);
    try {
      const saved = await saveDistributionDraft(payload());
      set({ id: saved.id });
      notify.success(t('draftSaved'));
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  }

  async function send(extra: Partial<DistributionInput> = {}) {
    setBusy(true);
    setError(null);
    try {
      const sent = await sendDistribution(payload(extra));
      notify.success(t('sent', { ref: sent.ref_number }));
      onClose();
      navigate(paths.app.distribution.getHref(sent.ref_number));
    } catch (caught) {
      // Seed 001 §5: two answers are questions, asked here and sent again with the reply.
      if (caught instanceof ApiError && caught.code === 'distribution_duplicate') {
        modals.openConfirmModal({
          title: t('duplicate.title'), children: <Text size="sm">{t('duplicate.text', { stations: caught.details.join(', ') })}</Text>,
          labels: { confirm: t('duplicate.again'), cancel: t('duplicate.skip') },
          onConfirm: () => void send({ ...extra, redistribute_duplicate: 1 }), onCancel: () => void send({ ...extra, redistribute_duplicate: 2 }),
        });
      } else if (caught instanceof ApiError && caught.code === 'distribution_outputs_missing') {
        modals.openConfirmModal({
          title: t('outputs.title'), children: <Text size="sm">{t('outputs.text', { outputs: caught.details.join(', ') })}</Text>,
          labels: { confirm: t('outputs.confirm'), cancel: t('cancel') }, onConfirm: () => void send({ ...extra, workflow_restart_confirmed: true }),
        });
      } else setError(caught);
    } finally {
      setBusy(false);
    }
  }

  // A step is done once visited and holding what it needs (seed 001 §5: something to send, somewhere to send it).
  const complete: Record<Step, boolean> = {
    details: true, masters: !!(draft.master_files_ids?.length || draft.documents_ids?.length), destination: !!(draft.call_letters_ids?.length || draft.group_ids?.length),
    documents: true, reports: true,
  };
  const stepState = (index: number) => (index === active ? 'active' : visited.has(STEPS[index]!) && complete[STEPS[index]!] ? 'done' : 'idle');

  return (
    <Modal opened={opened} onClose={onClose} title={t('wizard.title')} size="xl" closeOnClickOutside={false} fullScreen={phone} closeButtonProps={{ 'aria-label': t('wizard.close') }}>
      <Stepper active={active} onStepClick={go} size="sm" allowNextStepsSelect wrap>
        {STEPS.map((step, index) => (
          <Stepper.Step key={step} label={t(`wizard.steps.${step}`)} description={t(`wizard.status.${stepState(index)}`)}>
            <Stack gap="sm" mt="md" mih={280}>
              {step === 'details' && (
                <>
                  <Group grow>
                    <TextInput label={t('fields.agency')} value={draft.agency ?? ''} maxLength={100} onChange={(event) => set({ agency: event.currentTarget.value })} />
                    <TextInput label={t('fields.advertiser')} value={draft.advertiser ?? ''} maxLength={100} onChange={(event) => set({ advertiser: event.currentTarget.value })} />
                  </Group>
                  <TextInput label={t('fields.docket')} value={draft.tag ?? ''} maxLength={25} onChange={(event) => set({ tag: event.currentTarget.value })} />
                  <Textarea label={t('fields.notes')} description={t('fields.notesHint')} value={draft.notes ?? ''} maxLength={1000} autosize minRows={2} onChange={(event) => set({ notes: event.currentTarget.value })} />
                  <Text size="sm" fw={500}>{t('fields.when')}</Text>
                  <SegmentedControl value={when} onChange={(value) => chooseWhen(value as 'now' | 'later')} data={[{ value: 'now', label: t('fields.now') }, { value: 'later', label: t('fields.later') }]} />
                  {when === 'later' && (
                    <DateTimePicker
                      label={t('fields.date')} valueFormat="DD/MM/YYYY HH:mm" minDate={new Date()} firstDayOfWeek={1}
                      value={draft.distribution_date ? new Date(draft.distribution_date) : null}
                      onChange={(value) => set({ distribution_date: value ? new Date(value).toISOString() : null })}
                      timePickerProps={{ minutesStep: 15, withDropdown: true, format: '24h' }}
                    />
                  )}
                </>
              )}
              {step === 'masters' && (
                <MultiSelect
                  label={t('fields.masters')} description={t('fields.mastersHint')} placeholder={t('fields.mastersPlaceholder')} searchable clearable data={masterOptions}
                  value={draft.master_files_ids ?? []} onChange={(value) => set({ master_files_ids: value })} nothingFoundMessage={t('fields.noMasters')}
                />
              )}
              {step === 'destination' && (
                <>
                  <MultiSelect
                    label={t('fields.stations')} description={t('fields.stationsHint')} placeholder={t('fields.stationsPlaceholder')} searchable clearable data={stationOptions}
                    value={draft.call_letters_ids ?? []} onChange={(value) => set({ call_letters_ids: value })} onSearchChange={(query) => void findStations(query.toUpperCase())}
                  />
                  {receiveWarning}
                  <MultiSelect label={t('fields.groups')} placeholder={t('fields.groupsPlaceholder')} data={groupOptions} value={draft.group_ids ?? []} onChange={(value) => set({ group_ids: value })} />
                  <Group>
                    <Checkbox label={t('fields.excludeTv')} checked={!!draft.exclude_tv_station} onChange={(event) => set({ exclude_tv_station: event.currentTarget.checked })} />
                    <Checkbox label={t('fields.excludeRadio')} checked={!!draft.exclude_radio_station} onChange={(event) => set({ exclude_radio_station: event.currentTarget.checked })} />
                  </Group>
                </>
              )}
              {step === 'documents' && (
                <>
                  <MultiSelect
                    label={t('fields.documents')} description={t('fields.documentsHint')} placeholder={t('fields.documentsPlaceholder')} searchable clearable data={documentOptions}
                    value={draft.documents_ids ?? []} onChange={(value) => set({ documents_ids: value })} nothingFoundMessage={t('fields.noDocuments')}
                  />
                  {canUpload && (
                    <Group gap="sm">
                      <FileButton onChange={(file) => void addPdf(file)} accept="application/pdf,.pdf">
                        {(props) => <Button {...props} variant="default" loading={uploading !== null}>{t('fields.uploadPdf')}</Button>}
                      </FileButton>
                      <Text size="xs" c="dimmed">{uploading ? t('fields.uploadingPdf', { name: uploading }) : t('fields.uploadPdfHint')}</Text>
                    </Group>
                  )}
                </>
              )}
              {step === 'reports' && (
                <>
                  <TagsInput label={t('fields.notifications')} description={t('fields.notificationsHint')} value={draft.completed_notifications ?? []} onChange={(value) => set({ completed_notifications: value })} maxTags={20} />
                  <TextInput label={t('fields.reportEmail')} description={t('fields.reportEmailHint')} type="email" value={draft.report_email ?? ''} onChange={(event) => set({ report_email: event.currentTarget.value || null })} />
                  {/* Said again where Send is: the last look before sending. */}
                  {receiveWarning}
                </>
              )}
            </Stack>
          </Stepper.Step>
        ))}
      </Stepper>
      <FormAlert error={error} />
      <Group justify="space-between" mt="lg">
        <Group gap="xs">
          <Button variant="default" onClick={() => go(active - 1)} disabled={active === 0}>{t('wizard.back')}</Button>
          <Button variant="subtle" onClick={() => { setActive(0); setVisited(new Set()); }}>{t('wizard.reset')}</Button>
        </Group>
        <Group gap="xs">
          <Button variant="default" onClick={() => void save()} loading={busy}>{t('wizard.saveDraft')}</Button>
          {active < STEPS.length - 1
            ? <Button onClick={() => go(active + 1)}>{t('wizard.next')}</Button>
            : canSend && <Button onClick={() => void send()} loading={busy}>{t('wizard.send')}</Button>}
        </Group>
      </Group>
    </Modal>
  );
}
