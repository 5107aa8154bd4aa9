import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertValidKey, publicPath, type FileEntry, type FileStore } from './file-store.ts';

export interface S3Settings {
  bucket: string;
  /** An S3-compatible server (MinIO, Ceph, ...); unset for AWS itself. */
  endpoint: string | undefined;
  region: string;
  /** Keys under this prefix inside the bucket, so one bucket can serve several installations. */
  prefix: string;
}

const isNotFound = (error: unknown): boolean =>
  error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/**
 * Objects in an S3 bucket through the AWS SDK. Credentials come from the SDK's standard chain
 * (`AWS_ACCESS_KEY_ID`/`AWS_SECRET_ACCESS_KEY`, a profile, an instance role), never from Kampus's
 * own settings. With an endpoint, path-style addressing is used, which every S3-compatible server takes.
 */
export const s3FileStore = (settings: S3Settings, client?: S3Client): FileStore => {
  const s3 =
    client ??
    new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    });
  const objectKey = (key: string): string => {
    assertValidKey(key);
    return `${settings.prefix}${key}`;
  };
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await s3.send(
        new PutObjectCommand({ Bucket: settings.bucket, Key: objectKey(key), Body: body, ContentType: contentType }),
      );
    },
    async get(key, range) {
      try {
        const answer = await s3.send(
          new GetObjectCommand({
            Bucket: settings.bucket,
            Key: objectKey(key),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        if (!(answer.Body instanceof Readable)) return null;
        // A ranged answer's Content-Range ends with the whole object's size.
        const total = /\/(\d+)$/.exec(answer.ContentRange ?? '')?.[1];
        return {
          body: answer.Body,
          contentType: answer.ContentType ?? 'application/octet-stream',
          size: total === undefined ? answer.ContentLength : Number(total),
          modifiedAt: answer.LastModified,
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async head(key) {
      try {
        const answer = await s3.send(new HeadObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
        return { size: answer.ContentLength ?? 0, modifiedAt: answer.LastModified };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await s3.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
    },
    async list(prefix) {
      const entries: FileEntry[] = [];
      let token: string | undefined;
      do {
        const page = await s3.send(
          new ListObjectsV2Command({
            Bucket: settings.bucket,
            Prefix: `${settings.prefix}${prefix}`,
            ContinuationToken: token,
          }),
        );
        for (const object of page.Contents ?? []) {
          if (!object.Key) continue;
          entries.push({
            key: object.Key.slice(settings.prefix.length),
            size: object.Size ?? 0,
            modifiedAt: object.LastModified ?? new Date(0),
          });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return entries.sort((a, b) => a.key.localeCompare(b.key));
    },
    url: publicPath,
  };
};
