import { createHmac } from 'node:crypto';
import type { OnlineClassRole } from '@kampus/contract';
import type { Outbound } from '../outbound/index.ts';
import { apiBase, signedCall } from './bbb-checksum.ts';

/** What the online-class flow asks of a meeting provider. */
export interface MeetingProvider {
  exists: (meetingId: string) => Promise<boolean>;
  create: (meeting: { meetingId: string; name: string; durationMinutes: number }) => Promise<boolean>;
  joinUrl: (join: { meetingId: string; fullName: string; userId: string; role: OnlineClassRole }) => string;
}

/** The provider could not be reached or answered what no BigBlueButton answers. */
export class ProviderError extends Error {}

/** The text of one element of an XML answer (BigBlueButton's answers are flat under `<response>`). */
const element = (xml: string, name: string): string | undefined =>
  new RegExp(`<${name}>\\s*(?:<!\\[CDATA\\[)?([\\s\\S]*?)(?:\\]\\]>)?\\s*</${name}>`).exec(xml)?.[1]?.trim();

/**
 * BigBlueButton through its API, every call through the outbound guard and signed with the
 * shared secret; a failure's detail goes to the log, the caller answers a fixed message. The meeting's two
 * passwords are derived from the secret and the meeting id, so nothing is stored and the join
 * address can be made without asking the server; `role` is sent too, which 2.6 and later prefer.
 */
export const bigBlueButton = (
  url: string,
  secret: string,
  outbound: Pick<Outbound, 'fetch' | 'report'>,
): MeetingProvider => {
  const base = apiBase(url);
  const password = (meetingId: string, role: OnlineClassRole): string =>
    createHmac('sha256', secret).update(`${role}:${meetingId}`).digest('hex').slice(0, 16);
  const failed = (message: string, cause?: unknown): ProviderError => {
    const error = new ProviderError(message, { cause });
    outbound.report(base, error);
    return error;
  };
  const call = async (name: string, params: Record<string, string>): Promise<string> => {
    let response: Response;
    try {
      response = await outbound.fetch(signedCall(base, name, params, secret), { signal: AbortSignal.timeout(10_000) });
    } catch (error) {
      throw failed(`BigBlueButton ${name}: ${String(error)}`, error);
    }
    const body = await response.text();
    if (!body.includes('<returncode>')) throw failed(`BigBlueButton ${name}: HTTP ${response.status}`);
    return body;
  };
  return {
    exists: async (meetingId) => {
      const xml = await call('getMeetingInfo', { meetingID: meetingId });
      if (element(xml, 'returncode') === 'SUCCESS') return true;
      if (element(xml, 'messageKey') === 'notFound') return false;
      throw failed(`BigBlueButton getMeetingInfo: ${element(xml, 'messageKey') ?? 'FAILED'}`);
    },
    create: async ({ meetingId, name, durationMinutes }) => {
      const xml = await call('create', {
        name,
        meetingID: meetingId,
        attendeePW: password(meetingId, 'attendee'),
        moderatorPW: password(meetingId, 'moderator'),
        duration: String(durationMinutes),
      });
      return element(xml, 'returncode') === 'SUCCESS';
    },
    joinUrl: ({ meetingId, fullName, userId, role }) =>
      signedCall(
        base,
        'join',
        {
          fullName,
          meetingID: meetingId,
          userID: userId,
          role: role === 'moderator' ? 'MODERATOR' : 'VIEWER',
          password: password(meetingId, role),
        },
        secret,
      ),
  };
};
