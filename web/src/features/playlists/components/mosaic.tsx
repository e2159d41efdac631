import { Box, Center, Image } from '@mantine/core';
import { IconPlaylist } from '@tabler/icons-react';

/**
 * A playlist's picture: its first masters' thumbnails, one to four of them, tiled 16:9. A
 * playlist without pictures yet shows a calm placeholder rather than an empty box.
 */
export function Mosaic({ thumbnails }: { thumbnails: string[] }) {
  const tiles = thumbnails.slice(0, 4);
  // One picture fills the tile; two sit side by side; three put the first down the left half.
  const columns = tiles.length >= 2 ? '1fr 1fr' : '1fr';
  const rows = tiles.length >= 3 ? '1fr 1fr' : '1fr';
  return (
    <Box
      style={{
        aspectRatio: '16 / 9',
        display: 'grid',
        gridTemplateColumns: columns,
        gridTemplateRows: rows,
        gap: 2,
        background: 'var(--mantine-color-gray-1)',
      }}
    >
      {tiles.length === 0 && (
        <Center style={{ gridColumn: '1 / -1' }}>
          <IconPlaylist size={36} stroke={1.3} aria-hidden color="var(--mantine-color-gray-5)" />
        </Center>
      )}
      {tiles.map((url, index) => (
        <Image
          key={url}
          src={url}
          alt=""
          fit="cover"
          h="100%"
          w="100%"
          loading="lazy"
          style={tiles.length === 3 && index === 0 ? { gridRow: '1 / 3' } : undefined}
        />
      ))}
    </Box>
  );
}
