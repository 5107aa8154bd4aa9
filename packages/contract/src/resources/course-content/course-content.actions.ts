import { z } from 'zod';
import { defineAction } from '../../action/define.ts';
import { binaryBody, idParam } from '../../action/params.ts';

/** The files a course video carries: the video itself, its thumbnail, and a zip of its assets. */
export const COURSE_VIDEO_FILE_KINDS = ['video', 'thumb', 'assets'] as const;
export type CourseVideoFileKind = (typeof COURSE_VIDEO_FILE_KINDS)[number];

/** Largest course video upload: a lecture of an hour at a modest bitrate. */
export const MAX_COURSE_VIDEO_BYTES = 200 * 1024 * 1024;
/** Largest lecture file or assets zip. */
export const MAX_COURSE_FILE_BYTES = 50 * 1024 * 1024;

const videoFileParams = z.object({ id: idParam, kind: z.enum(COURSE_VIDEO_FILE_KINDS) });
const storedFile = z.object({ key: z.string(), size: z.number().int(), contentType: z.string() });

/**
 * A ticket lets a `<video>` or a download link, which cannot send the bearer token, read one
 * course file for a short while: issued only to a caller who may read the record, bound to that
 * record and file, and signed by the server.
 */
export const COURSE_FILE_TICKET_SECONDS = 30 * 60;
const ticketQuery = z.object({ ticket: z.string().max(512).optional() });
const ticketOutput = z.object({ url: z.string(), expiresAt: z.string() });

const ranged = {
  206: 'Partial content: the bytes of the Range header (Content-Range says which)',
  404: 'No such video or file, or not one of the course’s',
  416: 'The range lies outside the file (Content-Range: bytes */size)',
} as const;

/**
 * PUT /api/course_videos/{id}/files/{kind}: the bytes of the video (MP4 or WebM), its thumbnail
 * (a raster image) or its assets (a zip). The format is read from the bytes, never from the
 * declared type; the record's field (`video`, `thumb`, `assetsZip`) is set to the stored key.
 */
export const uploadCourseVideoFileAction = defineAction({
  name: 'uploadCourseVideoFile',
  method: 'PUT',
  path: '/api/course_videos/{id}/files/{kind}',
  summary: 'Upload a course video, its thumbnail or its assets zip',
  tags: ['course_videos'],
  access: { resource: 'course_videos', operation: 'update' },
  record: { resource: 'course_videos', operation: 'update' },
  requestType: 'application/octet-stream',
  maxBytes: MAX_COURSE_VIDEO_BYTES,
  input: { params: videoFileParams, body: binaryBody },
  output: storedFile,
  responses: { 404: 'No such video', 413: 'Too large' },
});

/**
 * GET /api/course_videos/{id}/files/{kind}: the stored file, for the course's students, their
 * parents, its teachers and staff. Honors a single `Range: bytes=` so a player seeks.
 */
export const readCourseVideoFileAction = defineAction({
  name: 'readCourseVideoFile',
  method: 'GET',
  path: '/api/course_videos/{id}/files/{kind}',
  summary: 'Stream a course video (range requests), its thumbnail or its assets zip',
  tags: ['course_videos'],
  // A bearer token or a ticket: the run function checks whichever came.
  access: 'anonymous',
  notARecord:
    "the file is read by the signed short-lived ticket in its query, which courseVideoTicket hands out after loading the video through the caller's reach",
  input: { params: videoFileParams, query: ticketQuery },
  responseType: 'application/octet-stream',
  responses: ranged,
});

/** PUT /api/course_assets/{id}/file: a lecture's file (PDF, zip, image, video); `lectureFile` is set to its key. */
export const uploadCourseAssetFileAction = defineAction({
  name: 'uploadCourseAssetFile',
  method: 'PUT',
  path: '/api/course_assets/{id}/file',
  summary: 'Upload the file of a course asset',
  tags: ['course_assets'],
  access: { resource: 'course_assets', operation: 'update' },
  record: { resource: 'course_assets', operation: 'update' },
  requestType: 'application/octet-stream',
  maxBytes: MAX_COURSE_FILE_BYTES,
  input: { params: z.object({ id: idParam }), body: binaryBody },
  output: storedFile,
  responses: { 404: 'No such asset', 413: 'Too large' },
});

/** GET /api/course_assets/{id}/file: the lecture's file as a download (ranges honored). */
export const readCourseAssetFileAction = defineAction({
  name: 'readCourseAssetFile',
  method: 'GET',
  path: '/api/course_assets/{id}/file',
  summary: 'Download the file of a course asset',
  tags: ['course_assets'],
  access: 'anonymous',
  notARecord:
    "the file is read by the signed short-lived ticket in its query, which courseAssetTicket hands out after loading the asset through the caller's reach",
  input: { params: z.object({ id: idParam }), query: ticketQuery },
  responseType: 'application/octet-stream',
  responses: ranged,
});

/** POST /api/course_videos/{id}/files/{kind}/ticket: a signed address of the file for a `<video>` element. */
export const courseVideoTicketAction = defineAction({
  name: 'courseVideoTicket',
  method: 'POST',
  path: '/api/course_videos/{id}/files/{kind}/ticket',
  summary: 'A short-lived signed address of a course video file',
  tags: ['course_videos'],
  access: { resource: 'course_videos', operation: 'read' },
  record: { resource: 'course_videos' },
  input: { params: videoFileParams },
  output: ticketOutput,
  responses: { 404: 'No such video' },
});

/** POST /api/course_assets/{id}/file/ticket: a signed address of the lecture file for a download link. */
export const courseAssetTicketAction = defineAction({
  name: 'courseAssetTicket',
  method: 'POST',
  path: '/api/course_assets/{id}/file/ticket',
  summary: 'A short-lived signed address of a course asset file',
  tags: ['course_assets'],
  access: { resource: 'course_assets', operation: 'read' },
  record: { resource: 'course_assets' },
  input: { params: z.object({ id: idParam }) },
  output: ticketOutput,
  responses: { 404: 'No such asset' },
});
