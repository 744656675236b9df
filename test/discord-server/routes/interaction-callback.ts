import type { ServerContext } from '../context.js';
import { ApiError, invalidFormBody, Unknown } from '../http/api-error.js';
import type { ApiRequest, ApiResponse, Router } from '../http/router.js';
import { payloadFiles } from '../http/uploads.js';
import { createInteractionMessage } from '../interactions/reply-message.js';
import { CallbackType, type InteractionRecord } from '../interactions/record.js';
import { isRecord, recordsOf, type Json } from '../json.js';
import { checkAutocompleteChoices, checkMessagePayload, checkModal, existingOf } from '../limits.js';
import { messageJson } from '../message-json.js';
import { applyEdit, MessageFlag, type StoredMessage } from '../messages.js';

/** Which callback types Discord accepts for each interaction type. */
const ALLOWED_CALLBACKS: Record<number, readonly number[]> = {
  2: [CallbackType.ChannelMessageWithSource, CallbackType.DeferredChannelMessageWithSource, CallbackType.Modal],
  3: [
    CallbackType.ChannelMessageWithSource,
    CallbackType.DeferredChannelMessageWithSource,
    CallbackType.DeferredMessageUpdate,
    CallbackType.UpdateMessage,
    CallbackType.Modal,
  ],
  4: [CallbackType.AutocompleteResult],
};

function acceptCallback(ctx: ServerContext, record: InteractionRecord, where: string): void {
  const age = Date.now() - record.createdAt;
  if (record.callbackType === null && age > ctx.options.interactionDeadlineMs) {
    const problem = `callback arrived after ${age} ms; Discord allows ${ctx.options.interactionDeadlineMs} ms before the token dies`;
    record.errors.push(problem);
    ctx.violation('interaction', where, [problem]);
    throw Unknown.interaction();
  }
  if (record.callbackType !== null) {
    const problem = `interaction acknowledged twice (already answered with type ${record.callbackType})`;
    record.errors.push(problem);
    ctx.violation('interaction', where, [problem]);
    throw new ApiError(400, 40060, 'Interaction has already been acknowledged.');
  }
}

interface Outcome {
  message: StoredMessage | null;
}

function respond(ctx: ServerContext, record: InteractionRecord, type: number, data: Json, req: ApiRequest, where: string): Outcome {
  const input = { body: data, uploads: req.uploads };
  const files = payloadFiles(req.uploads);
  const flags = typeof data.flags === 'number' ? data.flags : 0;
  switch (type) {
    case CallbackType.ChannelMessageWithSource: {
      ctx.enforce('payload', where, checkMessagePayload(data, { files, requireBody: true }));
      record.response = createInteractionMessage(ctx, record, input, flags);
      record.ephemeral = record.response.ephemeral;
      return { message: record.response };
    }
    case CallbackType.DeferredChannelMessageWithSource: {
      record.response = createInteractionMessage(ctx, record, { body: {}, uploads: [] }, (flags & MessageFlag.Ephemeral) | MessageFlag.Loading);
      record.ephemeral = record.response.ephemeral;
      return { message: record.response };
    }
    case CallbackType.DeferredMessageUpdate:
      record.ephemeral = record.sourceMessage?.ephemeral ?? false;
      return { message: null };
    case CallbackType.UpdateMessage: {
      const source = record.sourceMessage;
      if (!source || source.deleted) throw Unknown.message();
      ctx.enforce('payload', where, checkMessagePayload(data, { files, existing: existingOf(source) }));
      applyEdit(source, input, ctx.origin);
      record.ephemeral = source.ephemeral;
      ctx.messages.updated(source);
      ctx.registry.noteEdit(source, 'callback');
      return { message: source };
    }
    case CallbackType.AutocompleteResult:
      ctx.enforce('payload', where, checkAutocompleteChoices(data));
      record.choices = recordsOf(data.choices);
      return { message: null };
    case CallbackType.Modal:
      ctx.enforce('payload', where, checkModal(data));
      record.modal = data;
      return { message: null };
    default:
      throw invalidFormBody([`type: callback type ${type} is not valid here`]);
  }
}

function callbackResponse(ctx: ServerContext, record: InteractionRecord, type: number, message: StoredMessage | null): Json {
  return {
    interaction: {
      id: record.id,
      type: record.type,
      response_message_id: message?.id,
      response_message_loading: message ? message.loading : undefined,
      response_message_ephemeral: message ? message.ephemeral : undefined,
    },
    resource: { type, ...(message && type !== CallbackType.DeferredChannelMessageWithSource ? { message: messageJson(ctx.world, message) } : {}) },
  };
}

/** POST /interactions/:id/:token/callback — the first (and only) answer to an interaction. */
export function addInteractionCallbackRoute(router: Router, ctx: ServerContext): void {
  router.add(
    'POST',
    '/interactions/:interactionId/:token/callback',
    (req): ApiResponse => {
      const where = `POST ${req.path}`;
      const record = ctx.registry.withId(req.params.interactionId ?? '');
      if (!record || record.token !== req.params.token) throw Unknown.interaction();
      acceptCallback(ctx, record, where);
      const body = isRecord(req.body) ? req.body : {};
      const type = typeof body.type === 'number' ? body.type : -1;
      if (!(ALLOWED_CALLBACKS[record.type] ?? []).includes(type)) {
        const problem = `callback type ${type} is not allowed for interaction type ${record.type}`;
        ctx.violation('interaction', where, [problem]);
        throw invalidFormBody([`type: ${problem}`]);
      }
      const data = isRecord(body.data) ? body.data : {};
      const { message } = respond(ctx, record, type, data, req, where);
      record.callbackType = type;
      record.callbackData = data;
      record.callbackAt = Date.now();
      record.callbackSeq = req.seq;
      if (req.query.get('with_response') === 'true') return { status: 200, body: callbackResponse(ctx, record, type, message) };
      return { status: 204 };
    },
    { auth: false },
  );
}
