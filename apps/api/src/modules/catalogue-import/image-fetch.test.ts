import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { fetchImage, isPrivateAddress } from './image-fetch.ts';

describe('fetching images named in an import file', () => {
  it('knows private, loopback and link-local addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '0.0.0.0',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '172.32.0.1', '2a00:1450:4001::1']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it('refuses a loopback host unless allowed, and refuses what is not http(s)', async () => {
    let requests = 0;
    const server = createServer((_request, response) => {
      requests++;
      response.end('x');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      await expect(fetchImage(`http://127.0.0.1:${port}/a.png`, { allowPrivateHosts: false })).rejects.toThrow(
        'private_address',
      );
      await expect(fetchImage(`http://localhost:${port}/a.png`, { allowPrivateHosts: false })).rejects.toThrow(
        'private_address',
      );
      expect(requests).toBe(0);
      await expect(fetchImage(`http://127.0.0.1:${port}/a.png`, { allowPrivateHosts: true })).rejects.toThrow(
        'not_an_image',
      );
      expect(requests).toBe(1);
      await expect(fetchImage('file:///etc/passwd', { allowPrivateHosts: true })).rejects.toThrow('not_http');
    } finally {
      server.close();
    }
  });

  it('stops reading past the size limit', async () => {
    const server = createServer((_request, response) => {
      response.write(Buffer.alloc(600));
      response.end(Buffer.alloc(600));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      await expect(
        fetchImage(`http://127.0.0.1:${port}/big.png`, { allowPrivateHosts: true, maxBytes: 1000 }),
      ).rejects.toThrow('too_large');
    } finally {
      server.close();
    }
  });
});
