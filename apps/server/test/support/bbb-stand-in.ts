/**
 * A small local stand-in for a BigBlueButton server, for the tests and for development on a
 * machine without one: `getMeetingInfo`, `create` and `join` under `/bigbluebutton/api/`, each
 * refused unless its checksum (SHA-1 or SHA-256 of call name, query and secret) is right, with
 * BigBlueButton's XML answers. `join` answers a small page naming the meeting, the person and
 * their role instead of the real client. It is never part of the product: the server talks to it
 * exactly as to a real BigBlueButton (`BBB_URL`, `BBB_SECRET`).
 *
 *   npx tsx apps/server/test/support/bbb-stand-in.ts [port]   prints the BBB_URL and BBB_SECRET to use
 */
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

interface StandInJoin {
  meetingID: string;
  fullName: string;
  userID: string;
  role: 'MODERATOR' | 'VIEWER';
  at: Date;
}

export interface BbbStandIn {
  /** What `BBB_URL` is set to. */
  url: string;
  secret: string;
  meetings: Map<string, { name: string; moderatorPW: string; attendeePW: string }>;
  joins: StandInJoin[];
  /** Calls refused for a wrong checksum, by call name. */
  refused: string[];
  close: () => Promise<void>;
}

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const xml = (fields: Record<string, string>): string =>
  `<response>${Object.entries(fields)
    .map(([key, value]) => `<${key}>${escape(value)}</${key}>`)
    .join('')}</response>`;

const failed = (messageKey: string, message: string): string => xml({ returncode: 'FAILED', messageKey, message });

/** The checksum rule of the BigBlueButton API, applied to the query string as it arrived. */
const checksumOk = (call: string, rawQuery: string, secret: string): boolean => {
  const params = rawQuery.split('&');
  const given = params.find((part) => part.startsWith('checksum='))?.slice('checksum='.length) ?? '';
  const query = params.filter((part) => !part.startsWith('checksum=')).join('&');
  const algorithm = given.length === 64 ? 'sha256' : 'sha1';
  return given.length > 0 && createHash(algorithm).update(`${call}${query}${secret}`).digest('hex') === given;
};

export const startBbbStandIn = async (
  options: { port?: number; secret?: string; host?: string } = {},
): Promise<BbbStandIn> => {
  const secret = options.secret ?? createHash('sha256').update(String(Math.random())).digest('hex').slice(0, 32);
  const meetings: BbbStandIn['meetings'] = new Map();
  const joins: StandInJoin[] = [];
  const refused: string[] = [];
  const server: Server = createServer((request, response) => {
    const [path = '', rawQuery = ''] = (request.url ?? '').split('?');
    const call = /^\/bigbluebutton\/api\/([A-Za-z]+)$/.exec(path)?.[1];
    const params = new URLSearchParams(rawQuery);
    const answer = (status: number, body: string, type = 'text/xml; charset=utf-8') => {
      response.writeHead(status, { 'content-type': type });
      response.end(body);
    };
    if (!call) return answer(404, failed('notFound', 'No such call'));
    if (!checksumOk(call, rawQuery, secret)) {
      refused.push(call);
      return answer(200, failed('checksumError', 'Checksums do not match'));
    }
    const meetingID = params.get('meetingID') ?? '';
    const meeting = meetings.get(meetingID);
    if (call === 'getMeetingInfo') {
      if (!meeting) return answer(200, failed('notFound', 'A meeting with that ID does not exist'));
      return answer(200, xml({ returncode: 'SUCCESS', meetingName: meeting.name, meetingID, running: 'true' }));
    }
    if (call === 'create') {
      if (!meetingID) return answer(200, failed('missingParamMeetingID', 'You must specify a meeting ID'));
      const created = meeting ?? {
        name: params.get('name') ?? meetingID,
        moderatorPW: params.get('moderatorPW') ?? 'mp',
        attendeePW: params.get('attendeePW') ?? 'ap',
      };
      meetings.set(meetingID, created);
      return answer(200, xml({ returncode: 'SUCCESS', meetingID, ...created, createTime: String(Date.now()) }));
    }
    if (call === 'join') {
      if (!meeting) return answer(200, failed('invalidMeetingIdentifier', 'The meeting ID does not exist'));
      const password = params.get('password');
      const asked = params.get('role')?.toUpperCase();
      const role =
        asked === 'MODERATOR' || asked === 'VIEWER'
          ? asked
          : password === meeting.moderatorPW
            ? 'MODERATOR'
            : password === meeting.attendeePW
              ? 'VIEWER'
              : undefined;
      if (!role) return answer(200, failed('invalidPassword', 'You either did not supply a password or it is wrong'));
      const fullName = params.get('fullName') ?? '';
      joins.push({ meetingID, fullName, userID: params.get('userID') ?? '', role, at: new Date() });
      return answer(
        200,
        `<!doctype html><html><head><meta charset="utf-8"><title>${escape(meeting.name)}</title></head><body>` +
          `<h1>${escape(meeting.name)}</h1><p id="joined" data-role="${role}">${escape(fullName)} joined as ${role}</p>` +
          `<p>BigBlueButton stand-in: a real server would open its client here.</p></body></html>`,
        'text/html; charset=utf-8',
      );
    }
    return answer(200, failed('unsupportedRequest', 'This stand-in answers getMeetingInfo, create and join'));
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((ready) => server.listen(options.port ?? 0, host, ready));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}/bigbluebutton/`,
    secret,
    meetings,
    joins,
    refused,
    close: () => new Promise((done) => server.close(() => done())),
  };
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const standIn = await startBbbStandIn({ port: Number(process.argv[2] ?? 8999), secret: process.env.BBB_SECRET });
  // It listens on this machine, which the outbound guard refuses unless the setting allows it.
  console.log(`BBB_URL=${standIn.url} BBB_SECRET=${standIn.secret} KAMPUS_OUTBOUND_ALLOW=127.0.0.1`);
}
