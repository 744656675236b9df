import KeyvRedis from '@keyv/redis';
import { adapterKey, namespacedKeyv, namespaceEntries, type BackendOptions, type StoreBackend } from './backend';
import { withDeadline } from './deadline';
import { describeBackend } from './store-url';

/**
 * The revision check and the write in one server-side step. ARGV[1] is the expected revision ('' for "no record
 * yet"), ARGV[2] the new stored text; the record sits at `value.rev` inside the stored envelope. KEYS[2], when
 * given, is a key whose presence refuses the write (the record's quarantine marker).
 */
const SWAP_IF_REV = `
if KEYS[2] and redis.call('EXISTS', KEYS[2]) == 1 then return 0 end
local cur = redis.call('GET', KEYS[1])
if ARGV[1] == '' then
  if cur then return 0 end
else
  if not cur then return 0 end
  local ok, doc = pcall(cjson.decode, cur)
  if not ok or type(doc) ~= 'table' or type(doc.value) ~= 'table' or tostring(doc.value.rev) ~= ARGV[1] then return 0 end
end
redis.call('SET', KEYS[1], ARGV[2])
return 1`;

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
    swapIfRev: async (key, expectedRev, raw, unlessKey) => {
      const client = await adapter.getClient();
      const keys = [key, ...(unlessKey === undefined ? [] : [unlessKey])].map((k) => adapter.createKeyPrefix(adapterKey(opts.namespace, k), adapter.namespace));
      const done = await client.eval(SWAP_IF_REV, { keys, arguments: [expectedRev === null ? '' : String(expectedRev), raw] });
      return done === 1;
    },
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
