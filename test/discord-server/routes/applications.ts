import { applicationJson } from '../api-shapes.js';
import { checkCommandDefinition, checkCommandList } from '../command-limits.js';
import type { ServerContext } from '../context.js';
import { Unknown } from '../http/api-error.js';
import type { ApiRequest, ApiResponse, Router } from '../http/router.js';
import { isRecord, recordsOf } from '../json.js';

function scopeOf(ctx: ServerContext, req: ApiRequest): string | null {
  if (req.params.applicationId !== ctx.app.id) throw Unknown.application();
  const guildId = req.params.guildId ?? null;
  if (guildId !== null && !ctx.world.guilds.has(guildId)) throw Unknown.guild();
  return guildId;
}

/** Command routes exist twice: global and per guild. */
function addCommandRoutes(router: Router, ctx: ServerContext, base: string): void {
  router.add('GET', base, (req): ApiResponse => ({ status: 200, body: ctx.commands.list(scopeOf(ctx, req)) }));

  router.add('PUT', base, (req): ApiResponse => {
    const scope = scopeOf(ctx, req);
    ctx.enforce('command', `PUT ${req.path}`, checkCommandList(req.body));
    return { status: 200, body: ctx.commands.overwrite(scope, recordsOf(req.body)) };
  });

  router.add('POST', base, (req): ApiResponse => {
    const scope = scopeOf(ctx, req);
    ctx.enforce('command', `POST ${req.path}`, checkCommandDefinition(req.body));
    const { command, created } = ctx.commands.upsert(scope, isRecord(req.body) ? req.body : {});
    return { status: created ? 201 : 200, body: command };
  });

  router.add('GET', `${base}/:commandId`, (req): ApiResponse => {
    const command = ctx.commands.get(scopeOf(ctx, req), req.params.commandId ?? '');
    if (!command) throw Unknown.command();
    return { status: 200, body: command };
  });

  router.add('PATCH', `${base}/:commandId`, (req): ApiResponse => {
    const scope = scopeOf(ctx, req);
    const command = ctx.commands.edit(scope, req.params.commandId ?? '', isRecord(req.body) ? req.body : {});
    if (!command) throw Unknown.command();
    ctx.enforce('command', `PATCH ${req.path}`, checkCommandDefinition(command));
    return { status: 200, body: command };
  });

  router.add('DELETE', `${base}/:commandId`, (req): ApiResponse => {
    if (!ctx.commands.delete(scopeOf(ctx, req), req.params.commandId ?? '')) throw Unknown.command();
    return { status: 204 };
  });
}

export function addApplicationRoutes(router: Router, ctx: ServerContext): void {
  const current = (): ApiResponse => ({ status: 200, body: applicationJson(ctx.app, ctx.world.bot, ctx.world.owner) });
  router.add('GET', '/applications/@me', current);
  router.add('GET', '/oauth2/applications/@me', current);
  addCommandRoutes(router, ctx, '/applications/:applicationId/commands');
  addCommandRoutes(router, ctx, '/applications/:applicationId/guilds/:guildId/commands');
}
