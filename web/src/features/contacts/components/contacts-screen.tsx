import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { createContactBody, type Contact } from '@masterport/contract';
import { IconEdit, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormAlert } from '#components/form-alert.tsx';
import { SectionCard } from '#components/section-card.tsx';
import { applyFieldErrors } from '#lib/forms.ts';
import { notifyFailure } from '#lib/messages.ts';
import { notify } from '#lib/notify.ts';
import { useFieldError } from '#lib/use-field-error.ts';
import { createContact } from '../api/create-contact.ts';
import { deleteContact } from '../api/delete-contact.ts';
import { useContacts } from '../api/get-contacts.ts';
import { saveContact } from '../api/save-contact.ts';

type ContactValues = z.input<typeof createContactBody>;
const FIELDS = ['first_name', 'last_name', 'email', 'phone', 'is_public'] as const;

/** Adds a contact, or edits `contact`. */
function ContactModal({ contact, opened, onClose }: { contact: Contact | null; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('contacts');
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<ContactValues>({
    resolver: zodResolver(createContactBody),
    values: {
      first_name: contact?.first_name ?? '',
      last_name: contact?.last_name ?? '',
      email: contact?.email ?? '',
      phone: contact?.phone_display ?? '',
      is_public: contact?.is_public ?? false,
    },
  });
  const fieldError = useFieldError(form.formState.errors);
  const close = () => {
    setFailure(null);
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      if (contact) await saveContact({ ...values, id: contact.id });
      else await createContact(values);
      notify.success(
        contact
          ? t('saved', { name: `${values.first_name} ${values.last_name}` })
          : t('added', { name: `${values.first_name} ${values.last_name}` }),
      );
      close();
    } catch (error) {
      if (applyFieldErrors(error, form.setError, FIELDS).length === 0) setFailure(error);
    }
  });
  return (
    <Modal opened={opened} onClose={close} title={contact ? t('editTitle') : t('addTitle')} centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert error={failure} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              {...form.register('first_name')}
              label={t('firstName')}
              required
              autoComplete="off"
              error={fieldError('first_name')}
              data-autofocus
            />
            <TextInput
              {...form.register('last_name')}
              label={t('lastName')}
              required
              autoComplete="off"
              error={fieldError('last_name')}
            />
          </SimpleGrid>
          <TextInput
            {...form.register('email')}
            label={t('email')}
            type="email"
            required
            autoComplete="off"
            error={fieldError('email')}
          />
          <TextInput
            {...form.register('phone')}
            label={t('phone')}
            description={t('phoneHelp')}
            type="tel"
            autoComplete="off"
            error={fieldError('phone')}
          />
          <Switch {...form.register('is_public')} label={t('isPublic')} description={t('isPublicHelp')} />
          <Group justify="flex-end">
            <Button type="submit" loading={form.formState.isSubmitting}>
              {contact ? t('save') : t('add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function ContactCard({ contact, onEdit }: { contact: Contact; onEdit: () => void }) {
  const { t } = useTranslation('contacts');
  const name = `${contact.first_name} ${contact.last_name}`;
  const [deleting, setDeleting] = useState(false);
  async function remove() {
    setDeleting(true);
    try {
      await deleteContact(contact.id);
      notify.success(t('deleted', { name }));
    } catch (error) {
      notifyFailure(error);
      setDeleting(false);
    }
  }
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-label={name}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600}>{name}</Text>
            {contact.is_public && (
              <Badge size="sm" variant="light" color="teal">
                {t('publicBadge')}
              </Badge>
            )}
          </Group>
          <Anchor href={`mailto:${contact.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {contact.email}
          </Anchor>
          {contact.phone && (
            <Anchor href={`tel:${contact.phone.split(';')[0]}`} size="sm" c="dimmed">
              {contact.phone_display}
            </Anchor>
          )}
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('edit', { name })}>
            <ActionIcon variant="subtle" color="gray" aria-label={t('edit', { name })} onClick={onEdit}>
              <IconEdit size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('delete', { name })}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('delete', { name })}
              loading={deleting}
              onClick={() => void remove()}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}

/** Settings › Contacts: the people to reach about this account, and which of them its public pages show. */
export function ContactsScreen() {
  const { t } = useTranslation('contacts');
  const { data, error } = useContacts();
  const [editing, setEditing] = useState<Contact | null>(null);
  const [adding, setAdding] = useState(false);
  if (error) return <FormAlert error={error} />;
  if (!data) return <Skeleton height={200} radius="md" />;
  const contacts = data.contacts_list;
  return (
    <SectionCard
      title={t('title')}
      description={t('help')}
      action={
        <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
          {t('addTitle')}
        </Button>
      }
    >
      {contacts.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('empty')}
        </Text>
      ) : (
        <SimpleGrid
          cols={{ base: 1, md: 2 }}
          spacing="sm"
          component="ul"
          aria-label={t('listLabel')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {contacts.map((contact) => (
            <ContactCard key={contact.id} contact={contact} onEdit={() => setEditing(contact)} />
          ))}
        </SimpleGrid>
      )}
      <ContactModal
        contact={editing}
        opened={adding || editing !== null}
        onClose={() => {
          setAdding(false);
          setEditing(null);
        }}
      />
    </SectionCard>
  );
}
