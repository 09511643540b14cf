import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalS3, startLocalS3 } from '../../test/helpers/s3-server.ts';
import { S3FileStore } from './s3-file-store.ts';

describe('S3FileStore against an S3-compatible server', () => {
  let s3: LocalS3;
  let store: S3FileStore;

  beforeAll(async () => {
    s3 = await startLocalS3(3641);
    store = new S3FileStore({ ...s3, region: 'us-east-1', pathStyle: true });
  });
  afterAll(async () => {
    await s3.close();
  });

  it('puts, reads, checks and deletes an object', async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0, 255, 128]);
    await store.put('plans/u1/a.pdf', bytes, 'application/pdf');
    expect(await store.exists('plans/u1/a.pdf')).toBe(true);
    expect(await store.get('plans/u1/a.pdf')).toEqual(bytes);
    await store.delete('plans/u1/a.pdf');
    expect(await store.exists('plans/u1/a.pdf')).toBe(false);
    expect(await store.get('plans/u1/a.pdf')).toBeNull();
  });

  it('overwrites an object put twice under one key', async () => {
    await store.put('k/over.bin', new Uint8Array([1]), 'application/octet-stream');
    await store.put('k/over.bin', new Uint8Array([2, 3]), 'application/octet-stream');
    expect(await store.get('k/over.bin')).toEqual(new Uint8Array([2, 3]));
  });

  it('deleting a missing object is not an error', async () => {
    await expect(store.delete('plans/never/was.png')).resolves.toBeUndefined();
  });

  it('a bucket that does not exist is an error naming the call, not a silent success', async () => {
    const lost = new S3FileStore({ ...s3, bucket: 'no-such-bucket', region: 'us-east-1', pathStyle: true });
    await expect(lost.put('a.png', new Uint8Array([1]), 'image/png')).rejects.toThrow(
      /S3 PUT a\.png failed: 404/,
    );
  });

  it('refuses keys that could escape the bucket prefix', async () => {
    await expect(store.put('../etc/passwd', new Uint8Array([1]), 'text/plain')).rejects.toThrow(
      /Invalid storage key/,
    );
    await expect(store.get('/abs')).rejects.toThrow(/Invalid storage key/);
  });
});
