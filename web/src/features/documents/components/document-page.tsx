import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Image,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconArrowLeft, IconDownload, IconLinkOff, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { FieldForm } from '#components/field-form.tsx';
import { FormAlert } from '#components/form-alert.tsx';
import { PageHeader } from '#components/page-header.tsx';
import { SecondClickDelete } from '#components/second-click-delete.tsx';
import { SectionCard } from '#components/section-card.tsx';
import { ShareLinkField } from '#components/share-link-field.tsx';
import { paths } from '#config/paths.ts';
import { ApiError } from '#lib/api-client.ts';
import { formatBytes, formatDate, NOT_SET } from '#lib/format.ts';
import { issueText, notifyFailure } from '#lib/messages.ts';
import { notify } from '#lib/notify.ts';
import { mayCall, useSession } from '#lib/session.ts';
import { docketField, maxLengthOf, saveDocumentBody, TAG_MAX } from '@masterport/contract';
import { documentRouteTable } from '@masterport/contract/routes';
import { addDocumentTag } from '../api/add-tag.ts';
import { deleteDocumentTag } from '../api/delete-tag.ts';
import { deleteDocument } from '../api/delete.ts';
import { useDocument } from '../api/get-details.ts';
import { documentDownloadUrl } from '../api/get-download-url.ts';
import { useDocumentDistributions } from '../api/get-distributions-list.ts';
import { useLinkedMasters } from '../api/get-masters-list.ts';
import { linkMasters } from '../api/link-masters.ts';
import { searchMasters } from '../api/search-masters.ts';
import { unlinkMasters } from '../api/unlink-masters.ts';
import { renameDocument } from '../api/save.ts';
import { updateDocket } from '../api/update-docket.ts';

/** The masters a document goes with; linking happens on a master's documents tab. */
function LinkedMasters({ documentId, canManage }: { documentId: string; canManage: boolean }) {
  const { t } = useTranslation('documents');
  const { data } = useLinkedMasters(documentId);
  const [found, setFound] = useState<{ id: string; title: string; unique_id: string | null }[]>([]);
  const search = useDebouncedCallback(
    (query: string) =>
      void searchMasters(query)
        .then(setFound)
        .catch(() => setFound([])),
    300,
  );
  useEffect(() => search(''), [search]);
  const masters = data?.masters_list ?? [];
  const free = found.filter((master) => !masters.some((linked) => linked.id === master.id));
  const link = (masterId: string | null) => {
    if (masterId)
      void linkMasters(documentId, [masterId])
        .then(() => notify.success(t('masters.linked')))
        .catch((error: unknown) => {
          notifyFailure(error);
        });
  };
  return (
    <SectionCard title={t('masters.title')} description={t('masters.help')}>
      {canManage && (
        <Select
          size="sm"
          mb="sm"
          aria-label={t('masters.link')}
          placeholder={t('masters.link')}
          value={null}
          searchable
          onSearchChange={search}
          filter={({ options }) => options}
          data={free.map((master) => ({
            value: master.id,
            label: [master.title, master.unique_id].filter(Boolean).join(' · '),
          }))}
          onChange={link}
          nothingFoundMessage={t('masters.nothingFound')}
        />
      )}
      {data && masters.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('masters.empty')}
        </Text>
      )}
      {masters.length > 0 && (
        <Stack
          gap={6}
          component="ul"
          aria-label={t('masters.title')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {masters.map((master) => (
            <Group key={master.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <Anchor component={Link} to={paths.app.master.getHref(master.id, 'documents')} size="sm" fw={600}>
                {master.title}{' '}
                <Text span c="dimmed" ff="monospace" size="xs">
                  {master.unique_id ?? NOT_SET}
                </Text>
              </Anchor>
              {canManage && (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('masters.unlink', { title: master.title })}
                  onClick={() => void unlinkMasters(documentId, [master.id])}
                >
                  <IconLinkOff size={16} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

/** The distributions that carried the document (none until distributions are sent). */
function CarriedBy({ documentId }: { documentId: string }) {
  const { t, i18n } = useTranslation('documents');
  const { data } = useDocumentDistributions(documentId, i18n.language === 'fr' ? 'fr' : 'en');
  const list = data?.distributions_list ?? [];
  return (
    <SectionCard title={t('distributions.title')} description={t('distributions.help')}>
      {data && list.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('distributions.empty')}
        </Text>
      )}
      {list.map((distribution) => (
        <Text key={distribution.id} size="sm">
          <Anchor component={Link} to={paths.app.distribution.getHref(distribution.ref_number)} ff="monospace">
            {distribution.ref_number}
          </Anchor>{' '}
          · {formatDate(distribution.distribution_date ?? distribution.created_on)}
        </Text>
      ))}
    </SectionCard>
  );
}

/** The PDF itself, read in the page (a link of 15 minutes, asked when the page opens). */
function Preview({ documentId, title }: { documentId: string; title: string }) {
  const { t } = useTranslation('documents');
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void documentDownloadUrl(documentId, true)
      .then((answer) => live && setUrl(answer.download_url))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [documentId]);
  return (
    <SectionCard title={t('details.preview')}>
      {url ? (
        <iframe
          src={url}
          title={title}
          style={{
            width: '100%',
            height: '70vh',
            border: '1px solid var(--mantine-color-default-border)',
            borderRadius: 4,
          }}
        />
      ) : (
        <Skeleton height={320} />
      )}
    </SectionCard>
  );
}

/** /app/documents/details/document-id/{id}: the document's title, docket, tags, file and deletion. */
export function DocumentPage() {
  const { t, i18n } = useTranslation('documents');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, error } = useDocument(id);
  const session = useSession();
  // Changing a document, its tags and links needs manage_dockets: without it the page only shows.
  const canManage = mayCall(session, documentRouteTable.save);
  const [tag, setTag] = useState('');
  const [tagIssue, setTagIssue] = useState<string | undefined>();
  const document = data?.document;

  const back = (
    <Anchor component={Link} to={paths.app.documents.getHref()} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden />
        {t('back')}
      </Group>
    </Anchor>
  );
  if (error) {
    const missing = error instanceof ApiError && (error.code === 'not_found' || error.code === 'data_restriction');
    return (
      <Stack gap="md">
        {back}
        {missing ? <Text>{t('notFound')}</Text> : <FormAlert error={error} />}
      </Stack>
    );
  }
  if (!document) return <Skeleton height={320} radius="md" />;

  async function addTag() {
    setTagIssue(undefined);
    try {
      await addDocumentTag({ document_id: document!.id, tag });
      setTag('');
    } catch (failure) {
      const field = failure instanceof ApiError ? failure.fields.tag : undefined;
      if (field) setTagIssue(field);
      else notifyFailure(failure);
    }
  }

  async function download() {
    const { download_url } = await documentDownloadUrl(document!.id);
    window.location.assign(download_url);
  }

  async function remove() {
    await deleteDocument(document!.id);
    notify.success(t('delete.done', { title: document!.title }));
    void navigate(paths.app.documents.getHref());
  }

  return (
    <Stack gap="md">
      {back}
      <PageHeader
        title={document.title}
        description={t('details.file', {
          count: document.pages ?? 0,
          pages: document.pages ?? 0,
          size: formatBytes(document.size, i18n.language),
          date: formatDate(document.created_on),
        })}
        action={
          <Button leftSection={<IconDownload size={16} aria-hidden />} onClick={() => void download()}>
            {t('details.download')}
          </Button>
        }
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <SectionCard title={t('details.title')}>
          <Group align="flex-start" gap="lg" wrap="nowrap">
            {document.thumbnail_url && (
              <Image
                src={document.thumbnail_url}
                w={96}
                radius="sm"
                alt=""
                style={{ border: '1px solid var(--mantine-color-default-border)', flex: 'none' }}
                visibleFrom="xs"
              />
            )}
            <Stack gap="md" style={{ flex: 1 }}>
              {canManage ? (
                <>
                  <FieldForm
                    key={`title-${document.title}`}
                    label={t('details.name')}
                    initial={document.title}
                    action={t('details.saveTitle')}
                    maxLength={maxLengthOf(saveDocumentBody.shape.title)}
                    done={t('details.titleSaved')}
                    save={(title) => renameDocument({ document_id: document.id, title })}
                  />
                  <FieldForm
                    key={`docket-${document.docket}`}
                    label={t('details.docket')}
                    initial={document.docket ?? ''}
                    placeholder={t('details.docketPlaceholder')}
                    action={t('details.saveDocket')}
                    maxLength={maxLengthOf(docketField())}
                    done={t('details.docketSaved')}
                    save={(docket) => updateDocket({ document_id: document.id, docket })}
                  />
                </>
              ) : (
                <>
                  <div>
                    <Text size="xs" c="dimmed">
                      {t('details.name')}
                    </Text>
                    <Text size="sm">{document.title}</Text>
                  </div>
                  <div>
                    <Text size="xs" c="dimmed">
                      {t('details.docket')}
                    </Text>
                    <Text size="sm">{document.docket ?? '—'}</Text>
                  </div>
                </>
              )}
            </Stack>
          </Group>
        </SectionCard>
        <SectionCard title={t('tags.title')} description={t('tags.help')}>
          <Stack gap="sm">
            {document.tags.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('tags.empty')}
              </Text>
            ) : (
              <Group gap={6} aria-label={t('tags.title')}>
                {document.tags.map((item) => (
                  <Badge
                    key={item.id}
                    size="lg"
                    variant="light"
                    radius="sm"
                    tt="none"
                    rightSection={
                      canManage && (
                        <ActionIcon
                          size="xs"
                          variant="transparent"
                          color="gray"
                          aria-label={t('tags.remove', { tag: item.name })}
                          onClick={() => void deleteDocumentTag({ document_id: document.id, tag_id: item.id })}
                        >
                          <IconX size={12} aria-hidden />
                        </ActionIcon>
                      )
                    }
                  >
                    {item.name}
                  </Badge>
                ))}
              </Group>
            )}
            {canManage && (
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  void addTag();
                }}
              >
                <Group align="flex-start" gap="xs" wrap="nowrap">
                  <TextInput
                    size="sm"
                    aria-label={t('tags.label')}
                    placeholder={t('tags.placeholder')}
                    value={tag}
                    maxLength={TAG_MAX}
                    onChange={(event) => setTag(event.currentTarget.value)}
                    error={issueText(tagIssue)}
                    style={{ flex: 1 }}
                  />
                  <Button type="submit" variant="default" disabled={!tag.trim()}>
                    {t('tags.add')}
                  </Button>
                </Group>
              </form>
            )}
          </Stack>
        </SectionCard>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <LinkedMasters documentId={document.id} canManage={canManage} />
        <SectionCard title={t('public.linkTitle')} description={t('public.linkHelp')}>
          <ShareLinkField
            url={`${window.location.origin}${paths.publicDocument.getHref(document.created_on, document.hash_key)}`}
            label={t('public.linkTitle')}
          />
        </SectionCard>
      </SimpleGrid>
      {mayCall(session, documentRouteTable.getDistributionsList) && <CarriedBy documentId={document.id} />}
      <Preview documentId={document.id} title={document.title} />
      {canManage && (
        <Group justify="flex-end">
          <SecondClickDelete label={t('delete.action')} confirmLabel={t('delete.confirm')} onDelete={remove} />
        </Group>
      )}
    </Stack>
  );
}
