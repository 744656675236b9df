import type { ServerContext } from '../context.js';
import { ApiError, Unknown } from '../http/api-error.js';
import type { ApiRequest, ApiResponse, Router } from '../http/router.js';
import { payloadFiles } from '../http/uploads.js';
import { createInteractionMessage } from '../interactions/reply-message.js';
import { CallbackType, type InteractionRecord } from '../interactions/record.js';
import { isRecord } from '../json.js';
import { checkMessagePayload, existingOf } from '../limits.js';
import { messageJson } from '../message-json.js';
import { applyEdit, type StoredMessage } from '../messages.js';

function interactionFor(ctx: ServerContext, req: ApiRequest): InteractionRecord {
  const record = ctx.registry.withToken(req.params.token ?? '');
  if (req.params.applicationId !== ctx.app.id || !record) throw Unknown.webhook();
  // Discord: an interaction's token reaches its webhook for 15 minutes, then every call is refused.
  if (Date.now() - record.createdAt > ctx.options.interactionTokenMs) throw new ApiError(401, 50027, 'Invalid Webhook Token');
  return record;
}

function requireAcknowledged(ctx: ServerContext, record: InteractionRecord, where: string): void {
  if (record.acknowledged) return;
  const problem = 'webhook call before the interaction was acknowledged';
  record.errors.push(problem);
  ctx.violation('interaction', where, [problem]);
  throw Unknown.webhook();
}

function messageFor(ctx: ServerContext, record: InteractionRecord, req: ApiRequest, where: string): StoredMessage {
  requireAcknowledged(ctx, record, where);
  const id = req.params.messageId;
  const message = id === '@original' ? record.original : ctx.messages.get(id ?? '');
  if (!message || message.deleted || !record.owns(message)) throw Unknown.message();
  return message;
}

function isDeferredPlaceholder(record: InteractionRecord): boolean {
  return record.callbackType === CallbackType.DeferredChannelMessageWithSource && record.response !== null && record.response.loading && !record.response.deleted;
}

/** The interaction webhook: follow-ups and the `@original` / follow-up message routes. */
export function addWebhookRoutes(router: Router, ctx: ServerContext): void {
  router.add(
    'POST',
    '/webhooks/:applicationId/:token',
    (req): ApiResponse => {
      const where = `POST ${req.path}`;
      const record = interactionFor(ctx, req);
      requireAcknowledged(ctx, record, where);
      const body = isRecord(req.body) ? req.body : {};
      ctx.enforce('payload', where, checkMessagePayload(body, { files: payloadFiles(req.uploads), requireBody: true }));
      let message: StoredMessage;
      if (isDeferredPlaceholder(record)) {
        // Discord: the first follow-up after a deferred reply replaces the "thinking" message.
        message = record.response!;
        applyEdit(message, { body, uploads: req.uploads }, ctx.origin);
        message.history.pop();
        message.edits--;
        message.editedTimestamp = null;
        ctx.messages.updated(message);
      } else {
        message = createInteractionMessage(ctx, record, { body, uploads: req.uploads }, typeof body.flags === 'number' ? body.flags : 0);
      }
      record.followUps.push(message);
      return req.query.get('wait') === 'true' ? { status: 200, body: messageJson(ctx.world, message) } : { status: 204 };
    },
    { auth: false },
  );

  router.add(
    'GET',
    '/webhooks/:applicationId/:token/messages/:messageId',
    (req): ApiResponse => {
      const record = interactionFor(ctx, req);
      return { status: 200, body: messageJson(ctx.world, messageFor(ctx, record, req, `GET ${req.path}`)) };
    },
    { auth: false },
  );

  router.add(
    'PATCH',
    '/webhooks/:applicationId/:token/messages/:messageId',
    (req): ApiResponse => {
      const where = `PATCH ${req.path}`;
      const record = interactionFor(ctx, req);
      const message = messageFor(ctx, record, req, where);
      const body = isRecord(req.body) ? req.body : {};
      ctx.enforce('payload', where, checkMessagePayload(body, { files: payloadFiles(req.uploads), existing: existingOf(message) }));
      applyEdit(message, { body, uploads: req.uploads }, ctx.origin);
      ctx.messages.updated(message);
      ctx.registry.noteEdit(message, 'webhook');
      return { status: 200, body: messageJson(ctx.world, message) };
    },
    { auth: false },
  );

  router.add(
    'DELETE',
    '/webhooks/:applicationId/:token/messages/:messageId',
    (req): ApiResponse => {
      const record = interactionFor(ctx, req);
      ctx.messages.remove(messageFor(ctx, record, req, `DELETE ${req.path}`));
      return { status: 204 };
    },
    { auth: false },
  );
}
