import { Button, Text, Tooltip } from '@mantine/core';
import type { OutputCategory } from '@masterport/contract';
import { IconFileZip } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openDownload } from '#lib/open-download.ts';
import { getPreparedDownload } from '../api/get-prepared-download.ts';
import { prepareDownload } from '../api/prepare-download.ts';

/** How often the page asks whether the zip is ready. */
const POLL_MS = 1500;

/**
 * "Download all" (no category) or a category's download: the API zips the files in the background;
 * the button waits, then starts the download. Leaving the page does not stop the zip: asked again
 * later, the same files find the same archive, ready.
 */
export function PreparedDownloadButton({
  masterId,
  category,
  label,
  variant = 'default',
}: {
  masterId: string;
  category?: OutputCategory;
  label: string;
  variant?: 'default' | 'light' | 'subtle';
}) {
  const { t } = useTranslation('masters');
  const [state, setState] = useState<'idle' | 'preparing' | 'failed'>('idle');
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const start = async () => {
    setState('preparing');
    try {
      let archive = await prepareDownload(masterId, category);
      while (archive.status === 'preparing' && mounted.current) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        archive = await getPreparedDownload(archive.id);
      }
      if (!mounted.current) return;
      if (archive.status === 'ready' && archive.download_url) {
        openDownload(archive.download_url);
        setState('idle');
      } else setState('failed');
    } catch {
      if (mounted.current) setState('failed');
    }
  };

  return (
    <div>
      <Tooltip label={t('outputs.zip.preparingHint')} disabled={state !== 'preparing'} multiline w={260}>
        <Button
          variant={variant}
          size="xs"
          leftSection={<IconFileZip size={14} aria-hidden />}
          loading={state === 'preparing'}
          loaderProps={{ type: 'dots' }}
          onClick={() => void start()}
        >
          {label}
        </Button>
      </Tooltip>
      {state === 'preparing' && (
        <Text size="xs" c="dimmed" mt={4} role="status">
          {t('outputs.zip.preparing')}
        </Text>
      )}
      {state === 'failed' && (
        <Text size="xs" c="#c92a2a" mt={4} role="alert">
          {t('outputs.zip.failed')}
        </Text>
      )}
    </div>
  );
}
