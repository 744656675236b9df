import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { ChannelTables } from '../../../src/bot/channel/channel-tables';
import { openDrawing } from '../../../src/bot/pictures/drawing';
import { TablePictures } from '../../../src/bot/pictures/table-pictures';
import type { DiscordPort } from '../../../src/bot/channel/discord-port';
import type { Option } from '../../../src/engine/types';
import { tippingPointModule } from '../../../src/game-modules/tipping-point';
import { registry, type GameModule } from '../../../src/platform/module';
import { openPrompts } from '../../../src/platform/table/open-prompts';
import { answer } from '../../../src/platform/table/answers';
import type { Session } from '../../../src/platform/session-schema';
import { NOW, startSession } from '../../fixtures/start-session';

/** The channel's table picture is handed the open prompt's options only when the channel may see them. */
async function choicesDrawn(s: Session): Promise<(readonly Option[] | undefined)[]> {
  const drawn: (readonly Option[] | undefined)[] = [];
  const shipped = tippingPointModule as GameModule;
  const mod: GameModule = {
    ...shipped,
    renderTable: (v, names, choices) => {
      drawn.push(choices);
      return shipped.renderTable(v, names, choices);
    },
  };
  const io: DiscordPort = { post: async () => 'm1', edit: async () => true, remove: async () => undefined, dm: async () => 'sent', placeName: async () => 'here', viewableChannels: async () => new Set(), startThread: async () => 't1', archiveThread: async () => undefined };
  const tables = new ChannelTables({ io, modules: registry([mod]), pictures: new TablePictures(openDrawing({ threads: 0 })), log: pino({ level: 'silent' }), minIntervalMs: 0, recordShown: async () => null, recordPing: async () => null, pingWayOf: async () => 'channel' });
  tables.show({ session: s, rev: 1 });
  await tables.idle();
  return drawn;
}

/** Answers the first open prompt with its first options until `until` holds. */
function playUntil(s: Session, until: (s: Session) => boolean): Session {
  for (let i = 0; i < 500 && !until(s); i++) {
    const p = openPrompts(s, tippingPointModule.engine)[0]!;
    const r = answer(s, tippingPointModule.engine, p.player, { prompt: p.id, values: p.options.slice(0, Math.max(1, p.min ?? 1)).map((o) => o.value) }, NOW);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.session;
  }
  if (!until(s)) throw new Error('the state was not reached');
  return s;
}

describe('bot/table picture choices', () => {
  it('GIVEN one public prompt open THEN the table picture marks its options', async () => {
    const s = startSession(tippingPointModule, 2, 'choices');
    const open = openPrompts(s, tippingPointModule.engine);
    expect(open).toHaveLength(1);
    expect(await choicesDrawn(s)).toEqual([open[0]!.options]);
  });

  it('GIVEN a private prompt open THEN the table picture is drawn without its options', async () => {
    const s = playUntil(startSession(tippingPointModule, 2, 'choices'), (x) => openPrompts(x, tippingPointModule.engine)[0]?.private === true);
    expect(await choicesDrawn(s)).toEqual([undefined]);
  });
});
