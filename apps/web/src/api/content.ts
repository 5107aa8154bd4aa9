import type { ActionOutput } from '@kampus/contract/action';
import {
  courseVideoTicketAction,
  REPORT_CARD_COUNT_HEADER,
  type courseAssetTicketAction,
} from '@kampus/contract/action';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { download, request } from './client.ts';
import { useSession } from './use-session.ts';

type Ticket = ActionOutput<typeof courseVideoTicketAction>;

/**
 * A signed address of a course video's file for the `<video>` element, which cannot send the
 * token (POST /api/course_videos/{id}/files/{kind}/ticket). Renewed before the ticket expires.
 */
export const useCourseVideoTicket = (id: number | undefined, kind: 'video' | 'thumb' = 'video') => {
  const { schoolId } = useSession();
  return useQuery({
    queryKey: ['course_videos', 'ticket', schoolId, id, kind],
    queryFn: () => request<Ticket>(`/api/course_videos/${id ?? 0}/files/${kind}/ticket`, { method: 'POST' }),
    enabled: id !== undefined,
    retry: false,
    staleTime: 20 * 60_000,
    refetchInterval: 20 * 60_000,
  });
};

/** Opens a lecture file through a fresh signed address (a plain link cannot carry the token). */
export const useCourseAssetDownload = () =>
  useMutation({
    mutationFn: async (id: number) => {
      const ticket = await request<ActionOutput<typeof courseAssetTicketAction>>(
        `/api/course_assets/${id}/file/ticket`,
        { method: 'POST' },
      );
      window.open(ticket.url, '_blank', 'noopener');
    },
  });

/** pdfkit writes one `/Type /Page` object per page as it finishes it: counting them is counting pages. */
const PAGE_MARK = /\/Type \/Page\b(?!s)/g;

export interface ReportCardsRequest {
  reportType: number;
  term: number;
  classId: number;
}

/**
 * Prints a class's report cards: reads the PDF as the server streams it and counts its pages on
 * the way, so the screen shows "page 12 of 40" while the rest is drawn. Answers the PDF's address.
 */
export const useReportCardsPrint = () => {
  const [progress, setProgress] = useState<{ page: number; total: number } | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ reportType, term, classId }: ReportCardsRequest) => {
      let total = 0;
      let page = 0;
      let tail = '';
      const decoder = new TextDecoder('latin1');
      const { blob } = await download(`/api/report_types/${reportType}/report_cards`, {
        query: { term, classId },
        onHeaders: (headers) => {
          total = Number(headers.get(REPORT_CARD_COUNT_HEADER) ?? 0);
          setProgress({ page: 0, total });
        },
        onChunk: (chunk) => {
          // A mark may straddle two chunks: keep the end of the previous one.
          const text = tail + decoder.decode(chunk);
          page += (text.match(PAGE_MARK) ?? []).length - (tail.match(PAGE_MARK) ?? []).length;
          tail = text.slice(-16);
          setProgress({ page: Math.min(page, total), total });
        },
      });
      setProgress({ page: total, total });
      return { url: URL.createObjectURL(blob), total };
    },
  });
  return { ...mutation, progress };
};
