import { randomBytes } from 'node:crypto';

const DISCORD_EPOCH = 1420070400000n;
const WORKER_BITS = 1n << 17n;

let lastMillis = 0n;
let increment = 0n;

/**
 * A real-looking, strictly increasing Discord snowflake. @discordjs/rest only treats 17–19 digit ids
 * as major parameters, so fake ids must be shaped like real ones.
 */
export function snowflake(): string {
  let millis = BigInt(Date.now()) - DISCORD_EPOCH;
  if (millis <= lastMillis) {
    millis = lastMillis;
    increment += 1n;
    if (increment > 0xfffn) {
      millis += 1n;
      increment = 0n;
    }
  } else {
    increment = 0n;
  }
  lastMillis = millis;
  return ((millis << 22n) | WORKER_BITS | increment).toString();
}

export function snowflakeTime(id: string): Date {
  return new Date(Number((BigInt(id) >> 22n) + DISCORD_EPOCH));
}

export function randomToken(bytes = 48): string {
  return randomBytes(bytes).toString('base64url');
}

/** Bot tokens are `base64(user id).timestamp.hmac`; discord.js only censors them by splitting on dots. */
export function botToken(botId: string): string {
  return `${Buffer.from(botId).toString('base64url')}.${randomToken(4)}.${randomToken(27)}`;
}

export function sessionId(): string {
  return randomBytes(16).toString('hex');
}
