import {
  ActionIcon,
  Badge,
  Button,
  Drawer,
  Group,
  Menu,
  Modal,
  Paper,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { INVITATION_DAYS, type PermissionKey, type PlanKey, type TeamAccess } from '@masterport/contract';
import { IconDots, IconMailForward, IconShieldCheck, IconUserMinus, IconUserPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '#components/form-alert.tsx';
import { HardConfirm } from '#components/hard-confirm.tsx';
import { SectionCard } from '#components/section-card.tsx';
import { formatDate } from '#lib/format.ts';
import { notifyFailure } from '#lib/messages.ts';
import { notify } from '#lib/notify.ts';
import { accountPlan, hasPermission, useSession } from '#lib/session.ts';
import { createAccess } from '../api/create-access.ts';
import { deleteAccess } from '../api/delete-access.ts';
import { useAccessPermissions } from '../api/get-access-permissions.ts';
import { useAccesses } from '../api/get-accesses.ts';
import { resendInvitation } from '../api/resend-invitation.ts';
import { saveAccessPermissions } from '../api/save-access-permissions.ts';
import { isGrantableKey } from '../permission-groups.ts';
import { PermissionPicker } from './permission-picker.tsx';
import { RolePresets } from './role-presets.tsx';

const STATUS_COLOR: Record<TeamAccess['status'], string> = { primary: 'blue', active: 'teal', invited: 'orange' };

const displayName = (access: TeamAccess) =>
  access.first_name ? `${access.first_name} ${access.last_name ?? ''}`.trim() : access.email;

/** What the dialogs offer: the account's plan and its keys; the keys the signed-in user may give (as the API says). */
interface Offer {
  plan: PlanKey;
  planKeys: readonly PermissionKey[];
  grantable: readonly PermissionKey[];
}

/** A role preset to start from, then every key of the plan, the ones the signed-in user may give editable. */
function PermissionChoice({
  offer,
  value,
  onChange,
}: {
  offer: Offer;
  value: readonly PermissionKey[];
  onChange: (keys: PermissionKey[]) => void;
}) {
  return (
    <>
      <RolePresets plan={offer.plan} value={value} onChange={onChange} grantable={offer.grantable} />
      <PermissionPicker value={value} onChange={onChange} grantable={offer.grantable} planKeys={offer.planKeys} />
    </>
  );
}

function InviteModal({ opened, onClose, offer }: { opened: boolean; onClose: () => void; offer: Offer }) {
  const { t, i18n } = useTranslation('team');
  const [email, setEmail] = useState('');
  const [language, setLanguage] = useState<'en' | 'fr'>(i18n.language === 'fr' ? 'fr' : 'en');
  const [keys, setKeys] = useState<PermissionKey[]>([]);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setEmail('');
    setKeys([]);
    setFailure(null);
    onClose();
  };
  async function send(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await createAccess({ email: email.trim(), permissions: keys.filter(isGrantableKey), language });
      notify.success(t('invite.sent', { email: email.trim() }));
      close();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal opened={opened} onClose={close} title={t('invite.title')} size="xl" centered>
      <form onSubmit={(event) => void send(event)} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('invite.help', { days: INVITATION_DAYS })}
          </Text>
          <FormAlert error={failure} />
          <Group grow align="flex-start" wrap="wrap">
            <TextInput
              label={t('invite.email')}
              type="email"
              required
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              autoComplete="off"
              data-autofocus
              style={{ minWidth: 220 }}
            />
            <Select
              label={t('invite.language')}
              value={language}
              onChange={(value) => setLanguage(value === 'fr' ? 'fr' : 'en')}
              allowDeselect={false}
              data={[
                { value: 'en', label: 'English' },
                { value: 'fr', label: 'Français' },
              ]}
              style={{ minWidth: 160 }}
            />
          </Group>
          <Text fw={600} size="sm">
            {t('invite.permissions')}
          </Text>
          <PermissionChoice offer={offer} value={keys} onChange={setKeys} />
          <Group justify="flex-end">
            <Button
              type="submit"
              leftSection={<IconMailForward size={16} aria-hidden />}
              loading={busy}
              disabled={!email.trim()}
            >
              {t('invite.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function PermissionsDrawer({
  access,
  onClose,
  offer,
}: {
  access: TeamAccess | null;
  onClose: () => void;
  offer: Omit<Offer, 'grantable'>;
}) {
  const { t } = useTranslation('team');
  const { t: common } = useTranslation();
  const { data, error } = useAccessPermissions(access?.id ?? null);
  const [keys, setKeys] = useState<PermissionKey[] | null>(null);
  const [busy, setBusy] = useState(false);
  const name = access ? displayName(access) : '';
  const current = keys ?? data?.access.permissions ?? [];
  const close = () => {
    setKeys(null);
    onClose();
  };
  async function save() {
    if (!access) return;
    setBusy(true);
    try {
      await saveAccessPermissions({ id: access.id, permissions: current.filter(isGrantableKey) });
      notify.success(t('drawer.saved', { name }));
      close();
    } catch (failure) {
      notifyFailure(failure);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Drawer opened={access !== null} onClose={close} position="right" size="lg" title={t('drawer.title', { name })}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('drawer.help')}
        </Text>
        <FormAlert error={error} />
        {!data ? (
          <Skeleton height={320} radius="md" />
        ) : (
          <>
            <PermissionChoice
              offer={{ ...offer, grantable: data.grantable_permissions }}
              value={current}
              onChange={setKeys}
            />
            <Group justify="flex-end" pb="md">
              <Button variant="default" onClick={close}>
                {common('actions.cancel')}
              </Button>
              <Button onClick={() => void save()} loading={busy}>
                {t('drawer.save')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Drawer>
  );
}

function PersonRow({
  access,
  self,
  canManage,
  now,
  onPermissions,
  onRevoke,
}: {
  access: TeamAccess;
  self: boolean;
  canManage: boolean;
  now: number;
  onPermissions: () => void;
  onRevoke: () => void;
}) {
  const { t } = useTranslation('team');
  const expired = access.expires_at !== null && access.expires_at * 1000 < now;
  const expiry = access.expires_at ? formatDate(new Date(access.expires_at * 1000).toISOString()) : '';
  const since =
    access.status === 'invited'
      ? expired
        ? t('people.expired', { date: expiry })
        : t('people.expiresOn', { date: expiry })
      : t('people.memberSince', { date: formatDate(access.created_on) });
  const count =
    access.status === 'primary'
      ? t('people.allPermissions')
      : access.permissions.length === 0
        ? t('people.noPermissions')
        : t('people.permissionCount', { count: access.permissions.length });
  const run = (action: () => Promise<unknown>, done: string) =>
    void action().then(() => notify.success(done), notifyFailure);
  return (
    <Paper withBorder radius="md" p="md" component="li" data-access={access.email}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} truncate="end">
              {displayName(access)}
            </Text>
            {self && (
              <Badge size="sm" variant="outline" color="gray">
                {t('people.you')}
              </Badge>
            )}
            <Badge size="sm" variant="light" color={expired ? 'red' : STATUS_COLOR[access.status]}>
              {t(`status.${access.status}`)}
            </Badge>
          </Group>
          {access.first_name && (
            <Text size="sm" c="dimmed" truncate="end">
              {access.email}
            </Text>
          )}
          <Text size="xs" c={expired ? 'red.8' : 'dimmed'}>
            {since} · {count}
          </Text>
        </Stack>
        {access.status !== 'primary' && canManage && (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              variant="light"
              leftSection={<IconShieldCheck size={14} aria-hidden />}
              onClick={onPermissions}
              visibleFrom="sm"
            >
              {t('actions.permissions')}
            </Button>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={t('actions.more', { email: access.email })}>
                  <IconDots size={18} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item
                  leftSection={<IconShieldCheck size={14} aria-hidden />}
                  onClick={onPermissions}
                  hiddenFrom="sm"
                >
                  {t('actions.permissions')}
                </Menu.Item>
                {access.status === 'invited' && (
                  <Menu.Item
                    leftSection={<IconMailForward size={14} aria-hidden />}
                    onClick={() => run(() => resendInvitation(access.id), t('resent', { email: access.email }))}
                  >
                    {t('actions.resend')}
                  </Menu.Item>
                )}
                {access.status === 'invited' ? (
                  <Menu.Item
                    color="red"
                    leftSection={<IconX size={14} aria-hidden />}
                    onClick={() => run(() => deleteAccess(access.id), t('withdrawn', { email: access.email }))}
                  >
                    {t('actions.withdraw')}
                  </Menu.Item>
                ) : (
                  <Menu.Item color="red" leftSection={<IconUserMinus size={14} aria-hidden />} onClick={onRevoke}>
                    {t('actions.revoke')}
                  </Menu.Item>
                )}
              </Menu.Dropdown>
            </Menu>
          </Group>
        )}
      </Group>
    </Paper>
  );
}

/** Settings › Access: the account's people, their state and keys; invite, resend, revoke. */
export function AccessScreen() {
  const { t } = useTranslation('team');
  const session = useSession();
  const { data, error } = useAccesses();
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<TeamAccess | null>(null);
  const [revoking, setRevoking] = useState<TeamAccess | null>(null);
  const [busy, setBusy] = useState(false);
  // When the tab opened: an invitation link that expires while it stays open shows so on the next visit.
  const [now] = useState(() => Date.now());
  const canManage = hasPermission(session, 'team_invitation');
  const plan = accountPlan(session);
  if (error) return <FormAlert error={error} />;
  if (!data || !session || !plan) return <Skeleton height={240} radius="md" />;
  const offer = { plan, planKeys: session.account_permissions };
  const people = data.accesses_list;

  async function revoke() {
    if (!revoking) return;
    setBusy(true);
    try {
      await deleteAccess(revoking.id);
      notify.success(t('revoke.done', { name: displayName(revoking) }));
      setRevoking(null);
    } catch (failure) {
      notifyFailure(failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="lg">
      <SectionCard
        title={t('people.title')}
        description={t('people.help')}
        action={
          canManage ? (
            <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setInviting(true)}>
              {t('people.invite')}
            </Button>
          ) : undefined
        }
      >
        <Stack
          gap="sm"
          component="ul"
          aria-label={t('people.listLabel')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {people.map((access) => (
            <PersonRow
              key={access.id}
              access={access}
              self={access.id === session?.user_profile.id}
              canManage={canManage}
              now={now}
              onPermissions={() => setEditing(access)}
              onRevoke={() => setRevoking(access)}
            />
          ))}
        </Stack>
        {people.length <= 1 && (
          <Text size="sm" c="dimmed" mt="md">
            {t('people.empty')}
          </Text>
        )}
      </SectionCard>
      <InviteModal
        opened={inviting}
        onClose={() => setInviting(false)}
        offer={{ ...offer, grantable: data.grantable_permissions }}
      />
      <PermissionsDrawer access={editing} onClose={() => setEditing(null)} offer={offer} />
      <HardConfirm
        opened={revoking !== null}
        title={revoking ? t('revoke.title', { name: displayName(revoking) }) : ''}
        message={revoking ? t('revoke.message', { name: displayName(revoking) }) : ''}
        confirmLabel={t('revoke.confirm')}
        loading={busy}
        onConfirm={() => void revoke()}
        onClose={() => setRevoking(null)}
      />
    </Stack>
  );
}
