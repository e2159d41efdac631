import { Button, CopyButton, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A public link to read, select and copy (a document's, a playlist's). */
export function ShareLinkField({ url, label }: { url: string; label: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <TextInput
        size="sm"
        readOnly
        value={url}
        aria-label={label}
        style={{ flex: 1 }}
        onFocus={(event) => event.currentTarget.select()}
      />
      <CopyButton value={url}>
        {({ copied, copy }) => (
          <Button variant="default" onClick={copy}>
            {copied ? t('shareLink.copied') : t('shareLink.copy')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
