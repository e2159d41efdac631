import {
  Alert,
  Button,
  Checkbox,
  FileButton,
  Group,
  List,
  Modal,
  MultiSelect,
  SegmentedControl,
  Stack,
  Stepper,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FormAlert } from '#components/form-alert.tsx';
import { paths } from '#config/paths.ts';
import { ApiError } from '#lib/api-client.ts';
import { notifyFailure } from '#lib/messages.ts';
import { notify } from '#lib/notify.ts';
import { looksLikePdf, uploadDocument } from '#lib/upload-document.ts';
import { mayCall, useSession } from '#lib/session.ts';
import { DISTRIBUTION_LIMITS } from '@masterport/contract';
import { distributionRouteTable, documentRouteTable } from '@masterport/contract/routes';
import { useStationReadiness } from '../api/check-stations.ts';
import { sendDistribution } from '../api/create.ts';
import { saveDistributionDraft, type DistributionInput } from '../api/save.ts';
import { useWizardDocuments } from '../api/wizard-documents.ts';
import { useWizardGroups } from '../api/wizard-groups.ts';
import { useWizardMasters } from '../api/wizard-masters.ts';
import { searchWizardStations } from '../api/wizard-stations.ts';
import { useDistributionForm, type DistributionOutput } from '../hooks/use-distribution-form.ts';
import {
  chosenKinds,
  destinationStepProblems,
  mastersStepProblems,
  stepToShow,
  type ChosenMaster,
} from '../model/step-checks.ts';
import { STEPS, TEXT_MAX, type Step } from '../model/wizard-steps.ts';
import { WizardReview } from './wizard-review.tsx';

/**
 * The distribution wizard (seed 001 §5): five steps over one form (`useDistributionForm`), saved as a
 * draft or sent; the API's two questions (stations that already received a master, outputs still to
 * make) are asked here and the distribution sent again with the reply.
 */
export function DistributionWizard({
  opened,
  onClose,
  initial,
}: {
  opened: boolean;
  onClose: () => void;
  initial?: DistributionInput;
}) {
  const { t } = useTranslation(['distributions', 'common', 'errors', 'destinationProblems']);
  const navigate = useNavigate();
  const { form, active, visited, go, restart, when, chooseWhen, body, submit, placeServerIssues, issue } =
    useDistributionForm(opened, initial);
  const { control } = form;
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState<string | null>(null);
  const session = useSession();
  const canSend = mayCall(session, distributionRouteTable.create);
  const canUpload = mayCall(session, documentRouteTable.create);
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const [stationOptions, setStationOptions] = useState<{ value: string; label: string }[]>([]);
  const [masterSearch, setMasterSearch] = useState('');
  const [masterSearchSent] = useDebouncedValue(masterSearch, 250);
  const [mastersOpen, setMastersOpen] = useState(false);
  const [masterIds = [], callLetters = [], groupIds = [], documentIds = [], excludeTv, excludeRadio] = useWatch({
    control,
    name: [
      'master_files_ids',
      'call_letters_ids',
      'group_ids',
      'documents_ids',
      'exclude_tv_station',
      'exclude_radio_station',
    ],
  });
  const masters = useWizardMasters(masterSearchSent, mastersOpen, masterIds);
  const documents = useWizardDocuments();
  const groups = useWizardGroups();

  useEffect(() => {
    if (opened) setError(null);
  }, [opened]);

  const masterOptions = useMemo(
    () => masters.offered.map((master) => ({ value: master.id, label: `${master.title} · ${master.unique_id}` })),
    [masters.offered],
  );
  const documentOptions = (documents.data?.documents_list ?? [])
    .filter((document) => document.status === 'ready')
    .map((document) => ({ value: document.id, label: document.title }));
  const groupOptions = (groups.data?.groups_list ?? []).map((group) => ({
    value: group.id,
    label: `${group.name} (${group.call_letters_list.length})`,
  }));
  // The stations the distribution will go to (picked, and through groups), asked whether each can receive.
  const pickedStations = useMemo(() => {
    const picked = new Set(callLetters);
    for (const group of groups.data?.groups_list ?? []) {
      if (groupIds.includes(group.id)) group.call_letters_list.forEach((station) => picked.add(station.id));
    }
    return [...picked];
  }, [callLetters, groupIds, groups.data]);
  const readiness = useStationReadiness(pickedStations);
  // The chosen masters as the picker knows them (a resumed draft's or the cart's included): what the masters step checks.
  const chosenMasters = useMemo(
    () =>
      masterIds.flatMap((id) => {
        const master = masters.offered.find((offered) => offered.id === id);
        return master ? [master as ChosenMaster] : [];
      }),
    [masterIds, masters.offered],
  );
  const masterProblems = mastersStepProblems(chosenMasters);
  const cannotReceive = destinationStepProblems(
    readiness.data?.stations ?? [],
    pickedStations,
    chosenKinds(chosenMasters),
    { tv: !!excludeTv, radio: !!excludeRadio },
  );
  /** Decided (issue 25): warned here, not refused: the agency may deliver by hand, or the broadcaster set up before the send time. */
  const receiveWarning = cannotReceive.length > 0 && (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={t('wizardStations.cannotReceiveSummary', { count: cannotReceive.length })}
      data-testid="cannot-receive"
    >
      <List size="sm" spacing={2}>
        {cannotReceive.map(({ call_letters, problem }) => (
          <List.Item key={call_letters}>
            {t('wizardStations.cannotReceive', {
              station: call_letters,
              reason: t(`destinationProblems:${problem}`),
            })}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
  /** Issue 28: the masters step's mistakes, in Send's words, shown on the step; the wizard does not go on with them. */
  const mastersAlert = masterProblems.length > 0 && (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={t('wizardMasters.problemsTitle')}
      data-testid="masters-problems"
    >
      <List size="sm" spacing={2}>
        {masterProblems.map(({ code, masters: named }) => (
          <List.Item key={code}>
            {t(`errors:${code}`)}
            {named.length > 0 && ` (${named.join(', ')})`}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
  /** Each step is checked as it is left: moving forward stops on the first step passed that holds a mistake. */
  const blocked = (index: number) => STEPS[index] === 'masters' && masterProblems.length > 0;
  const leaveTo = (target: number) => go(stepToShow(active, target, blocked));

  /** A PDF added from the documents step joins the account's documents and this distribution at once. */
  const addPdf = async (file: File | null) => {
    if (!file) return;
    if (!looksLikePdf(file)) return notify.error(t('fields.notPdf'));
    setUploading(file.name);
    try {
      const document = await uploadDocument(file);
      await documents.mutate();
      form.setValue('documents_ids', [...(form.getValues('documents_ids') ?? []), document.id]);
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
      for (const station of found)
        byValue.set(station.id, {
          value: station.id,
          label: `${station.id} · ${station.market} · ${station.owner_name}`,
        });
      return [...byValue.values()];
    });
  };
  useEffect(() => {
    if (opened) void findStations('');
  }, [opened]);

  /** A failure lands on its fields (and their step) when the API names them, else in the banner. */
  const failed = (caught: unknown) => {
    if (!placeServerIssues(caught)) setError(caught);
  };

  const save = () =>
    submit(async (values) => {
      setBusy(true);
      setError(null);
      try {
        const saved = await saveDistributionDraft(body(values));
        form.setValue('id', saved.id);
        notify.success(t('draftSaved'));
      } catch (caught) {
        failed(caught);
      } finally {
        setBusy(false);
      }
    });

  async function send(values: DistributionOutput, extra: Partial<DistributionInput> = {}) {
    setBusy(true);
    setError(null);
    try {
      const sent = await sendDistribution(body(values, extra));
      notify.success(t('sent', { ref: sent.ref_number }));
      onClose();
      navigate(paths.app.distribution.getHref(sent.ref_number));
    } catch (caught) {
      // Seed 001 §5: two answers are questions, asked here and sent again with the reply.
      if (caught instanceof ApiError && caught.code === 'distribution_duplicate') {
        modals.openConfirmModal({
          title: t('duplicate.title'),
          children: <Text size="sm">{t('duplicate.text', { stations: caught.details.join(', ') })}</Text>,
          labels: { confirm: t('duplicate.again'), cancel: t('duplicate.skip') },
          onConfirm: () => void send(values, { ...extra, redistribute_duplicate: 1 }),
          onCancel: () => void send(values, { ...extra, redistribute_duplicate: 2 }),
        });
      } else if (caught instanceof ApiError && caught.code === 'distribution_outputs_missing') {
        modals.openConfirmModal({
          title: t('outputs.title'),
          children: <Text size="sm">{t('outputs.text', { outputs: caught.details.join(', ') })}</Text>,
          labels: { confirm: t('outputs.confirm'), cancel: t('cancel') },
          onConfirm: () => void send(values, { ...extra, workflow_restart_confirmed: true }),
        });
      } else failed(caught);
    } finally {
      setBusy(false);
    }
  }

  // A step is done once visited and holding what it needs (seed 001 §5: something to send, somewhere to send it).
  const complete: Record<Step, boolean> = {
    details: true,
    masters: masterIds.length > 0 || documentIds.length > 0,
    destination: callLetters.length > 0 || groupIds.length > 0,
    documents: true,
    reports: true,
    review: true,
  };
  const stepState = (index: number) =>
    index === active ? 'active' : visited.has(STEPS[index]!) && complete[STEPS[index]!] ? 'done' : 'idle';

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('wizard.title')}
      size="xl"
      closeOnClickOutside={false}
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('wizard.close') }}
    >
      <Stepper active={active} onStepClick={leaveTo} size="sm" allowNextStepsSelect wrap>
        {STEPS.map((step, index) => (
          <Stepper.Step
            key={step}
            label={t(`wizard.steps.${step}`)}
            description={t(`wizard.status.${stepState(index)}`)}
          >
            <Stack gap="sm" mt="md" mih={280}>
              {step === 'details' && (
                <>
                  <Group grow>
                    <Controller
                      control={control}
                      name="agency"
                      render={({ field }) => (
                        <TextInput
                          label={t('fields.agency')}
                          value={field.value ?? ''}
                          maxLength={TEXT_MAX.agency}
                          onChange={field.onChange}
                          onBlur={field.onBlur}
                          ref={field.ref}
                          error={issue('agency')}
                        />
                      )}
                    />
                    <Controller
                      control={control}
                      name="advertiser"
                      render={({ field }) => (
                        <TextInput
                          label={t('fields.advertiser')}
                          value={field.value ?? ''}
                          maxLength={TEXT_MAX.advertiser}
                          onChange={field.onChange}
                          onBlur={field.onBlur}
                          ref={field.ref}
                          error={issue('advertiser')}
                        />
                      )}
                    />
                  </Group>
                  <Controller
                    control={control}
                    name="tag"
                    render={({ field }) => (
                      <TextInput
                        label={t('fields.docket')}
                        value={field.value ?? ''}
                        maxLength={TEXT_MAX.tag}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        ref={field.ref}
                        error={issue('tag')}
                      />
                    )}
                  />
                  <Controller
                    control={control}
                    name="notes"
                    render={({ field }) => (
                      <Textarea
                        label={t('fields.notes')}
                        description={t('fields.notesHint')}
                        value={field.value ?? ''}
                        maxLength={TEXT_MAX.notes}
                        autosize
                        minRows={2}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        ref={field.ref}
                        error={issue('notes')}
                      />
                    )}
                  />
                  <Text size="sm" fw={500}>
                    {t('fields.when')}
                  </Text>
                  <SegmentedControl
                    value={when}
                    onChange={(value) => chooseWhen(value as 'now' | 'later')}
                    data={[
                      { value: 'now', label: t('fields.now') },
                      { value: 'later', label: t('fields.later') },
                    ]}
                  />
                  {when === 'later' && (
                    <Controller
                      control={control}
                      name="distribution_date"
                      render={({ field }) => (
                        <DateTimePicker
                          label={t('fields.date')}
                          valueFormat="DD/MM/YYYY HH:mm"
                          minDate={new Date()}
                          firstDayOfWeek={1}
                          value={field.value ? new Date(field.value) : null}
                          onChange={(value) => field.onChange(value ? new Date(value).toISOString() : null)}
                          timePickerProps={{ minutesStep: 15, withDropdown: true, format: '24h' }}
                          error={issue('distribution_date')}
                        />
                      )}
                    />
                  )}
                </>
              )}
              {step === 'masters' && (
                <>
                  <Controller
                    control={control}
                    name="master_files_ids"
                    render={({ field }) => (
                      <MultiSelect
                        label={t('fields.masters')}
                        description={t('fields.mastersHint')}
                        placeholder={t('fields.mastersPlaceholder')}
                        searchable
                        clearable
                        data={masterOptions}
                        value={field.value ?? []}
                        onChange={field.onChange}
                        error={issue('master_files_ids')}
                        // Nothing listed yet while further pages are still to be read: not "none".
                        nothingFoundMessage={
                          masters.loading || masters.hasMore ? t('common:loading') : t('fields.noMasters')
                        }
                        searchValue={masterSearch}
                        onSearchChange={setMasterSearch}
                        onDropdownOpen={() => setMastersOpen(true)}
                        onDropdownClose={() => setMastersOpen(false)}
                        // The next page of masters is read when the list is scrolled to its end.
                        scrollAreaProps={{ onBottomReached: masters.loadMore }}
                      />
                    )}
                  />
                  {mastersAlert}
                </>
              )}
              {step === 'destination' && (
                <>
                  <Controller
                    control={control}
                    name="call_letters_ids"
                    render={({ field }) => (
                      <MultiSelect
                        label={t('fields.stations')}
                        description={t('fields.stationsHint')}
                        placeholder={t('fields.stationsPlaceholder')}
                        searchable
                        clearable
                        data={stationOptions}
                        value={field.value ?? []}
                        onChange={field.onChange}
                        onSearchChange={(query) => void findStations(query.toUpperCase())}
                        error={issue('call_letters_ids')}
                      />
                    )}
                  />
                  {receiveWarning}
                  <Controller
                    control={control}
                    name="group_ids"
                    render={({ field }) => (
                      <MultiSelect
                        label={t('fields.groups')}
                        placeholder={t('fields.groupsPlaceholder')}
                        data={groupOptions}
                        value={field.value ?? []}
                        onChange={field.onChange}
                        error={issue('group_ids')}
                      />
                    )}
                  />
                  <Group>
                    <Controller
                      control={control}
                      name="exclude_tv_station"
                      render={({ field }) => (
                        <Checkbox
                          label={t('fields.excludeTv')}
                          checked={!!field.value}
                          onChange={(event) => field.onChange(event.currentTarget.checked)}
                        />
                      )}
                    />
                    <Controller
                      control={control}
                      name="exclude_radio_station"
                      render={({ field }) => (
                        <Checkbox
                          label={t('fields.excludeRadio')}
                          checked={!!field.value}
                          onChange={(event) => field.onChange(event.currentTarget.checked)}
                        />
                      )}
                    />
                  </Group>
                </>
              )}
              {step === 'documents' && (
                <>
                  <Controller
                    control={control}
                    name="documents_ids"
                    render={({ field }) => (
                      <MultiSelect
                        label={t('fields.documents')}
                        description={t('fields.documentsHint')}
                        placeholder={t('fields.documentsPlaceholder')}
                        searchable
                        clearable
                        data={documentOptions}
                        value={field.value ?? []}
                        onChange={field.onChange}
                        nothingFoundMessage={t('fields.noDocuments')}
                        error={issue('documents_ids')}
                      />
                    )}
                  />
                  {canUpload && (
                    <Group gap="sm">
                      <FileButton onChange={(file) => void addPdf(file)} accept="application/pdf,.pdf">
                        {(props) => (
                          <Button {...props} variant="default" loading={uploading !== null}>
                            {t('fields.uploadPdf')}
                          </Button>
                        )}
                      </FileButton>
                      <Text size="xs" c="dimmed">
                        {uploading ? t('fields.uploadingPdf', { name: uploading }) : t('fields.uploadPdfHint')}
                      </Text>
                    </Group>
                  )}
                </>
              )}
              {step === 'reports' && (
                <>
                  <Controller
                    control={control}
                    name="completed_notifications"
                    render={({ field }) => (
                      <TagsInput
                        label={t('fields.notifications')}
                        description={t('fields.notificationsHint')}
                        value={field.value ?? []}
                        onChange={field.onChange}
                        maxTags={DISTRIBUTION_LIMITS.notifications}
                        error={issue('completed_notifications')}
                      />
                    )}
                  />
                  <Controller
                    control={control}
                    name="report_email"
                    render={({ field }) => (
                      <TextInput
                        label={t('fields.reportEmail')}
                        description={t('fields.reportEmailHint')}
                        type="email"
                        value={field.value ?? ''}
                        onChange={(event) => field.onChange(event.currentTarget.value || null)}
                        onBlur={field.onBlur}
                        ref={field.ref}
                        error={issue('report_email')}
                      />
                    )}
                  />
                </>
              )}
              {step === 'review' && active === index && (
                <>
                  {mastersAlert}
                  {/* Said again where Send is: the last look before sending. */}
                  {receiveWarning}
                  <WizardReview body={masterProblems.length > 0 ? null : body(form.getValues())} />
                </>
              )}
            </Stack>
          </Stepper.Step>
        ))}
      </Stepper>
      <FormAlert error={error} />
      <Group justify="space-between" mt="lg">
        <Group gap="xs">
          <Button variant="default" onClick={() => go(active - 1)} disabled={active === 0}>
            {t('wizard.back')}
          </Button>
          <Button variant="subtle" onClick={restart}>
            {t('wizard.reset')}
          </Button>
        </Group>
        <Group gap="xs">
          <Button variant="default" onClick={() => void save()} loading={busy}>
            {t('wizard.saveDraft')}
          </Button>
          {active < STEPS.length - 1 ? (
            <Button onClick={() => leaveTo(active + 1)}>{t('wizard.next')}</Button>
          ) : (
            canSend && (
              <Button onClick={() => void submit((values) => send(values))} loading={busy}>
                {t('wizard.send')}
              </Button>
            )
          )}
        </Group>
      </Group>
    </Modal>
  );
}
