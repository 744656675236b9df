import { channelJson, guildJson, selfUserJson, userJson } from '../api-shapes.js';
import type { ServerContext } from '../context.js';
import { invalidFormBody, Unknown } from '../http/api-error.js';
import type { ApiResponse, Router } from '../http/router.js';
import { isRecord } from '../json.js';

export function addUserRoutes(router: Router, ctx: ServerContext): void {
  router.add('GET', '/users/@me', (): ApiResponse => ({ status: 200, body: selfUserJson(ctx.world.bot) }));

  router.add('GET', '/users/:userId', (req): ApiResponse => {
    const user = ctx.world.users.get(req.params.userId ?? '');
    if (!user) throw Unknown.user();
    return { status: 200, body: userJson(user) };
  });

  router.add('GET', '/users/@me/guilds', (): ApiResponse => {
    const guilds = [...ctx.world.guilds.values()].map((g) => {
      const { id, name, icon, banner, features } = guildJson(g);
      return { id, name, icon, banner, owner: false, permissions: ctx.world.permissionsIn(g, ctx.world.bot.id, null).toString(), features };
    });
    return { status: 200, body: guilds };
  });

  // Opening a DM always works; whether the user accepts DMs only shows when sending.
  router.add('POST', '/users/@me/channels', (req): ApiResponse => {
    const recipientId = isRecord(req.body) ? req.body.recipient_id : undefined;
    if (typeof recipientId !== 'string') throw invalidFormBody(['recipient_id: is required']);
    const user = ctx.world.users.get(recipientId);
    if (!user) throw Unknown.user();
    return { status: 200, body: channelJson(ctx.world, ctx.world.dmChannel(user)) };
  });
}
