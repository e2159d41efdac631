import { Checkbox, Fieldset, Group, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import type { PermissionKey } from '@masterport/contract';
import { useTranslation } from 'react-i18next';
import { PERMISSION_GROUPS } from '../permission-groups.ts';

/**
 * The keys of a person, grouped by area with plain-language labels. Only keys of the account's plan
 * are shown (`planKeys`: the others cannot be given in this account at all, so they are not
 * offered); a key of the plan the signed-in user may not give, because they lack it, is shown
 * disabled with the reason, so nobody wonders where it went.
 */
export function PermissionPicker({
  value,
  onChange,
  grantable,
  planKeys,
}: {
  value: readonly PermissionKey[];
  onChange: (keys: PermissionKey[]) => void;
  grantable: readonly PermissionKey[];
  planKeys: readonly PermissionKey[];
}) {
  const { t } = useTranslation('team');
  const chosen = new Set(value);
  const toggle = (keys: readonly PermissionKey[], on: boolean) => {
    const next = new Set(chosen);
    for (const key of keys) {
      if (!grantable.includes(key)) continue;
      if (on) next.add(key);
      else next.delete(key);
    }
    onChange([...next]);
  };
  return (
    <Stack gap="md">
      {PERMISSION_GROUPS.map(({ group, keys: groupKeys }) => {
        const keys = groupKeys.filter((key) => planKeys.includes(key));
        if (keys.length === 0) return null;
        const open = keys.filter((key) => grantable.includes(key));
        const all = open.length > 0 && open.every((key) => chosen.has(key));
        const some = open.some((key) => chosen.has(key));
        return (
          <Fieldset
            key={group}
            variant="filled"
            radius="md"
            p="sm"
            legend={
              <Group gap="xs">
                <Checkbox
                  size="xs"
                  checked={all}
                  indeterminate={some && !all}
                  disabled={open.length === 0}
                  aria-label={t('drawer.selectGroup', { group: t(`groups.${group}`) })}
                  onChange={(event) => toggle(open, event.currentTarget.checked)}
                />
                <Text fw={600} size="sm">
                  {t(`groups.${group}`)}
                </Text>
              </Group>
            }
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
              {keys.map((key) => {
                const allowed = grantable.includes(key);
                const box = (
                  <Checkbox
                    label={t(`keys.${key}.label`)}
                    description={t(`keys.${key}.help`)}
                    checked={chosen.has(key)}
                    disabled={!allowed}
                    onChange={(event) => toggle([key], event.currentTarget.checked)}
                    data-permission={key}
                  />
                );
                return allowed ? (
                  <div key={key}>{box}</div>
                ) : (
                  <Tooltip key={key} label={t('drawer.notGrantable')} position="top-start">
                    <div>{box}</div>
                  </Tooltip>
                );
              })}
            </SimpleGrid>
          </Fieldset>
        );
      })}
    </Stack>
  );
}
