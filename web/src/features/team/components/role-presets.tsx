import { Badge, Chip, Group, Stack, Text } from '@mantine/core';
import { rolePresets, type PermissionKey, type PlanKey } from '@masterport/contract';
import { useTranslation } from 'react-i18next';
import { isGrantableKey } from '../permission-groups.ts';

/** The keys a preset fills for this person: those of the preset the signed-in user may give. */
export const presetKeys = (preset: readonly PermissionKey[], grantable: readonly PermissionKey[]): PermissionKey[] =>
  preset.filter((key) => grantable.includes(key) && isGrantableKey(key));

/** Keys the signed-in user may not give: a preset leaves them as they are (the API keeps them too). */
const keptKeys = (keys: readonly PermissionKey[], grantable: readonly PermissionKey[]) =>
  keys.filter((key) => !grantable.includes(key) || !isGrantableKey(key));

/**
 * The preset whose keys are exactly these among the keys the signed-in user may give, if any: the
 * dialog says which role a person holds, or "custom".
 */
function matchingRole(plan: PlanKey, keys: readonly PermissionKey[], grantable: readonly PermissionKey[]) {
  const kept = new Set(keptKeys(keys, grantable));
  const held = new Set(keys.filter((key) => !kept.has(key)));
  return rolePresets(plan).find(({ permissions }) => {
    const filled = presetKeys(permissions, grantable);
    return filled.length === held.size && filled.every((key) => held.has(key));
  })?.role;
}

/**
 * "Start from a role": each preset of the account's plan (contract `rolePresets`) fills the keys
 * below it at once; they stay editable, and a person whose keys match no preset shows "Custom".
 */
export function RolePresets({
  plan,
  value,
  onChange,
  grantable,
}: {
  plan: PlanKey;
  value: readonly PermissionKey[];
  onChange: (keys: PermissionKey[]) => void;
  grantable: readonly PermissionKey[];
}) {
  const { t } = useTranslation('team');
  const presets = rolePresets(plan);
  const current = matchingRole(plan, value, grantable);
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Text fw={600} size="sm" id="role-presets-label">
          {t('roles.label')}
        </Text>
        {!current && value.length > 0 && (
          <Badge size="sm" variant="light" color="gray">
            {t('roles.custom')}
          </Badge>
        )}
      </Group>
      <Chip.Group
        value={current ?? ''}
        onChange={(role) => {
          const preset = presets.find((candidate) => candidate.role === role);
          if (preset) onChange([...presetKeys(preset.permissions, grantable), ...keptKeys(value, grantable)]);
        }}
      >
        <Group gap="xs" role="radiogroup" aria-labelledby="role-presets-label">
          {presets.map(({ role }) => (
            <Chip key={role} value={role} data-role-preset={role}>
              {t(`roles.${role}.label`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Text size="xs" c="dimmed">
        {current ? t(`roles.${current}.help`) : t('roles.help')}
      </Text>
    </Stack>
  );
}
