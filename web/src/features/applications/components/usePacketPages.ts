import { useState } from 'react';
import { applications, type PacketDto, type PacketPageDto, useListPacketsQuery } from '../../../api/applications';
import { errorMessage } from '../../../api/errors';
import { emailPending } from '../lib';

/** Packets per request: the server's maximum. */
export const PACKET_PAGE_SIZE = 200;

/** How often the first page is read again while an e-mail on it is queued or sending. */
export const EMAIL_POLL_MS = 4000;

/**
 * The member's packets, 200 at a time: the first page from the cache (refreshed whenever a packet
 * changes); Load more asks for the page after the last one loaded and keeps it in state. While an
 * e-mail of the first page is queued or sending, that page is read again every EMAIL_POLL_MS, so its
 * badge turns to sent or failed without a reload.
 */
export function usePacketPages() {
  const [polling, setPolling] = useState(false);
  const first = useListPacketsQuery({ limit: PACKET_PAGE_SIZE }, { pollingInterval: polling ? EMAIL_POLL_MS : 0 });
  const emailsUnderway = first.data?.items.some((p) => emailPending(p.lastEmail)) ?? false;
  // Adjusting state while rendering (React's pattern for state derived from a changed value).
  if (emailsUnderway !== polling) setPolling(emailsUnderway);
  const [fetchPage, more] = applications.useLazyListPacketsQuery();
  const [extra, setExtra] = useState<PacketPageDto[]>([]);
  const [moreError, setMoreError] = useState<string | null>(null);

  const pages = first.data ? [first.data, ...extra] : [];
  const nextCursor = pages.at(-1)?.nextCursor ?? null;

  // A refreshed first page wins over an older copy of the same packet further down.
  const seen = new Set<string>();
  const packets: PacketDto[] = [];
  for (const packet of pages.flatMap((p) => p.items)) {
    if (seen.has(packet.id)) continue;
    seen.add(packet.id);
    packets.push(packet);
  }

  const loadMore = async () => {
    if (!nextCursor || more.isFetching) return;
    setMoreError(null);
    try {
      const page = await fetchPage({ limit: PACKET_PAGE_SIZE, cursor: nextCursor }).unwrap();
      setExtra((prev) => [...prev, page]);
    } catch (err) {
      setMoreError(errorMessage(err as Parameters<typeof errorMessage>[0]));
    }
  };

  return {
    packets,
    isLoading: first.isLoading,
    isError: first.isError && !first.data,
    error: first.error,
    retry: () => void first.refetch(),
    hasMore: nextCursor !== null,
    loadMore,
    isLoadingMore: more.isFetching,
    loadMoreError: moreError,
  };
}
