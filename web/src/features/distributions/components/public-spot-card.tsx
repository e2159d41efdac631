import { Paper, SimpleGrid, Title } from '@mantine/core';
import { DeliveredSpotPlayer } from '#components/delivered-spot-player.tsx';
import { DeliveredSlateTable } from '#components/delivered-slate-table.tsx';
import type { publicDistributionRouteTable } from '@masterport/contract/routes';
import type { RouteResponse } from '#lib/api-client.ts';

type PublicMaster = RouteResponse<typeof publicDistributionRouteTable.getDetails>['distribution']['masters'][number];

/**
 * One spot on a station's web-link page (`/d`): its viewing copy with captions, and the slate as the
 * XML slate states it with the loudness measured on the files delivered. The words are the inbox's
 * (the `received` namespace): the station reads the same spot the same way wherever it opens it.
 */
export function PublicSpotCard({ master }: { master: PublicMaster }) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Title order={2} fz="lg" mb="sm">
        {master.title}
      </Title>
      {/* A phone stacks the player above the slate; a wide screen sets them side by side. */}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {/* Rounded on its own: the card's padding shows around it. */}
        <div style={{ borderRadius: 8, overflow: 'hidden', alignSelf: 'start' }}>
          <DeliveredSpotPlayer spot={master} maxHeight="50vh" />
        </div>
        <DeliveredSlateTable slate={master} />
      </SimpleGrid>
    </Paper>
  );
}
