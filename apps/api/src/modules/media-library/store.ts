import {
  DeleteObjectsCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { mediaObjects } from '#src/db/schema/tables.ts';

/** Where an object lives: always inside one tenant. */
export interface MediaKey {
  tenantId: string;
  /** A path relative to the tenant, e.g. `media/12/v1/640.webp`. */
  path: string;
}

export interface StoredObject {
  data: Buffer;
  contentType: string;
}

/** The bytes of derived media (ADR 011): PostgreSQL by default, an S3-compatible bucket when configured. */
export interface MediaStore {
  readonly kind: 'postgres' | 's3';
  put(key: MediaKey, bytes: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(key: MediaKey): Promise<StoredObject | null>;
  /** Removes the objects; a missing one is no error. */
  delete(keys: MediaKey[]): Promise<void>;
}

export function createPostgresMediaStore(db: Database): MediaStore {
  return {
    kind: 'postgres',
    async put(key, bytes, contentType) {
      await db
        .insert(mediaObjects)
        .values({ tenantId: key.tenantId, path: key.path, contentType, byteSize: bytes.length, data: bytes })
        .onConflictDoUpdate({
          target: [mediaObjects.tenantId, mediaObjects.path],
          set: { contentType, byteSize: bytes.length, data: bytes },
        });
    },
    async get(key) {
      const [row] = await db
        .select({ data: mediaObjects.data, contentType: mediaObjects.contentType })
        .from(mediaObjects)
        .where(and(eq(mediaObjects.tenantId, key.tenantId), eq(mediaObjects.path, key.path)));
      return row ?? null;
    },
    async delete(keys) {
      const byTenant = new Map<string, MediaKey[]>();
      for (const key of keys) byTenant.set(key.tenantId, [...(byTenant.get(key.tenantId) ?? []), key]);
      for (const [tenantId, tenantKeys] of byTenant) {
        await db.delete(mediaObjects).where(
          and(
            eq(mediaObjects.tenantId, tenantId),
            inArray(
              mediaObjects.path,
              tenantKeys.map((key) => key.path),
            ),
          ),
        );
      }
    },
  };
}

export interface S3StoreOptions {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

const objectName = (key: MediaKey) => `${key.tenantId}/${key.path}`;

/** DeleteObjects takes at most this many keys per call. */
const DELETE_BATCH = 1000;

export function createS3MediaStore(options: S3StoreOptions): MediaStore {
  const clientConfig: S3ClientConfig = {
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
  };
  const client = new S3Client(clientConfig);
  const Bucket = options.bucket;
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: objectName(key), Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: objectName(key) }));
        if (!answer.Body) return null;
        const data = Buffer.from(await answer.Body.transformToByteArray());
        return { data, contentType: answer.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(keys) {
      for (let start = 0; start < keys.length; start += DELETE_BATCH) {
        const batch = keys.slice(start, start + DELETE_BATCH);
        await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: batch.map((key) => ({ Key: objectName(key) })), Quiet: true },
          }),
        );
      }
    },
  };
}
