import KeyvRedis from '@keyv/redis';
import { namespacedKeyv, namespaceEntries, type BackendOptions, type StoreBackend } from './backend';
import { withDeadline } from './deadline';
import { describeBackend } from './store-url';

export function openRedisBackend(url: string, opts: BackendOptions): StoreBackend {
  const adapter = new KeyvRedis(
    {
      url,
      // Shows in CLIENT LIST, so an operator can tell which namespace a connection serves.
      name: `hothouse-${opts.namespace}`,
      // Fail commands at once while disconnected instead of queueing them: a queued write
      // could land long after its caller was told the store was unreachable.
      disableOfflineQueue: true,
      socket: {
        connectTimeout: opts.timeoutMs,
        reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 5_000),
      },
    },
    {
      // The adapter swallows command errors (get → undefined) unless told otherwise.
      throwOnErrors: true,
      throwOnConnectError: true,
      // Bounds the first connect, which otherwise retries forever and holds the channel lock.
      connectionTimeout: opts.timeoutMs,
    },
  );
  const keyv = namespacedKeyv(adapter, opts);
  // The adapter connects lazily on each command while the client is closed, but hands the
  // client out as soon as a connect has *started*; with the offline queue off, a second
  // command issued during that first connect fails as "offline". Everyone waits for one connect.
  let connecting: Promise<void> | undefined;
  const ready = (): Promise<void> => {
    if (adapter.client.isOpen) return Promise.resolve();
    connecting ??= adapter.getClient().then(
      () => {
        connecting = undefined;
      },
      (error: unknown) => {
        connecting = undefined;
        throw error;
      },
    );
    return connecting;
  };
  return {
    kind: 'redis',
    label: describeBackend({ kind: 'redis', url }),
    keyv,
    entries: () => namespaceEntries(adapter, opts.namespace),
    ready,
    close: async () => {
      try {
        await withDeadline(opts.timeoutMs, () => new Error('redis close timed out'), () => adapter.disconnect());
      } catch {
        await adapter.disconnect(true);
      }
    },
  };
}
