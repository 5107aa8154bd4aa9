import { Problem } from '../../core/problem.ts';

/** One Drive file as the Drive API answers `files.list` (every field kept: `fields=*`). */
export interface DriveFile {
  id: string;
  name: string;
  mimeType: string;
  [field: string]: unknown;
}

/** A page of Drive files: ten at most (the spec's page size), and where the next one starts. */
export interface DrivePage {
  files: DriveFile[];
  nextPageToken: string | null;
}

/**
 * The Drive the file manager's Drive tab lists: Google's API over HTTP, or the local Drive in this
 * process. Either takes the access token the tab signed in for, and never keeps it.
 */
export interface DriveApi {
  list: (accessToken: string, pageToken: string | undefined) => Promise<DrivePage>;
}

/** A refusal or failure of the Drive, with Drive's own message where it gave one (502). */
export const driveProblem = (detail: string, values: Record<string, string> = {}): Problem =>
  new Problem(502, 'filemanager.drive_unreachable', detail, values);
