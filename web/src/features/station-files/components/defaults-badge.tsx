import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Says a tab still holds the defaults (nothing saved yet). */
export function DefaultsBadge({ shown }: { shown: boolean }) {
  const { t } = useTranslation('stationFiles');
  if (!shown) return null;
  return (
    <Tooltip label={t('defaultsHelp')} withArrow multiline w={260}>
      <Badge variant="light" color="gray">
        {t('defaults')}
      </Badge>
    </Tooltip>
  );
}
