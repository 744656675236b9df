import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../src/bot/ops/config';

describe('bot/config', () => {
  it('reads a minimal environment with defaults', () => {
    expect(readConfig({ DISCORD_TOKEN: 't' })).toEqual({ DISCORD_TOKEN: 't', LOG_LEVEL: 'info' });
  });

  it('treats empty values as unset, as .env.example leaves them', () => {
    expect(readConfig({ DISCORD_TOKEN: 't', DISCORD_APP_ID: '', STORE_URL: '' })).toEqual({ DISCORD_TOKEN: 't', LOG_LEVEL: 'info' });
  });

  it('reads SHARDS as auto or a positive number', () => {
    expect(readConfig({ DISCORD_TOKEN: 't', SHARDS: 'auto' }).SHARDS).toBe('auto');
    expect(readConfig({ DISCORD_TOKEN: 't', SHARDS: '3' }).SHARDS).toBe(3);
  });

  it('accepts a shard process, where discord.js sets SHARDS to the shard ids (0 included) and SHARD_COUNT', () => {
    expect(readConfig({ DISCORD_TOKEN: 't', SHARDS: '0', SHARD_COUNT: '2' }).SHARDS).toBeUndefined();
    expect(() => readConfig({ DISCORD_TOKEN: 't', SHARDS: '0' })).toThrow(/SHARDS/);
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
