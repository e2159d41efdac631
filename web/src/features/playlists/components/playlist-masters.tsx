import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Anchor, Badge, Button, Group, Image, Paper, Stack, Text, Tooltip } from '@mantine/core';
import type { playlistMasterSchema } from '@masterport/contract';
import { IconGripVertical, IconMovie, IconX } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { EmptyPanel } from '#components/empty-panel.tsx';
import { paths } from '#config/paths.ts';
import { NOT_SET } from '#lib/format.ts';
import { notifyFailure } from '#lib/messages.ts';
import { notify } from '#lib/notify.ts';
import { removeMasterFromPlaylist } from '../api/remove-master.ts';
import { savePlaylistOrdering } from '../api/save-ordering.ts';

type Line = z.infer<typeof playlistMasterSchema>;
/** Each line's key in the list: its master id for the owner; its position for a saved playlist, which never reorders. */
const keyOf = (line: Line, index: number) => line.id ?? `line-${index}`;

/** 1:30; "—" for a draft without its duration yet. */
const minutes = (seconds: number | null) =>
  seconds === null ? NOT_SET : `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

/**
 * A playlist's masters in order. The owner drags a master by its handle (or moves it with the
 * keyboard: space, arrows, space) and the new order is saved at once; a refused save puts the
 * old order back. A saved playlist (another account's) is listed read-only.
 */
export function PlaylistMasters({
  playlistId,
  lines,
  editable,
}: {
  playlistId: string;
  lines: Line[];
  editable: boolean;
}) {
  const { t } = useTranslation('playlists');
  const [order, setOrder] = useState(lines);
  useEffect(() => setOrder(lines), [lines]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = order.map(keyOf);
  const titleOf = (id: UniqueIdentifier) => order.find((line, index) => keyOf(line, index) === id)?.title ?? '';
  const positionOf = (id: UniqueIdentifier | undefined) => (id === undefined ? 0 : ids.indexOf(String(id)) + 1);
  const announcements: Announcements = useMemo(
    () => ({
      onDragStart: ({ active }) => t('masters.picked', { title: titleOf(active.id) }),
      onDragOver: ({ active, over }) =>
        over
          ? t('masters.over', { title: titleOf(active.id), position: positionOf(over.id), count: ids.length })
          : undefined,
      onDragEnd: ({ active, over }) =>
        over
          ? t('masters.dropped', { title: titleOf(active.id), position: positionOf(over.id), count: ids.length })
          : undefined,
      onDragCancel: ({ active }) => t('masters.cancelled', { title: titleOf(active.id) }),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the texts read the order of the moment
    [order, t],
  );

  async function dropped({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const before = order;
    const next = arrayMove(order, ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
    setOrder(next);
    try {
      await savePlaylistOrdering(
        playlistId,
        next.map((line) => line.id!),
      );
      notify.success(t('masters.ordered'));
    } catch (error) {
      setOrder(before);
      notifyFailure(error);
    }
  }

  const rows = order.map((line, index) => (
    <MasterRow
      key={keyOf(line, index)}
      id={keyOf(line, index)}
      line={line}
      position={index + 1}
      count={order.length}
      playlistId={playlistId}
      editable={editable}
    />
  ));
  return (
    <Paper withBorder>
      {editable && order.length > 1 ? (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={(event) => void dropped(event)}
          accessibility={{ announcements, screenReaderInstructions: { draggable: t('masters.dragInstructions') } }}
        >
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <Stack
              gap={0}
              component="ol"
              aria-label={t('masters.title')}
              style={{ listStyle: 'none', margin: 0, padding: 0 }}
            >
              {rows}
            </Stack>
          </SortableContext>
        </DndContext>
      ) : (
        <Stack
          gap={0}
          component="ol"
          aria-label={t('masters.title')}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {rows}
        </Stack>
      )}
    </Paper>
  );
}

function MasterRow({
  id,
  line,
  position,
  count,
  playlistId,
  editable,
}: {
  id: string;
  line: Line;
  position: number;
  count: number;
  playlistId: string;
  editable: boolean;
}) {
  const { t } = useTranslation('playlists');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled: !editable || count < 2,
  });
  const [removing, setRemoving] = useState(false);
  const remove = async () => {
    setRemoving(true);
    try {
      await removeMasterFromPlaylist(playlistId, line.id!);
      notify.success(t('masters.removed', { title: line.title }));
    } catch (error) {
      notifyFailure(error);
      setRemoving(false);
    }
  };
  return (
    <Group
      component="li"
      ref={setNodeRef}
      gap="sm"
      wrap="nowrap"
      px="sm"
      py={8}
      data-playlist-master={line.title}
      aria-label={`${line.title}, ${t('masters.position', { position, count })}`}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
        background: isDragging ? 'var(--mantine-color-body)' : undefined,
        boxShadow: isDragging ? 'var(--mantine-shadow-md)' : undefined,
        borderTop: position > 1 ? '1px solid var(--mantine-color-default-border)' : undefined,
      }}
    >
      {editable && count > 1 && (
        <ActionIcon
          variant="subtle"
          color="gray"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t('masters.handle', { title: line.title })}
          style={{ cursor: 'grab', touchAction: 'none' }}
        >
          <IconGripVertical size={18} aria-hidden />
        </ActionIcon>
      )}
      <Text size="sm" c="dimmed" w={22} ta="right" style={{ flex: 'none', fontVariantNumeric: 'tabular-nums' }}>
        {position}
      </Text>
      {line.thumbnail_url ? (
        <Image src={line.thumbnail_url} alt="" w={72} h={40} radius="sm" fit="cover" style={{ flex: 'none' }} />
      ) : (
        <Group
          w={72}
          h={40}
          justify="center"
          style={{ flex: 'none', background: 'var(--mantine-color-gray-1)', borderRadius: 4 }}
        >
          <IconMovie size={18} aria-hidden color="var(--mantine-color-gray-5)" />
        </Group>
      )}
      <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
        {line.id ? (
          <Anchor
            component={Link}
            to={paths.app.master.getHref(line.id)}
            fw={600}
            size="sm"
            style={{ overflowWrap: 'anywhere' }}
          >
            {line.title}
          </Anchor>
        ) : (
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {line.title}
          </Text>
        )}
        <Group gap={6}>
          <Text size="xs" c="dimmed" ff="monospace">
            {line.unique_id ?? NOT_SET}
          </Text>
          <Text size="xs" c="dimmed">
            {minutes(line.duration)}
          </Text>
          {line.is_running && (
            <Badge size="xs" variant="light" color="blue">
              {t('masters.processing')}
            </Badge>
          )}
          {line.archived && (
            <Badge size="xs" variant="light" color="gray">
              {t('masters.archived')}
            </Badge>
          )}
        </Group>
      </Stack>
      {editable && (
        <Tooltip label={t('masters.remove', { title: line.title })} withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            loading={removing}
            onClick={() => void remove()}
            aria-label={t('masters.remove', { title: line.title })}
          >
            <IconX size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

/** What an empty playlist says, with the way to the library. */
export function EmptyPlaylist() {
  const { t } = useTranslation('playlists');
  return (
    <EmptyPanel
      icon={<IconMovie size={28} aria-hidden color="var(--mantine-color-dimmed)" />}
      title={t('masters.emptyTitle')}
      text={t('masters.emptyText')}
    >
      <Button mt="md" variant="default" component={Link} to={paths.app.masters.getHref()}>
        {t('masters.goToLibrary')}
      </Button>
    </EmptyPanel>
  );
}
