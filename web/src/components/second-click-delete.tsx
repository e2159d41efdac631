import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';

/**
 * Delete with the seed's soft confirmation: the first click asks ("Click again to delete"), the
 * second deletes; leaving the button cancels.
 */
export function SecondClickDelete({
  label,
  confirmLabel,
  onDelete,
}: {
  label: string;
  confirmLabel: string;
  onDelete: () => Promise<void>;
}) {
  const [confirming, setConfirming] = useState(false);
  const click = () => {
    if (!confirming) return setConfirming(true);
    void onDelete();
  };
  return (
    <Button
      variant={confirming ? 'filled' : 'subtle'}
      color="red"
      leftSection={<IconTrash size={16} aria-hidden />}
      onClick={click}
      onBlur={() => setConfirming(false)}
    >
      {confirming ? confirmLabel : label}
    </Button>
  );
}
