import { describe, expect, it } from 'vitest';
import { identifyRedisUrl, isShardChild, readConfig, shardPlan } from '../../../src/bot/ops/config';

describe('bot/config', () => {
  it('reads a minimal environment with defaults', () => {
    expect(readConfig({ DISCORD_TOKEN: 't' })).toEqual({ DISCORD_TOKEN: 't', LOG_LEVEL: 'info' });
  });

  it('treats empty values as unset, as .env.example leaves them', () => {
    expect(readConfig({ DISCORD_TOKEN: 't', DISCORD_APP_ID: '', STORE_URL: '' })).toEqual({ DISCORD_TOKEN: 't', LOG_LEVEL: 'info' });
  });

  it('GIVEN TABLES_PER_SERVER THEN it is a whole number of tables, at least one', () => {
    expect(readConfig({ DISCORD_TOKEN: 't', TABLES_PER_SERVER: '100' }).TABLES_PER_SERVER).toBe(100);
    expect(() => readConfig({ DISCORD_TOKEN: 't', TABLES_PER_SERVER: '0' })).toThrow(/TABLES_PER_SERVER must be at least 1/);
    expect(() => readConfig({ DISCORD_TOKEN: 't', TABLES_PER_SERVER: 'many' })).toThrow(/TABLES_PER_SERVER/);
  });

  it('reads SHARDS as auto or a positive number', () => {
    expect(readConfig({ DISCORD_TOKEN: 't', SHARDS: 'auto' }).SHARDS).toBe('auto');
    expect(readConfig({ DISCORD_TOKEN: 't', SHARDS: '3' }).SHARDS).toBe(3);
  });

  it('GIVEN a shard process (discord.js sets SHARDING_MANAGER, SHARDS to its own ids and SHARD_COUNT) THEN the manager\'s shard settings are not read as its own', () => {
    const child = readConfig({ DISCORD_TOKEN: 't', SHARDING_MANAGER: 'true', SHARDS: '0', SHARD_COUNT: '8', SHARD_LIST: '0-3' });
    expect([child.SHARDS, child.SHARD_COUNT, child.SHARD_LIST]).toEqual([undefined, undefined, undefined]);
    expect(isShardChild({ SHARDING_MANAGER: 'true' })).toBe(true);
    expect(() => readConfig({ DISCORD_TOKEN: 't', SHARDS: '0' })).toThrow(/SHARDS/);
  });

  it('GIVEN the operator\'s SHARD_COUNT without SHARDING_MANAGER THEN this process is a manager, not a shard', () => {
    const env = { DISCORD_TOKEN: 't', SHARD_COUNT: '8', SHARD_LIST: '4-7' };
    expect(isShardChild(env)).toBe(false);
    expect(shardPlan(readConfig(env))).toEqual({ total: 8, list: [4, 5, 6, 7] });
  });

  it.each([
    ['0-3', [0, 1, 2, 3]],
    ['4,5,6,7', [4, 5, 6, 7]],
    ['6, 0-1', [0, 1, 6]],
    ['7', [7]],
  ])('reads SHARD_LIST=%s as shards %j of SHARD_COUNT=8', (list, ids) => {
    expect(readConfig({ DISCORD_TOKEN: 't', SHARD_COUNT: '8', SHARD_LIST: list }).SHARD_LIST).toEqual(ids);
  });

  it('runs every shard of SHARD_COUNT on this host without SHARD_LIST, and SHARDS as before', () => {
    expect(shardPlan(readConfig({ DISCORD_TOKEN: 't', SHARD_COUNT: '4' }))).toEqual({ total: 4, list: 'auto' });
    expect(shardPlan(readConfig({ DISCORD_TOKEN: 't', SHARDS: 'auto' }))).toEqual({ total: 'auto', list: 'auto' });
    expect(shardPlan(readConfig({ DISCORD_TOKEN: 't' }))).toBeNull();
  });

  it.each([
    [{ SHARD_COUNT: '8', SHARD_LIST: '0-8' }, /SHARD_LIST names shard 8, but SHARD_COUNT=8 has shards 0 to 7/],
    [{ SHARD_COUNT: '8', SHARD_LIST: '0-3,3' }, /SHARD_LIST.*shard 3 is listed twice/],
    [{ SHARD_COUNT: '8', SHARD_LIST: '3-1' }, /SHARD_LIST.*runs backwards/],
    [{ SHARD_COUNT: '8', SHARD_LIST: 'first half' }, /SHARD_LIST.*"first half" is not a shard id/],
    [{ SHARD_LIST: '0-3' }, /SHARD_LIST needs SHARD_COUNT/],
    [{ SHARD_COUNT: '0' }, /SHARD_COUNT must be at least 1/],
    [{ SHARDS: '2', SHARD_COUNT: '2' }, /either SHARDS .* or SHARD_COUNT/],
    [{ REDIS_URL: 'http://cache' }, /REDIS_URL must be a redis:\/\//],
  ])('refuses %j with a clear reason', (env, why) => {
    expect(() => readConfig({ DISCORD_TOKEN: 't', ...env })).toThrow(why);
  });

  it('takes the identify lock from REDIS_URL, else from a Redis STORE_URL', () => {
    expect(identifyRedisUrl(readConfig({ DISCORD_TOKEN: 't', REDIS_URL: 'redis://a', STORE_URL: 'redis://b' }))).toBe('redis://a');
    expect(identifyRedisUrl(readConfig({ DISCORD_TOKEN: 't', STORE_URL: 'redis://b/2' }))).toBe('redis://b/2');
    expect(identifyRedisUrl(readConfig({ DISCORD_TOKEN: 't', STORE_URL: 'postgres://p' }))).toBeUndefined();
  });

  it('reads PICTURE_QUEUE_URL only as a Redis URL, and its wait in milliseconds', () => {
    expect(readConfig({ DISCORD_TOKEN: 't', PICTURE_QUEUE_URL: 'redis://h:6379/1', PICTURE_QUEUE_WAIT_MS: '3000' })).toMatchObject({ PICTURE_QUEUE_URL: 'redis://h:6379/1', PICTURE_QUEUE_WAIT_MS: 3000 });
    expect(() => readConfig({ DISCORD_TOKEN: 't', PICTURE_QUEUE_URL: 'postgres://h/db' })).toThrow(/PICTURE_QUEUE_URL must be a redis/);
  });

  it('names every problem and points at .env.example', () => {
    expect(() => readConfig({ DISCORD_APP_ID: 'abc', LOG_LEVEL: 'loud', DISCORD_API_BASE: 'not a url' })).toThrow(
      /DISCORD_TOKEN: .*required[\s\S]*DISCORD_APP_ID: DISCORD_APP_ID must be a numeric application id[\s\S]*LOG_LEVEL[\s\S]*DISCORD_API_BASE[\s\S]*See \.env\.example\./,
    );
  });
});
