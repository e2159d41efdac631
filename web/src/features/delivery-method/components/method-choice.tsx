import { Badge, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { DELIVERY_METHODS, type DeliveryMethod, type DeliveryMethodState } from '@masterport/contract';
import { useTranslation } from 'react-i18next';
import { methodStatus } from './method-status.ts';

const STATUS_COLOURS = { active: 'green', ready: 'blue', notSet: 'gray' } as const;

/** The five methods as cards: pick one to set it up; each says whether it is active, ready or not set up. */
export function MethodChoice({
  state,
  value,
  onChange,
}: {
  state: DeliveryMethodState;
  value: DeliveryMethod;
  onChange: (method: DeliveryMethod) => void;
}) {
  const { t } = useTranslation('deliveryMethod');
  return (
    <Radio.Group
      value={value}
      onChange={(next) => onChange(next as DeliveryMethod)}
      label={t('choose')}
      labelProps={{ mb: 'xs' }}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 5 }} spacing="sm">
        {DELIVERY_METHODS.map((method) => {
          const status = methodStatus(state, method);
          return (
            <Radio.Card
              key={method}
              value={method}
              p="md"
              radius="md"
              data-method={method}
              aria-label={t(`methods.${method}`)}
            >
              <Group align="flex-start" wrap="nowrap" gap="sm">
                <Radio.Indicator size="sm" mt={2} />
                <Stack gap={6}>
                  <Text fw={600} size="sm" lh={1.3}>
                    {t(`methods.${method}`)}
                  </Text>
                  <Badge size="xs" variant="light" color={STATUS_COLOURS[status]}>
                    {t(`status.${status}`)}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {t(`methodHelp.${method}`)}
                  </Text>
                </Stack>
              </Group>
            </Radio.Card>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}
